import Foundation

/// Reads a log one step at a time, checking every line: a streaming reader, so a log of a million
/// steps is read with the memory of one line.
///
/// The header is read and checked against `S` on creation: a log from another app, schema or
/// format version is refused with both sides named. A step line that is not JSON, misses a field,
/// holds a message `S` does not know, or is out of order is refused as `line N: reason`. A last
/// line with no newline that is not valid JSON is what a crash mid-write leaves: it is skipped
/// with a warning instead.
public final class LogReader<S: LoggableScene> {
    /// The log's header, already checked.
    package let header: LogHeader
    /// Problems that did not stop reading, such as a torn last line.
    public private(set) var warnings: [String] = []
    /// How many steps have been read so far.
    public private(set) var stepsRead = 0

    private var lines: LineReader
    private var lineNumber = 1
    private let decoder = LogCoding.makeDecoder()
    private var knownMessages: [MessageBytes: S.Msg] = [:]

    /// Reads the log in the file at `url`.
    public convenience init(contentsOf url: URL) throws(LogError) {
        try self.init(lines: LineReader(url: url))
    }

    /// Reads a log held in memory.
    public convenience init(data: Data) throws(LogError) {
        try self.init(lines: LineReader(data: data))
    }

    private init(lines: LineReader) throws(LogError) {
        self.lines = lines
        guard let first = try self.lines.next(number: 1) else { throw .empty }
        header = try Self.readHeader(first)
        try header.check(for: S.self)
    }

    /// The next step, or nil at the end of the log.
    public func next() throws(LogError) -> LoggedStep<S>? {
        guard let line = try lines.next(number: lineNumber + 1) else { return nil }
        lineNumber += 1
        let fields: StepLine
        do {
            fields = try StepLine(line.bytes)
        } catch {
            switch error {
            case .notJSON(let failure):
                guard line.terminated else {
                    warnings.append("line \(lineNumber): torn last line (no newline, \(failure)), skipped")
                    return nil
                }
                throw .badLine(lineNumber, "not a JSON object: \(failure)")
            case .badField(let reason):
                throw .badLine(lineNumber, reason)
            }
        }
        guard fields.index == stepsRead + 1 else {
            throw .badLine(lineNumber, "step \(fields.index) where step \(stepsRead + 1) was expected")
        }
        let step = LoggedStep<S>(
            index: fields.index, msg: try decodeMessage(line.bytes[fields.msg]), frameHash: fields.frameHash,
            frameLines: fields.frameLines, line: line.bytes, msgRange: fields.msg, commandsRange: fields.commands,
            subscriptionsRange: fields.subscriptions)
        stepsRead += 1
        return step
    }

    /// Decodes a message, remembering small recent ones by their exact bytes: sessions repeat the
    /// same few messages often, and the same bytes always decode to the same message.
    private func decodeMessage(_ bytes: ArraySlice<UInt8>) throws(LogError) -> S.Msg {
        if let known = knownMessages[MessageBytes(bytes)] { return known }
        do {
            let msg = try decoder.decode(S.Msg.self, from: Data(bytes))
            if bytes.count <= 256 {
                if knownMessages.count >= 1024 { knownMessages.removeAll(keepingCapacity: true) }
                // A copy of just the message's bytes: the slice would keep its whole line alive.
                knownMessages[MessageBytes(ArraySlice(Array(bytes)))] = msg
            }
            return msg
        } catch {
            throw .badLine(lineNumber, "unknown message \(Self.excerpt(bytes)) (\(Self.reason(error)))")
        }
    }

    private static func readHeader(_ line: LineReader.Line) throws(LogError) -> LogHeader {
        let members: [String: JSONParser.Member]
        do {
            members = try JSONParser.parseMembers(line.bytes)
        } catch {
            throw .notALog("line 1 is not a JSON object (\(error))")
        }
        guard case .string(LogHeader.marker) = members["format"]?.value else {
            throw .notALog("line 1 has no \"format\": \"\(LogHeader.marker)\"")
        }
        guard case .number(let versionText) = members["version"]?.value, let version = Int(versionText) else {
            throw .notALog("line 1 has no whole-number \"version\"")
        }
        guard version == LogHeader.currentVersion else {
            throw .versionMismatch(found: version, expected: LogHeader.currentVersion)
        }
        let header: LogHeader
        do {
            header = try LogCoding.makeDecoder().decode(LogHeader.self, from: Data(line.bytes))
        } catch {
            throw .notALog("line 1 is not a valid header (\(reason(error)))")
        }
        // Replay allocates frames of this size: a damaged header must not make it trap or exhaust memory.
        let sides = 0...LogHeader.maxFrameSide
        guard sides.contains(header.frameSize.width), sides.contains(header.frameSize.height) else {
            throw .badLine(1, "frame size \(header.frameSize) is outside 0...\(LogHeader.maxFrameSide) on a side")
        }
        return header
    }

    private static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return bytes.count > 80 ? text + "…" : text
    }

    /// A decoding error in one line: what went wrong and where, without Foundation's noise.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }

    // MARK: - Seeking (for LogIndex)

    /// Where the next step's line starts in the log, in bytes: what a ``LogIndex`` keeps per step.
    package var nextLineOffset: Int { lines.position }

    /// Goes back (or forward) to the line at byte `offset`, which ``nextLineOffset`` gave before
    /// step `step` was read: the next ``next()`` reads that step again, with the same checks.
    package func seek(toStep step: Int, atOffset offset: Int) throws(LogError) {
        try lines.seek(to: offset)
        lineNumber = step
        stepsRead = step - 1
    }
}

/// A message's bytes as a dictionary key, hashed and compared as raw bytes (the generic
/// `ArraySlice` conformances are far slower on this path).
struct MessageBytes: Hashable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (lhs: MessageBytes, rhs: MessageBytes) -> Bool {
        lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in left.elementsEqual(right) } }
    }
}
