@testable import Reel
@testable import ReelLog
import Foundation
import Testing

/// A header is bounded (cases, case names, bytes), and a long list of cases costs no step a scan per case.
@Suite struct LogHeaderLimitTests {
    private func v1Lines() throws -> [String] {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Session, to: file.url, input: ())
        return file.text.split(separator: "\n").map(String.init)
    }

    private func data(_ lines: [String]) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }

    /// The lines with `count` more cases in the header, none of which any scene has.
    private func flooded(_ count: Int, name: (Int) -> String = { "gone\($0)" }) throws -> [String] {
        var lines = try v1Lines()
        let extra = (0..<count).map { #""\#(name($0))":"abcdef""# }.joined(separator: ",")
        lines[0] = lines[0].replacingOccurrences(of: #""cases":{"#, with: #""cases":{\#(extra),"#)
        return lines
    }

    @Test func givenAHeaderListingMoreCasesThanTheLimit_whenRead_thenRefusedOnLineOne() throws {
        let lines = try flooded(20_000)
        let listed = 20_000 + JotV1.schemaCases.count

        #expect(Replay<JotWithPinning>.verify(logData: data(lines))
            == .unreadable(.badLine(1, "the header lists \(listed) cases, more than the 4096 a header may list")))
    }

    @Test func givenAHeaderAtTheCaseLimit_whenRead_thenEachStepIsStillJudgedByItsOwnCase() throws {
        let lines = try flooded(4_096 - JotV1.schemaCases.count)

        #expect(Replay<JotWithPinning>.verify(logData: data(lines)) == .identical(steps: 3, warnings: []))
        #expect(Replay<JotToday<NoneMigrated>>.verify(logData: data(lines))
            == .unreadable(.badLine(2, #"case "typed" changed shape at step 1 (no migration handles it)"#)))
    }

    @Test func givenACaseNameLongerThanTheLimit_whenRead_thenRefusedOnLineOne() throws {
        let lines = try flooded(1) { _ in String(repeating: "x", count: 2_000) }

        #expect(Replay<JotWithPinning>.verify(logData: data(lines))
            == .unreadable(.badLine(1, "a case name is 2000 bytes long, more than the 1024 a header allows")))
    }

    @Test func givenAHeaderLongerThanTheLimit_whenRead_thenRefusedOnLineOneWithoutReadingItAll() throws {
        var lines = try v1Lines()
        lines[0] = lines[0].replacingOccurrences(of: #""app":"#, with: #""padding":"\#(String(repeating: "x", count: 2 << 20))","app":"#)

        #expect(Replay<JotWithPinning>.verify(logData: data(lines)) == .unreadable(.badLine(1, "longer than 1048576 bytes")))
    }

    @Test func givenThousandsOfNames_whenALineIsLookedThrough_thenOnlyKeysAsEncodersWriteThemCount() {
        let keys = ConcernedKeys((0..<4_000).map { "gone\($0)" } + ["typed"])

        #expect(keys.areHeld(in: Array(#"{"msg":{"typed":{"_0":"milk"}}}"#.utf8)))
        #expect(keys.areHeld(in: Array(#"{"a":"x\"y","b":{"gone3999":{}}}"#.utf8)))
        #expect(!keys.areHeld(in: Array(#"{"msg":{"saved":{"_0":"typed"}}}"#.utf8)), "a value is not a key")
        #expect(!keys.areHeld(in: Array(#"{"msg":{"saved":{"_0":"\"typed\":"}}}"#.utf8)), "nor is a key's text inside a string")
        #expect(!ConcernedKeys([]).areHeld(in: Array(#"{"typed":1}"#.utf8)))
    }
}
