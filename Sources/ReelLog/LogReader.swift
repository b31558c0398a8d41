import Reel
import Foundation

/// Reads a log one step at a time, checking every line: a streaming reader, so a log of a million
/// steps is read with the memory of one line.
///
/// The header is read and checked against `S` on creation: a log from another app or format
/// version is refused with both sides named. A log recorded with other message shapes is read
/// while every case it uses keeps its shape: each step's message goes through `S`'s
/// ``LoggableScene/messageMigrations`` recorded after it, and a step whose case changed shape (or
/// is gone) with no migration is refused naming the case and the step (see Docs/LogFormat.md).
/// A step line that is not JSON, misses a field, holds a message `S` does not know, is out of
/// order, or stores frame rows that its frame hash does not match is refused as `line N: reason`.
/// A last line with no newline that is not valid JSON is what a crash mid-write leaves: it is
/// skipped with a warning instead.
public final class LogReader<S: LoggableScene> {
    /// The log's header, already checked.
    package let header: LogHeader
    /// Problems that did not stop reading, such as a torn last line.
    public private(set) var warnings: [String] = []
    /// How many of the log's steps have been read so far, those a migration dropped included.
    public private(set) var stepsRead = 0
    /// How many of the steps read so far a migration rewrote into today's shape.
    public private(set) var stepsMigrated = 0

    private var lines: LineReader
    private var lineNumber = 1
    private let decoder = LogCoding.makeDecoder()
    private var knownMessages: [MessageBytes: S.Msg] = [:]
    /// What reading takes when the log's message shapes are not today's; nil when they are.
    private let compatibility: LogCompatibility?
    /// Whether commands are to be recorded again rather than compared (``LogUpgrader``): a changed
    /// request or source type is then no reason to refuse the log.
    private let outcomesRederived: Bool
    private var ended = false

    /// Reads the log in the file at `url`.
    public convenience init(contentsOf url: URL) throws(LogError) {
        try self.init(lines: LineReader(url: url))
    }

    /// Reads a log held in memory.
    public convenience init(data: Data) throws(LogError) {
        try self.init(lines: LineReader(data: data))
    }

    /// Reads the log at `url` for an upgrade, which records today's commands instead of comparing them.
    convenience init(upgrading url: URL) throws(LogError) {
        try self.init(lines: LineReader(url: url), outcomesRederived: true)
    }

    private init(lines: LineReader, outcomesRederived: Bool = false) throws(LogError) {
        self.lines = lines
        guard let first = try self.lines.next(number: 1, limit: LogHeader.maxBytes) else { throw .empty }
        header = try Self.readHeader(first)
        compatibility = try header.compatibility(for: S.self)
        self.outcomesRederived = outcomesRederived
    }

    /// The next step, or nil at the end of the log.
    public func next() throws(LogError) -> LoggedStep<S>? {
        guard let read = try nextStepLine() else { return nil }
        let (bytes, fields) = (read.bytes, read.fields)
        return LoggedStep<S>(
            index: fields.index, msg: try decodeMessage(bytes[fields.msg]), frameHash: fields.frameHash,
            frameLines: fields.frameLines, line: bytes, msgRange: fields.msg, commandsRange: fields.commands,
            subscriptionsRange: fields.subscriptions)
    }

    /// The next step's line, checked and (for a log of other message shapes) migrated, and its
    /// fields; nil at the end of the log. Nothing here depends on `S`, and it returns a plain
    /// struct (a tuple's type would be looked up at run time on every step, as the generic reader
    /// runs unspecialized in the caller's module).
    private func nextStepLine() throws(LogError) -> StepLine.Read? {
        while true {
            guard let line = try lines.next(number: lineNumber + 1) else {
                if stepsMigrated > 0, !ended, !outcomesRederived { warnings.append(migrationNote) }
                ended = true
                return nil
            }
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
            if let rows = fields.frameLines { try checkRows(rows, of: fields) }
            stepsRead += 1
            guard let compatibility else { return StepLine.Read(bytes: line.bytes, fields: fields) }
            switch try compatibility.prepare(line.bytes, fields, lineNumber: lineNumber, outcomesRederived: outcomesRederived) {
            case .asRecorded:
                return StepLine.Read(bytes: line.bytes, fields: fields)
            case .dropped(let warning):
                warnings.append(warning)
            case .rewritten(let rewritten):
                stepsMigrated += 1
                return StepLine.Read(bytes: rewritten, fields: try StepLine.migrated(rewritten, lineNumber: lineNumber))
            }
        }
    }

    /// Refuses a step whose stored frame rows are not the frame its hash says: rows (or a hash)
    /// edited by hand, or rows of another frame size than the header's.
    private func checkRows(_ rows: [String], of fields: StepLine) throws(LogError) {
        guard rows.count == header.frameSize.height else {
            throw .badLine(lineNumber, "step \(fields.index) stores \(rows.count) frame rows; the header's frame size has \(header.frameSize.height)")
        }
        let hash = FrameHash(lines: rows)
        guard hash == fields.frameHash else {
            throw .badLine(lineNumber, "step \(fields.index)'s stored frame rows hash to \(hash), not to its recorded frame \(fields.frameHash): "
                + "the rows or the hash were edited")
        }
    }

    /// The warning that tells a log was read through migrations, and how to store it in today's shape.
    private var migrationNote: String {
        "\(stepsMigrated) of \(stepsRead) steps were migrated from message schema version \(header.schemaVersion ?? 0) "
            + "to \(S.messageSchemaVersion); an upgrade (LogUpgrader, reel-demo logs upgrade) stores them in today's shape"
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
            throw undecodable(bytes, because: error)
        }
    }

    /// Why a message does not decode, in one line; for a log of another schema, naming its case.
    /// (Kept out of ``decodeMessage(_:)``, which runs for every step, so that it stays small.)
    private func undecodable(_ bytes: ArraySlice<UInt8>, because error: any Error) -> LogError {
        guard compatibility != nil, let message = try? JSONParser.parse(Array(bytes)) else {
            return .badLine(lineNumber, "unknown message \(Self.excerpt(bytes)) (\(Self.reason(error)))")
        }
        let name = EncodedCase.path(of: message).joined(separator: ".")
        return .badLine(lineNumber, "case \"\(name)\" at step \(stepsRead) does not decode as today's message (\(Self.reason(error)))")
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

    /// Whether a last line with no newline is waited for rather than read: a log still being
    /// written (followed by ``LogIndex/follow()``) may end half-way through a line, which is then
    /// neither a step nor torn, only not there yet.
    package var wholeLinesOnly: Bool {
        get { lines.wholeLinesOnly }
        set { lines.wholeLinesOnly = newValue }
    }

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
