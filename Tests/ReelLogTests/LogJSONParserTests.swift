@testable import Reel
@testable import ReelLog
import Testing

@Suite struct LogJSONParserTests {
    private func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func givenNestedDocument_whenParsed_thenShapeListsKeysAndKinds() throws {
        let value = try parse(#" {"b": [1, 2.5e3, "x"], "a": {"t": true, "n": null}} "#)

        #expect(value.shape == #"{"a":{"n":null,"t":bool},"b":[number,string]}"#)
    }

    @Test func givenEscapesAndSurrogatePair_whenParsed_thenDecoded() throws {
        guard case .string(let text) = try parse(#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#) else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "a\"b\\c/d\né😀")
    }

    @Test(arguments: [
        (#"{"a":1,"a":2}"#, #"duplicate key "a" at byte 8"#),
        ("[1,]", "unexpected character ']' at byte 4"),
        ("01", "unexpected text after the value at byte 2"),
        (#""\ud800""#, #"unpaired surrogate in a \u escape at byte 8"#),
        ("\"a\u{01}\"", "control character in a string at byte 3"),
        ("tru", "unexpected character 't' at byte 1"),
        ("", "unexpected end of input at byte 1"),
    ])
    func givenInvalidJSON_whenParsed_thenRefusedWithReason(text: String, reason: String) {
        do {
            let value = try parse(text)
            Issue.record("parsed as \(value)")
        } catch {
            #expect(error.description == reason)
        }
    }

    @Test func givenInvalidUTF8InString_whenParsed_thenRefused() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test func givenNestingDeeperThanTheLimit_whenParsed_thenRefusedWithoutOverflowingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let allowed = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)

        #expect(throws: JSONParser.Failure.self) { try parse(deep) }
        #expect(try parse(allowed).shape.hasPrefix("[["))
    }

    @Test func givenNumbersSpelledDifferently_whenCompared_thenSameValue() throws {
        #expect(try parse(#"{"a":1,"b":[true]}"#).isSame(as: parse(#"{"b":[true],"a":1.0}"#)))
        #expect(try !parse(#"{"a":1}"#).isSame(as: parse(#"{"a":2}"#)))
    }

    @Test func givenObject_whenMembersParsed_thenRangesCoverEachValueExactly() throws {
        let bytes = Array(#"{"msg":{"x":{}} ,"index": 12}"#.utf8)

        let members = try JSONParser.parseMembers(bytes)

        #expect(String(decoding: bytes[members["msg"]!.range], as: UTF8.self) == #"{"x":{}}"#)
        #expect(String(decoding: bytes[members["index"]!.range], as: UTF8.self) == "12")
    }

    @Test func givenSkippedMembers_whenValid_thenNotBuiltButRangesExact() throws {
        let bytes = Array(#"{"msg":{"q":"caf\u00e9 \"x\"","n":[1,{"k":null}]},"index":3}"#.utf8)

        let members = try JSONParser.parseMembers(bytes, skip: { $0 == "msg" })

        #expect(members["msg"]?.value == nil)
        #expect(String(decoding: bytes[members["msg"]!.range], as: UTF8.self) == #"{"q":"caf\u00e9 \"x\"","n":[1,{"k":null}]}"#)
        #expect(members["index"]?.value.map { $0.isSame(as: .number("3")) } == true)
    }

    @Test(arguments: [#"{"msg":{"a":tru}}"#, #"{"msg":["\x"]}"#, #"{"msg":{"a" 1}}"#, "{\"msg\":\"\u{01}\"}", #"{"msg":[1,]}"#])
    func givenSkippedMemberThatIsNotJSON_whenParsed_thenStillRefused(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parseMembers(Array(text.utf8), skip: { _ in true }) }
    }

    @Test func givenSkippedMemberWithInvalidUTF8_whenParsed_thenRefused() {
        let bytes = Array(#"{"msg":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)

        #expect(throws: JSONParser.Failure.self) { try JSONParser.parseMembers(bytes, skip: { _ in true }) }
    }
}
