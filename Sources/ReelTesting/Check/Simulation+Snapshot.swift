import Reel
import ReelLog

/// A session's whole state as a value, work pending included: its model and messages, the
/// interpreter's commands in flight and subscriptions running, the held work (requests awaiting an
/// answer, cancelled ones that may still answer late, the sources that ran), the virtual clock's
/// time and timers, where the random numbers are, the ledger of work and the world's candidates
/// (not the last frame: rendering is pure, and it is drawn again).
///
/// What runs holds functions that name the session's own objects (its inbox, clock and held work):
/// those functions are immutable, and a snapshot is put back into the session that took it
/// (``Simulation/restore(_:)``), whose objects they name. The exhaustive checker keeps a state
/// with work pending this way, so each of its successors is one decision from a copy of it.
@usableFromInline
struct SimulationSnapshot<S: LoggableScene> where S.Input: Sendable {
    let model: S.Model
    let messages: [S.Msg]
    let stepsTaken: Int
    let secrets: [String]
    let candidateLists: [Int: [Any]]
    let cachedOptions: (revision: Int, options: WorldOptions)?
    let workHashes: WorkHashes
    let knownModel: (model: S.Model, fingerprint: UInt64)?
    let clock: VirtualClock.Snapshot
    let random: RandomSource
    let work: HeldWork.Snapshot
    let interpreter: Interpreter<S.Msg>.Snapshot
    let ledger: (inFlight: [WorkInFlight], stopped: [WorkInFlight])?
}

extension Simulation {
    /// The session's state as a value, between steps (nothing queued, no property broken).
    @usableFromInline
    func snapshot() -> SimulationSnapshot<S> {
        precondition(violation == nil && inbox.withLock { $0.isEmpty }, "a session is copied between steps only")
        return SimulationSnapshot(
            model: model, messages: messages, stepsTaken: stepsTaken, secrets: secrets,
            candidateLists: candidateLists, cachedOptions: cachedOptions, workHashes: workHashes, knownModel: knownModel,
            clock: clock.snapshot, random: random.copy(),
            work: work.snapshot, interpreter: interpreter.snapshot, ledger: ledger.map { ($0.inFlight, $0.stopped) })
    }

    /// Puts the session back as it was when it took `snapshot` (a snapshot of this very session:
    /// what runs in it names this session's objects).
    @usableFromInline
    func restore(_ snapshot: SimulationSnapshot<S>) {
        model = snapshot.model
        messages = snapshot.messages
        violation = nil
        stepsTaken = snapshot.stepsTaken
        lastFrame = nil  // not kept: a frame is many times a model's size, and drawn again when needed
        secrets = snapshot.secrets
        candidateLists = snapshot.candidateLists
        cachedOptions = snapshot.cachedOptions
        workHashes = snapshot.workHashes
        knownModel = snapshot.knownModel
        retaking = false
        inbox.withLock { $0.removeAll() }
        answering.withLock { $0 = nil }
        clock.restore(snapshot.clock)
        random.restore(snapshot.random)
        work.restore(snapshot.work)
        interpreter.restore(snapshot.interpreter)
        if let saved = snapshot.ledger { ledger?.restore(inFlight: saved.inFlight, stopped: saved.stopped) }
    }
}

extension Simulation {
    /// What the session worked out about the world since its last snapshot was put back: each
    /// held item's candidates and the world's options. Taking a decision changes neither for the
    /// state it was taken in, so the exhaustive checker carries them from one decision of a state
    /// to the next (its snapshot is taken before they are worked out): working them out again
    /// for each decision was about a tenth of a check of the notes screen (callgrind, depth 8).
    @usableFromInline var worldWorkedOut: (candidateLists: [Int: [Any]], options: (revision: Int, options: WorldOptions)?) {
        get { (candidateLists, cachedOptions) }
        set {
            candidateLists = newValue.candidateLists
            cachedOptions = newValue.options
        }
    }
}
