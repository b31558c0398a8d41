import Reel

/// The fields of one step line, found in a single pass with no dictionary and, for the usual line,
/// no allocation beyond the index's digits: the reader's hot path.
struct StepLine {
    /// Why a line is not a step: not JSON at all (maybe torn), or JSON with a bad field.
    enum Problem: Error {
        case notJSON(JSONParser.Failure)
        case badField(String)
    }

    /// A step line as the reader hands it on: its bytes (migrated, if they were) and their fields.
    struct Read {
        let bytes: [UInt8]
        let fields: StepLine
    }

    let index: Int
    let msg: Range<Int>
    let commands: Range<Int>
    let frameHash: FrameHash
    let frameLines: [String]?
    /// How the running subscriptions changed, when they did.
    let subscriptions: Range<Int>?

    /// Reads the fields of a line.
    init(_ bytes: [UInt8]) throws(Problem) {
        var index: JSONValue?
        var msg: Range<Int>?
        var commands: Range<Int>?
        var frame: Range<Int>?
        var lines: JSONValue??
        var subscriptions: Range<Int>?
        do {
            // Only the index and the stored lines are built; the rest is checked and located.
            try JSONParser.forEachMember(in: bytes, skip: { $0 != "index" && $0 != "lines" }) { key, range, value in
                switch key {
                case "index": guard index == nil else { return false }; index = value
                case "msg": guard msg == nil else { return false }; msg = range
                case "commands": guard commands == nil else { return false }; commands = range
                case "frame": guard frame == nil else { return false }; frame = range
                case "lines": guard lines == nil else { return false }; lines = .some(value)
                case "subscriptions": guard subscriptions == nil else { return false }; subscriptions = range
                default: break
                }
                return true
            }
        } catch {
            throw .notJSON(error)
        }
        guard let index else { throw .badField(#"missing field "index""#) }
        guard case .number(let indexText) = index, let number = Int(indexText) else {
            throw .badField(#""index" is not a whole number"#)
        }
        guard let commands else { throw .badField(#"missing field "commands""#) }
        guard bytes[commands.lowerBound] == UInt8(ascii: "[") else { throw .badField(#""commands" is not an array"#) }
        guard let frame else { throw .badField(#"missing field "frame""#) }
        guard let hash = Self.frameHash(bytes, frame) else { throw .badField(#""frame" is not 16 lowercase hex digits"#) }
        guard let msg else { throw .badField(#"missing field "msg""#) }
        self.index = number
        self.msg = msg
        self.commands = commands
        self.frameHash = hash
        self.frameLines = try Self.frameLines(lines ?? nil)
        self.subscriptions = subscriptions
    }

    /// The fields of a migrated line (a valid step line before its message was rewritten).
    static func migrated(_ bytes: [UInt8], lineNumber: Int) throws(LogError) -> StepLine {
        do {
            return try StepLine(bytes)
        } catch {
            throw .badLine(lineNumber, "the migrated line is not a step: \(error)")
        }
    }

    /// The hash in `"…"`; read from the bytes directly, as the recorder writes it, or decoded if
    /// written with escapes.
    private static func frameHash(_ bytes: [UInt8], _ range: Range<Int>) -> FrameHash? {
        let quote = UInt8(ascii: "\"")
        guard bytes[range.lowerBound] == quote else { return nil }
        if range.count == 18, bytes[range.upperBound - 1] == quote {
            return FrameHash(hexBytes: bytes[range.lowerBound + 1..<range.upperBound - 1])
        }
        guard case .string(let text)? = try? JSONParser.parse(Array(bytes[range])) else { return nil }
        return FrameHash(hex: text)
    }

    private static func frameLines(_ value: JSONValue?) throws(Problem) -> [String]? {
        guard let value else { return nil }
        guard case .array(let items) = value else { throw .badField(#""lines" is not an array of strings"#) }
        var lines: [String] = []
        for item in items {
            guard case .string(let line) = item else { throw .badField(#""lines" is not an array of strings"#) }
            lines.append(line)
        }
        return lines
    }
}
