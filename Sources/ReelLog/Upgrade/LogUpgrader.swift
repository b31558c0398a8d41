import Reel
import Foundation

/// Rewrites a scene's logs in today's shape: each message through the scene's migrations, and each
/// step's commands, subscription changes and frame recorded again by today's code; then tells
/// what changed, step by step (``LogUpgrade``), so that an intended change to a committed log is
/// reviewed like a snapshot's and a log is never regenerated blindly.
///
/// ```swift
/// let upgrade = try LogUpgrader(App.self).upgrade(logAt: url)   // from the input the log records
/// print(upgrade)   // 12 steps; schema 5a8a… → 664c…; 1 changed: 3, then step 3's diff
/// ```
///
/// The upgraded log keeps the recording's time, frame size and whether it stores frames; its
/// header is today's (schema, cases, message schema version, input). A step a migration dropped
/// is left out and the steps after it numbered again. The log is written beside the destination
/// and moved over it once complete, so a failure leaves the original as it was; a link is kept and
/// the file it leads to upgraded, with its mode and owner (`UpgradeFile`). The steps'
/// messages must be readable by today's code (migrated where needed); their commands need not be:
/// a request or source type that changed shape is recorded in today's.
public struct LogUpgrader<S: LoggableScene> {
    private let input: (LogReader<S>) throws(LogError) -> S.Input

    /// An upgrader of `scene`'s logs, replayed from `input`.
    public init(_ scene: S.Type, input: S.Input) {
        self.input = { _ throws(LogError) in input }
    }

    /// Upgrades the log at `url` and writes the upgraded log to `out` (by default over the log
    /// itself), unless `writes` is false (to see what would change).
    ///
    /// - Throws: the reader's error for a log whose messages today's code cannot read, or why the
    ///   upgraded log cannot be written.
    public func upgrade(logAt url: URL, to out: URL? = nil, writes: Bool = true) throws(LogError) -> LogUpgrade {
        // Through a link, the file it leads to is upgraded; the temporary log is `UpgradeFile`'s.
        let file = UpgradeFile(destination: out ?? url)
        var created = false
        defer { if created { file.discard() } }
        let reader = try LogReader<S>(upgrading: url)
        let start = try input(reader)
        var replay = Replay<S>(input: start, frameSize: reader.header.frameSize)
        let encoder = CommandsEncoder<S.Msg>()
        var recorder: LogRecorder<S>?
        // Opened at the first step, which tells whether the log stores frames; never without `writes`.
        func opened(storingFrames: Bool) throws(LogError) -> LogRecorder<S>? {
            guard writes else { return nil }
            if let recorder { return recorder }
            file.removeLeftovers()
            let descriptor = try file.create()
            created = true
            let opened = try LogRecorder<S>(
                writer: LogWriter(descriptor: descriptor, path: file.temporary.path), like: reader.header, input: start,
                storesFrames: storingFrames)
            recorder = opened
            return opened
        }
        var previousFrame = replay.frame
        var changedSteps: [Int] = []
        var changes: [Divergence] = []
        var afterChangedFrames: Set<Int> = []
        var previousFrameMatched = true
        while let logged = try reader.next() {
            let writer = try opened(storingFrames: logged.frameLines != nil)
            let checked = replay.check(logged, encoder: encoder)
            if !checked.matches {
                changedSteps.append(logged.index)
                if changes.count < LogUpgrade.shownChanges {
                    changes.append(Divergence(logged, checked, previousFrame: previousFrame))
                    if !previousFrameMatched { afterChangedFrames.insert(logged.index) }
                }
            }
            previousFrameMatched = checked.sameFrame
            writer?.record(
                index: replay.stepsApplied, msg: logged.msg, commands: checked.commands, subscriptions: checked.subscriptions,
                frameHash: checked.frameHash, frameLines: logged.frameLines == nil ? nil : checked.frame.trimmedLines)
            previousFrame = checked.frame
        }
        if let written = try opened(storingFrames: false) {
            written.close()
            if let failure = written.failure { throw failure }
            try file.commit()
            created = false
        }
        return LogUpgrade(
            recordedSchema: reader.header.schema, recordedVersion: reader.header.schemaVersion ?? 0,
            currentSchema: S.schemaFingerprint, currentVersion: S.messageSchemaVersion,
            schemaChanges: reader.header.cases.map { SchemaCases.changes(from: $0, to: S.schemaCases) } ?? [], steps: replay.stepsApplied,
            migratedSteps: reader.stepsMigrated, changedSteps: changedSteps, changes: changes, warnings: reader.warnings,
            afterChangedFrames: afterChangedFrames)
    }
}

extension LogUpgrader where S.Input: Decodable {
    /// An upgrader of `scene`'s logs, each replayed from the input its header records.
    public init(_ scene: S.Type) {
        input = { reader throws(LogError) in try Replay<S>.input(of: reader) }
    }
}

extension LogUpgrader where S.Input == Void {
    /// An upgrader of `scene`'s logs.
    public init(_ scene: S.Type) { self.init(scene, input: ()) }
}

extension LogRecorder {
    /// A recorder of today's header for a log recorded at `header`'s time and frame size.
    fileprivate convenience init(writer: LogWriter, like header: LogHeader, input: S.Input, storesFrames: Bool) throws(LogError) {
        try self.init(writer: writer, frameSize: header.frameSize, input: input, recordedAt: header.recordedAt, storesFrames: storesFrames)
    }
}
