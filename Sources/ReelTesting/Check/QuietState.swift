import Reel

/// A state of a checked session with no work pending (nothing awaiting an answer, not even late;
/// no command in flight, no subscription running, no timer): all of it is a value, which a session
/// resumes from without replaying its path. Its model, the secret values sent before it, and the
/// services' own state: the virtual time and where the random numbers (UUIDs) are.
///
/// The time and the random numbers are not in its fingerprint (two states that differ only there
/// are one): the first found, breadth first, is the one expanded, on every run.
///
/// The exhaustive checker keeps such states as values and expands each successor from a copy
/// (``ExhaustiveChecker``); a state with work pending is kept as a snapshot of its session
/// (``PendingState``), with its nearest quiet ancestor and the decisions since for a job that finds
/// the snapshot's session taken by another.
@usableFromInline
struct QuietState<S: Scene>: Sendable {
    @usableFromInline var model: S.Model
    /// The secret header values sent before: no later frame may show one.
    @usableFromInline var secrets: [String]
    /// The virtual time passed.
    @usableFromInline var now: Duration
    /// Where the random numbers are: a copy no session draws from (each resumed one copies it again).
    @usableFromInline var random: RandomSource

    @usableFromInline
    init(model: S.Model, secrets: [String], now: Duration, random: RandomSource) {
        self.model = model
        self.secrets = secrets
        self.now = now
        self.random = random
    }

    /// A copy of `random`, in the state it is in.
    @usableFromInline
    static func copy(_ random: RandomSource) -> RandomSource { random.copy() }

    /// The random source of a session resuming `quiet` (a copy of its own), or starting from `seed`.
    @usableFromInline
    static func random(resuming quiet: QuietState?, seed: UInt64) -> RandomSource {
        quiet?.random.copy() ?? RandomSource(seed: seed)
    }
}

extension Simulation {
    /// The state the session is in, as a value, if no work is pending.
    @usableFromInline var quietState: QuietState<S>? {
        isQuiet ? QuietState(model: model, secrets: secrets, now: clock.now, random: random.copy()) : nil
    }

    /// Whether no work is pending: nothing the world can answer (late answers included) or emit,
    /// no command in flight, no subscription running and no timer set.
    @usableFromInline var isQuiet: Bool { isQuiet(besides: nil) }

    /// Whether no work but the held item `excluded` is pending (see ``isQuiet``).
    @usableFromInline func isQuiet(besides excluded: Int?) -> Bool {
        !work.holdsAny(besides: excluded) && clock.nextDue == nil && interpreter.inFlight == 0
            && interpreter.liveSubscriptions.isEmpty
    }
}
