import Reel
import Foundation

/// Records a program's session to a file as it happens: the header, then one line per step.
///
/// The recorder observes the program, so it sees every message, including those that came from
/// timers and effect results. Memory stays flat: each line is built in one reused buffer and
/// written whole (by the log's writer). A log replays from the scene's start model, so its steps
/// must start at step 1: a recorder that misses one fails with a clear reason. When `start`'s
/// effects send messages at once, open the recorder first with `init(to:frameSize:)` and give
/// `record(_:)` to `Program(…, observer:)`, which sees the startup steps too.
public final class LogRecorder<S: LoggableScene>: Sendable {
    /// The header written as the log's first line.
    package let header: LogHeader
    private let writer: LogWriter
    private let storesFrames: Bool
    private let encoders: Locked<Encoders>
    private let observation: Locked<(any Cancellable)?>

    private struct Encoders: ~Copyable {
        let commands = CommandsEncoder<S.Msg>()
        let message = LogCoding.makeEncoder()
        var nextIndex = 1
        var failure: LogError?
    }

    /// Starts recording `program` to `url` (created or truncated), from its first step.
    ///
    /// - Parameters:
    ///   - program: the program to record; its frame size goes into the header.
    ///   - url: where the log is written.
    ///   - input: the input the program started from, written in the header when `S.Input` is
    ///     `Encodable` (so replay can take it from the log); keep secrets out of an encodable input.
    ///   - recordedAt: the time written in the header; the current time by default.
    ///   - storesFrames: also store each frame's lines (trailing spaces trimmed), so that a divergence
    ///     shows the recorded frame itself; hashes alone keep a long log small.
    public convenience init(
        program: Program<S>, to url: URL, input: S.Input? = nil, recordedAt: Date = Date(), storesFrames: Bool = false
    ) throws(LogError) {
        try self.init(to: url, frameSize: program.frameSize, input: input, recordedAt: recordedAt, storesFrames: storesFrames)
        let observation = program.observe { [weak self] step in self?.record(step) }
        self.observation.withLock { $0 = observation }
    }

    /// Opens a log at `url` whose steps are handed over by `record(_:)`, for an observer that
    /// already sees every step (the demo shell, which can start recording mid-session by first
    /// handing over the steps it has seen, rebuilt by replay). The parameters are as above.
    public convenience init(
        to url: URL, frameSize: FrameSize, input: S.Input? = nil, recordedAt: Date = Date(), storesFrames: Bool = false
    ) throws(LogError) {
        try self.init(
            writer: LogWriter(url: url), frameSize: frameSize, input: input, recordedAt: recordedAt, storesFrames: storesFrames)
    }

    /// Records into memory (an explored session, verified by replaying ``recordedData``).
    @usableFromInline
    package convenience init(inMemoryWithFrameSize frameSize: FrameSize, recordedAt: Date) {
        // Only the header's encoding can fail, and it holds plain values.
        try! self.init(
            writer: LogWriter(inMemoryNamed: "(memory)"), frameSize: frameSize, input: nil, recordedAt: recordedAt,
            storesFrames: false)
    }

    /// The log so far, for a recorder kept in memory; nil for a file.
    @usableFromInline package var recordedData: Data? { writer.memoryContents.map { Data($0) } }

    /// Records to `writer`, which a log upgrade opens itself (``UpgradeFile``).
    init(writer: LogWriter, frameSize: FrameSize, input: S.Input?, recordedAt: Date, storesFrames: Bool) throws(LogError) {
        let seconds = recordedAt.timeIntervalSince1970.rounded(.down)
        header = LogHeader(scene: S.self, frameSize: frameSize, recordedAt: Date(timeIntervalSince1970: seconds), input: input)
        self.writer = writer
        self.storesFrames = storesFrames
        encoders = Locked(Encoders())
        observation = Locked(nil)
        let headerLine: [UInt8]
        do {
            headerLine = Array(try LogCoding.makeEncoder().encode(header))
        } catch {
            throw .io(path: writer.path, reason: "cannot encode the header: \(error)")
        }
        writer.append { $0.append(contentsOf: headerLine) }
    }

    deinit { close() }

    /// Why recording stopped early (a write error, or a recorder attached after the first step).
    public var failure: LogError? { encoders.withLock { $0.failure } ?? writer.failure }

    /// The path of the log being written.
    public var path: String { writer.path }

    /// Stops recording, syncs the file to disk and closes it.
    public func close() {
        observation.withLock { $0 }?.cancel()
        writer.close()
    }

    /// Writes one step; steps must come in order from step 1, or recording stops with a failure.
    public func record(_ step: Step<S>) {
        record(index: step.index, msg: step.msg, effect: step.effect, subscriptions: step.subscriptions, frame: step.frame)
    }

    /// Writes one step given by its parts (a step rebuilt by replay).
    public func record(
        index: Int, msg: S.Msg, effect: Effect<S.Msg>, subscriptions: SubscriptionChanges<S.Msg> = .none,
        frame: @autoclosure () -> Frame
    ) {
        encoders.withLock { encoders in
            guard claim(index, &encoders) else { return }
            let frame = frame()
            let lines = storesFrames ? frame.trimmedLines : nil
            writer.append { line in
                try Self.appendStep(
                    to: &line, commands: encoders.commands.encode(effect), frameHash: FrameHash(frame), index: index,
                    lines: lines, msg: msg, subscriptions: encoders.commands.encode(subscriptions), encoder: encoders.message)
            }
        }
    }

    /// Writes one step whose outcome is given as a log holds it, not recomputed: the commands and
    /// subscription changes as encoded JSON, the frame as its hash (and lines, if any). A shrunk log
    /// keeps its diverging step's recorded outcome this way.
    package func record(
        index: Int, msg: S.Msg, commands: [UInt8], subscriptions: [UInt8]?, frameHash: FrameHash, frameLines: [String]?
    ) {
        encoders.withLock { encoders in
            guard claim(index, &encoders) else { return }
            writer.append { line in
                try Self.appendStep(
                    to: &line, commands: commands, frameHash: frameHash, index: index, lines: frameLines, msg: msg,
                    subscriptions: subscriptions, encoder: encoders.message)
            }
        }
    }

    /// Takes `index` as the next step; false (and recording stops) if it is not the one expected.
    private func claim(_ index: Int, _ encoders: inout Encoders) -> Bool {
        guard encoders.failure == nil else { return false }
        guard index == encoders.nextIndex else {
            encoders.failure = .io(
                path: writer.path, reason: "the recorder saw step \(index) first; it must be attached before the first step")
            writer.close()
            return false
        }
        encoders.nextIndex += 1
        return true
    }

    /// Appends a step line's fields, in sorted key order, between its braces.
    private static func appendStep(
        to line: inout [UInt8], commands: [UInt8], frameHash: FrameHash, index: Int, lines: [String]?, msg: S.Msg,
        subscriptions: [UInt8]?, encoder: JSONEncoder
    ) throws {
        line.append(contentsOf: #"{"commands":"#.utf8)
        line.append(contentsOf: commands)
        line.append(contentsOf: #","frame":""#.utf8)
        line.append(contentsOf: frameHash.hex.utf8)
        line.append(contentsOf: #"","index":"#.utf8)
        line.append(contentsOf: String(index).utf8)
        if let lines {
            line.append(contentsOf: #","lines":"#.utf8)
            line.append(contentsOf: try encoder.encode(lines))
        }
        line.append(contentsOf: #","msg":"#.utf8)
        line.append(contentsOf: try encoder.encode(msg))
        if let subscriptions {
            line.append(contentsOf: #","subscriptions":"#.utf8)
            line.append(contentsOf: subscriptions)
        }
        line.append(UInt8(ascii: "}"))
    }
}
