import Dispatch
import Reel

/// Hands the terminal's keys and sizes to the subscriptions running on ``KeyPresses`` and
/// ``TerminalResizes``: the shell feeds it, and its handlers are what it registers in the services.
public final class TerminalEvents: Sendable {
    private struct Listeners {
        var keys: [Int: @Sendable (Key) -> Void] = [:]
        var sizes: [Int: @Sendable (FrameSize) -> Void] = [:]
        var next = 0
        var size: FrameSize
    }

    private let listeners: Locked<Listeners>

    /// Starts with the terminal's current size.
    public init(size: FrameSize) { listeners = Locked(Listeners(size: size)) }

    /// Registers the handlers of both sources in `services`.
    public func register(in services: inout Services) {
        services.register(source: KeyPresses.self) { [self] _, emit in
            let id = add { $0.keys[$1] = emit }
            return Stop { [self] in listeners.withLock { _ = $0.keys.removeValue(forKey: id) } }
        }
        services.register(source: TerminalResizes.self) { [self] _, emit in
            let (id, size) = listeners.withLock { state in
                defer { state.next += 1 }
                state.sizes[state.next] = emit
                return (state.next, state.size)
            }
            // After the handler returns: the subscription only counts as running from then on.
            DispatchQueue.global().async { emit(size) }
            return Stop { [self] in listeners.withLock { _ = $0.sizes.removeValue(forKey: id) } }
        }
    }

    /// Whether any subscription listens to keys (then the shell leaves unmapped keys to it).
    public var hasKeyListeners: Bool { listeners.withLock { !$0.keys.isEmpty } }

    /// Sends a key to every key subscription.
    public func send(_ key: Key) {
        for emit in listeners.withLock({ Array($0.keys.values) }) { emit(key) }
    }

    /// Records a new size and sends it to every size subscription.
    public func resized(to size: FrameSize) {
        let emits = listeners.withLock { state in
            state.size = size
            return Array(state.sizes.values)
        }
        for emit in emits { emit(size) }
    }

    private func add(_ insert: (inout Listeners, Int) -> Void) -> Int {
        listeners.withLock { state in
            defer { state.next += 1 }
            insert(&state, state.next)
            return state.next
        }
    }
}

/// A cancellable that runs a closure once.
private struct Stop: Cancellable {
    let action: @Sendable () -> Void
    func cancel() { action() }
}
