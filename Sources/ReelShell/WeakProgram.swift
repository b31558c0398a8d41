import Reel

/// The program a shell's observer reports on, set once the program exists (the observer is
/// created before it, so that it sees the startup steps, and may already run while it is set).
final class WeakProgram<App: Scene>: Sendable {
    private struct Reference { weak var program: Program<App>? }
    private let reference = Locked(Reference())

    var program: Program<App>? {
        get { reference.withLock { $0.program } }
        set { reference.withLock { $0.program = newValue } }
    }
}
