extension VirtualClock {
    /// The clock as a value: the time passed and every timer and tick waiting to fire (with what
    /// each calls, which is immutable), for ReelTesting's exhaustive checker, which takes a state
    /// with timers set again from a copy rather than from its path.
    package struct Snapshot: Sendable {
        let state: State
    }

    /// The clock as it is now.
    package var snapshot: Snapshot { Snapshot(state: state.withLock { $0 }) }

    /// Puts the clock back as it was when `snapshot` was taken; the programs that joined it stay.
    package func restore(_ snapshot: Snapshot) {
        state.withLock { state in
            let participants = state.participants
            state = snapshot.state
            state.participants = participants
        }
    }
}
