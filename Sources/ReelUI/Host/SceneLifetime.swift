import Reel

/// Held by a root store alone: when the root store goes, its scene stops at once, even while a
/// view still holds a part's or a row's store (which then keeps showing what it showed, and whose
/// sends are dropped).
///
/// Not isolated to the main actor: a store's last release may run its deinit anywhere, and
/// stopping a program is safe from any thread.
@usableFromInline
final class SceneLifetime<S: Scene>: Sendable {
    /// Whether the root store is gone, and the program, once its scene has started.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var rootGone = false
        @usableFromInline var program: Program<S>?

        @usableFromInline init() {}
    }

    /// Shared with the scene's host, which sets the program when it starts it.
    @usableFromInline let state: Locked<State>

    @usableFromInline
    init(state: Locked<State>) { self.state = state }

    deinit {
        let program = state.withLock { state in
            state.rootGone = true
            return state.program
        }
        program?.stop()
    }
}
