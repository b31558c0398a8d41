import Foundation
import Reel
import ReelLog

/// A note pad at several points of its life, for tests of reading old logs: each version is a
/// scene of its own, all named "Jot" in their logs, sharing one model and one screen.
///
/// Typing a note starts (or restarts) a 300 ms timer whose message saves the pad, so recorded
/// commands carry messages too.
struct JotPad: Equatable, Sendable {
    var notes: [String] = []
    var saved = 0

    static let frameSize = FrameSize(width: 24, height: 4)

    /// Adds a note, and (re)starts the timer whose message saves the pad.
    mutating func type<Msg: Sendable>(_ text: String, saving save: Msg) -> Effect<Msg> {
        notes.append(text)
        return .after(.milliseconds(300), send: save, id: "save")
    }

    static func render(_ pad: JotPad, into frame: inout Frame) {
        frame.draw("Jot (\(pad.saved) saved)", x: 0, y: 0)
        for (row, note) in pad.notes.suffix(3).enumerated() { frame.draw("- " + note, x: 0, y: row + 1) }
    }
}

/// Jot as first shipped.
enum JotV1: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case typed(String)
        case cleared
        case autosaved
    }
    static let appName = "Jot"
    static let messageSamples: [Msg] = [.typed("a"), .cleared, .autosaved]
    static func start(_ input: Void) -> (JotPad, Effect<Msg>) { (JotPad(), .none) }
    static func update(_ pad: inout JotPad, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text): return pad.type(text, saving: .autosaved)
        case .cleared: pad.notes = []
        case .autosaved: pad.saved = pad.notes.count
        }
        return .none
    }
    static func render(_ pad: JotPad, into frame: inout Frame) { JotPad.render(pad, into: &frame) }
}

/// Jot with a case added since: notes can be pinned (it pins nothing yet).
enum JotWithPinning: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case typed(String)
        case cleared
        case autosaved
        case pinned(Int)
    }
    static let appName = "Jot"
    static let messageSamples: [Msg] = [.typed("a"), .cleared, .autosaved, .pinned(1)]
    static func start(_ input: Void) -> (JotPad, Effect<Msg>) { (JotPad(), .none) }
    static func update(_ pad: inout JotPad, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text): return pad.type(text, saving: .autosaved)
        case .cleared: pad.notes = []
        case .autosaved: pad.saved = pad.notes.count
        case .pinned: break
        }
        return .none
    }
    static func render(_ pad: JotPad, into frame: inout Frame) { JotPad.render(pad, into: &frame) }
}

/// Jot today: `autosaved` is called `saveTimerFired`, `typed` carries whether the note is pinned,
/// and `cleared` is gone; `S` says which migrations it declares.
enum JotToday<S: JotMigrations>: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case typed(String, pinned: Bool)
        case headed(String)
        case saveTimerFired
    }
    static var appName: String { "Jot" }
    static var messageSamples: [Msg] { [.typed("a", pinned: false), .headed("a"), .saveTimerFired] }
    static var messageMigrations: [MessageMigration] { S.migrations }
    static func start(_ input: Void) -> (JotPad, Effect<Msg>) { (JotPad(), .none) }
    static func update(_ pad: inout JotPad, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text, let pinned): return pad.type(pinned ? text + " *" : text, saving: .saveTimerFired)
        case .headed(let title): return pad.type("#" + title, saving: .saveTimerFired)
        case .saveTimerFired: pad.saved = pad.notes.count
        }
        return .none
    }
    static func render(_ pad: JotPad, into frame: inout Frame) { JotPad.render(pad, into: &frame) }
}

/// The migrations a version of ``JotToday`` declares.
protocol JotMigrations { static var migrations: [MessageMigration] { get } }

/// Every change since V1 migrated: the rename, the added field, the split of `#` notes into
/// headings, and the removed `cleared`, dropped.
enum AllMigrated: JotMigrations {
    static let migrations: [MessageMigration] = [
        .renamed("autosaved", to: "saveTimerFired", version: 1),
        .fieldAdded("pinned", default: false, to: "typed", version: 2),
        .split("typed", version: 3) { fields in
            guard case .string(let text)? = fields["_0"], text.hasPrefix("#") else { return ("typed", fields) }
            return ("headed", ["_0": .string(String(text.dropFirst()))])
        },
        .removed("cleared", version: 4, .dropped),
    ]
}

/// No migration at all.
enum NoneMigrated: JotMigrations {
    static let migrations: [MessageMigration] = []
}

/// As ``AllMigrated``, but a cleared pad cannot be replayed: `cleared` is refused.
enum ClearedRefused: JotMigrations {
    static let migrations: [MessageMigration] =
        Array(AllMigrated.migrations.dropLast()) + [.removed("cleared", version: 4, .refused("a cleared pad cannot be replayed"))]
}

/// Writes a log of `messages` as `scene` runs them (its commands, subscription changes and frames
/// computed by replay), at ``JotPad/frameSize``.
func recordLog<S: LoggableScene>(
    of scene: S.Type, _ messages: [S.Msg], to url: URL, input: S.Input, storesFrames: Bool = true
) throws {
    let recorder = try LogRecorder<S>(
        to: url, frameSize: JotPad.frameSize, recordedAt: recordingTime, storesFrames: storesFrames)
    var replay = Replay<S>(input: input, frameSize: JotPad.frameSize)
    for msg in messages {
        let effect = replay.apply(msg)
        recorder.record(index: replay.stepsApplied, msg: msg, effect: effect, subscriptions: replay.subscriptionChanges, frame: replay.frame)
    }
    recorder.close()
    if let failure = recorder.failure { throw failure }
}

/// A session of the first Jot: a note, a heading, the timer.
let jotV1Session: [JotV1.Msg] = [.typed("milk"), .typed("#shop"), .autosaved]

/// A session of the first Jot that clears the pad (at step 3) before a last note.
let jotV1Clearing: [JotV1.Msg] = [.typed("milk"), .autosaved, .cleared, .typed("eggs"), .autosaved]
