import Reel
import ReelLog

/// A state of an exhaustive check with work pending, as a value: a snapshot of the session that
/// reached it (``SimulationSnapshot``), and that session, its home, into which the snapshot is put
/// back to take each of its successors, one decision from a copy, with no path taken again.
///
/// The states a session reached share it; a thread takes it to expand one of them, and gives it
/// back. A thread that finds it taken (another job expands a state it holds) resumes the state
/// from its quiet ancestor instead, as before states with work pending were values (the same state,
/// so the same report, for any number of jobs), and that session is the home of what it reaches.
@usableFromInline
final class PendingState<S: LoggableScene>: @unchecked Sendable where S.Input: Sendable {
    // Immutable: `let`s; the snapshot is read, never changed, and the session is taken behind the home's lock.
    @usableFromInline let snapshot: SimulationSnapshot<S>
    @usableFromInline let home: Home

    @usableFromInline
    init(_ snapshot: SimulationSnapshot<S>, home: Home) {
        self.snapshot = snapshot
        self.home = home
    }

    /// A session that states share, taken by one thread at a time.
    @usableFromInline
    final class Home: Sendable {
        let session = Locked<Simulation<S>?>(nil)

        /// A home whose session the calling thread holds (it gives it back when done).
        @usableFromInline
        init() {}

        /// The session, now this thread's alone; nil if another thread has it.
        @usableFromInline
        func take() -> Simulation<S>? {
            session.withLock { held in
                defer { held = nil }
                return held
            }
        }

        /// Gives the session back.
        @usableFromInline
        func giveBack(_ taken: Simulation<S>) { session.withLock { $0 = taken } }
    }
}
