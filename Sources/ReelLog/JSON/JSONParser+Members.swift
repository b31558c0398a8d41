import Reel

extension JSONParser {
    /// A member of a top-level object: where its value lies, and the value unless it was skipped.
    typealias Member = (value: JSONValue?, range: Range<Int>)

    /// Parses a document that must be an object, returning each member's value (nil if `skip`
    /// said to only check it) and byte range.
    static func parseMembers(_ bytes: [UInt8], skip: (String) -> Bool = { _ in false }) throws(Failure) -> [String: Member] {
        var members: [String: Member] = [:]
        try forEachMember(in: bytes, skip: skip) { key, range, value in
            guard members[key] == nil else { return false }
            members[key] = (value, range)
            return true
        }
        return members
    }

    /// Parses a document that must be an object, calling `member` with each key, its value's byte
    /// range, and the value itself unless `skip` said to only check it (then nil). A key given
    /// twice, in this object or in any object inside it, is refused (``ObjectKeys``); `member`
    /// may also return false to refuse a key as a duplicate.
    ///
    /// Skipping is for the reader: it only needs the bytes of a step's message and commands, and
    /// building them would cost an allocation per string, array and object on every line.
    static func forEachMember(
        in bytes: [UInt8], skip: (String) -> Bool, _ member: (String, Range<Int>, JSONValue?) -> Bool
    ) throws(Failure) {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.peek == UInt8(ascii: "{") else { throw parser.failure("expected an object") }
        try parser.enterContainer()
        parser.skipWhitespace()
        if parser.peek == UInt8(ascii: "}") {
            parser.index += 1
        } else {
            var keys = ObjectKeys()
            while true {
                parser.skipWhitespace()
                let keyStart = parser.index
                guard parser.peek == UInt8(ascii: "\"") else { throw parser.failure("expected a key in quotes") }
                let key: String
                if let plain = try parser.skipKey(&keys) {
                    key = String(decoding: bytes[plain], as: UTF8.self)
                    try parser.expectColon()
                } else {
                    parser.index = keyStart
                    key = try parser.parseKey(unique: { _ in true })
                }
                let start = parser.index
                let value: JSONValue?
                if skip(key) {
                    try parser.skipValue()
                    value = nil
                } else {
                    value = try parser.parseValue()
                }
                guard member(key, start..<parser.index, value) else {
                    throw Failure(reason: "duplicate key \"\(key)\"", offset: keyStart)
                }
                guard try parser.endOfMember(closing: UInt8(ascii: "}")) else { break }
            }
        }
        try parser.expectEnd()
    }

    /// Checks one value without building it: no allocation unless a string has escapes or non-ASCII text.
    mutating func skipValue() throws(Failure) {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"):
            try enterContainer()
            skipWhitespace()
            if peek == UInt8(ascii: "}") { index += 1; depth -= 1; return }
            var keys = ObjectKeys()
            repeat {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                try skipKey(&keys)
                try expectColon()
                try skipValue()
            } while try endOfMember(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            try enterContainer()
            skipWhitespace()
            if peek == UInt8(ascii: "]") { index += 1; depth -= 1; return }
            repeat { try skipValue() } while try endOfMember(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            try skipString()
        default:
            _ = try parseValue()
        }
    }
}
