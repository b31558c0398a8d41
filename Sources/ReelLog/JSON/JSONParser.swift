import Reel

/// A strict JSON parser over bytes (RFC 8259), written for the log reader: it never traps on any
/// input, limits nesting, and can report where each member of a line's top-level object lies.
///
/// The reader needs the exact bytes of a step's `msg` and `commands` (to decode the message and to
/// compare commands byte for byte), which Foundation's parsers do not give.
struct JSONParser {
    /// Why some bytes are not JSON: a reason and the byte offset where it was noticed.
    struct Failure: Error, CustomStringConvertible {
        let reason: String
        let offset: Int
        var description: String { "\(reason) at byte \(offset + 1)" }
    }

    /// How deep arrays and objects may nest; deeper input is refused rather than risking the stack.
    static let maxDepth = 100

    // Internal rather than private: strings and member walks live in the JSONParser+ files.
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value with only whitespace around it.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.parseValue()
        try parser.expectEnd()
        return value
    }

    // MARK: - Values

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        if index < bytes.count { throw failure("unexpected text after the value") }
    }

    mutating func parseValue() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard let byte = peek else { throw failure("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character \(Self.show(byte))")
        }
    }

    private mutating func parseObject() throws(Failure) -> [String: JSONValue] {
        try enterContainer()
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; depth -= 1; return members }
        while true {
            let key = try parseKey(unique: { members[$0] == nil })
            members[key] = try parseValue()
            guard try endOfMember(closing: UInt8(ascii: "}")) else { return members }
        }
    }

    /// Reads `"key":` and the whitespace after it; `unique` says whether the key is new in its object.
    mutating func parseKey(unique: (String) -> Bool) throws(Failure) -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
        let keyStart = index
        let key = try parseString()
        guard unique(key) else { throw Failure(reason: "duplicate key \"\(key)\"", offset: keyStart) }
        try expectColon()
        return key
    }

    /// Reads the `:` after a key and the whitespace around it.
    mutating func expectColon() throws(Failure) {
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
        index += 1
        skipWhitespace()
    }

    /// After a member or element: true at `,` (another follows), false at the closing bracket.
    mutating func endOfMember(closing: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","):
            index += 1
            return true
        case closing:
            index += 1
            depth -= 1
            return false
        default:
            throw failure(closing == UInt8(ascii: "}") ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
        }
    }

    private mutating func parseArray() throws(Failure) -> [JSONValue] {
        try enterContainer()
        var items: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; depth -= 1; return items }
        repeat {
            items.append(try parseValue())
        } while try endOfMember(closing: UInt8(ascii: "]"))
        return items
    }

    mutating func enterContainer() throws(Failure) {
        guard depth < Self.maxDepth else { throw failure("nested deeper than \(Self.maxDepth) levels") }
        depth += 1
        index += 1
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && literal.withUTF8Buffer { Array($0) == Array(bytes[index..<index + count]) }
        guard matches else { throw failure("unexpected character \(Self.show(bytes[index]))") }
        index += count
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() > 0 else { throw failure("expected a digit") }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    static func show(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
    }
}
