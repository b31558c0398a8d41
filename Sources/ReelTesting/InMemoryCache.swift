import Foundation
import Reel

/// A cache double for tests: both tiers are dictionaries, every command answers at once, and the
/// commands run are recorded.
///
/// Tests fill a tier by hand (`store(_:for:in:)`) to stage "cached on disk but not in memory", and
/// set `failure` to make every command fail as a full disk would.
public final class InMemoryCache: CacheService, Sendable {
    private struct State: Sendable {
        var tiers: [CacheTier: [String: Data]] = [:]
        var commands: [CacheCommand] = []
        var failure: String?
    }

    private let state = Locked(State())

    /// An empty cache.
    public init() {}

    /// The commands run so far, in order.
    public var commands: [CacheCommand] { state.withLock { $0.commands } }

    /// When set, every command ends in `.failed` with this reason.
    public var failure: String? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// The value a tier holds for a key.
    public func value(for key: String, in tier: CacheTier) -> Data? {
        state.withLock { $0.tiers[tier]?[key] }
    }

    /// Puts a value in one tier, as if an earlier session had cached it.
    public func store(_ value: Data, for key: String, in tier: CacheTier) {
        state.withLock { $0.tiers[tier, default: [:]][key] = value }
    }

    /// Runs the command at once; a read's hit in a later tier is copied into the earlier ones asked.
    public func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable {
        let outcome = state.withLock { state -> CacheOutcome in
            state.commands.append(command)
            if let failure = state.failure { return .failed(failure) }
            switch command {
            case .read(let key, let tiers):
                for (position, tier) in tiers.enumerated() {
                    guard let value = state.tiers[tier]?[key] else { continue }
                    for earlier in tiers[..<position] { state.tiers[earlier, default: [:]][key] = value }
                    return .hit(value, from: tier)
                }
                return .miss
            case .write(let key, let value, let tiers):
                for tier in tiers { state.tiers[tier, default: [:]][key] = value }
                return .done
            case .remove(let key, let tiers):
                for tier in tiers { state.tiers[tier]?[key] = nil }
                return .done
            }
        }
        completion(outcome)
        return NotCancellable()
    }
}
