import Dispatch
import Foundation

/// The cache service: a memory tier and an optional disk tier behind ``CacheService``.
///
/// Memory work is a locked dictionary lookup, so it runs inline and answers at once. Anything
/// that touches the disk runs on one serial I/O queue, so disk commands happen in the order they
/// were issued (a read issued after a write sees it) and never block the program's queue.
///
/// - A read walks its tiers in the order given and stops at the first hit, saying which tier it
///   was; a disk hit is promoted into memory when memory is among the tiers asked. A missing,
///   corrupt or truncated disk entry is a miss.
/// - A write or remove applies to every tier listed; a disk failure (unwritable directory, disk
///   full) ends in `.failed` with the reason in one line, never a crash.
/// - Cancelling a command whose disk work has not started skips that work and its answer.
public final class Cache: CacheService {
    /// The memory tier.
    public let memory: MemoryCache
    /// The disk tier, if any; without one, disk reads miss and disk writes fail.
    public let disk: DiskCache?
    private let io: DispatchQueue

    /// Creates a cache over its tiers; leftovers of interrupted writes are cleared on the I/O queue.
    public init(memory: MemoryCache = MemoryCache(), disk: DiskCache?, ioQueue: DispatchQueue? = nil) {
        self.memory = memory
        self.disk = disk
        self.io = ioQueue ?? DispatchQueue(label: "reel.cache.io", qos: .utility)
        if let disk { io.async { disk.removeStaleTemporaryFiles() } }
    }

    /// Creates a cache with a memory tier of `memoryLimit` bytes and a disk tier in `directory`.
    public convenience init(directory: URL, memoryLimit: Int = 32 << 20) {
        self.init(memory: MemoryCache(byteLimit: memoryLimit), disk: DiskCache(directory: directory))
    }

    /// Runs a command; `completion` is called once, inline for memory-only work, else on the I/O queue.
    public func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable {
        switch command {
        case .read(let key, let tiers):
            return read(key, tiers: tiers, completion: completion)
        case .write(let key, let value, let tiers):
            if tiers.contains(.memory) { memory.store(value, for: key) }
            return onDisk(if: tiers.contains(.disk), completion: completion) { disk throws(DiskCacheError) in
                try disk.store(value, for: key)
                return .done
            }
        case .remove(let key, let tiers):
            if tiers.contains(.memory) { memory.remove(key) }
            return onDisk(if: tiers.contains(.disk), completion: completion) { disk throws(DiskCacheError) in
                try disk.remove(key)
                return .done
            }
        }
    }

    private func read(_ key: String, tiers: [CacheTier], completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable {
        var remaining = tiers[...]
        // Memory tiers listed before the first disk tier are answered inline.
        while let tier = remaining.first, tier == .memory {
            remaining.removeFirst()
            if let value = memory.value(for: key) { return finished(.hit(value, from: .memory), completion) }
        }
        guard !remaining.isEmpty, disk != nil else { return finished(.miss, completion) }
        let promote = tiers.contains(.memory)
        let memory = self.memory
        let remainingTiers = Array(remaining)
        return onDisk(if: true, completion: completion) { disk throws(DiskCacheError) in
            for tier in remainingTiers {
                switch tier {
                case .memory:
                    if let value = memory.value(for: key) { return .hit(value, from: .memory) }
                case .disk:
                    if let value = try disk.value(for: key) {
                        if promote { memory.storeIfAbsent(value, for: key) }
                        return .hit(value, from: .disk)
                    }
                }
            }
            return .miss
        }
    }

    /// Runs disk work on the I/O queue, or answers `.done` at once when no disk tier is involved.
    private func onDisk(
        if needed: Bool, completion: @escaping @Sendable (CacheOutcome) -> Void,
        _ work: @escaping @Sendable (DiskCache) throws(DiskCacheError) -> CacheOutcome
    ) -> any Cancellable {
        guard needed else { return finished(.done, completion) }
        guard let disk else { return finished(.failed("the cache has no disk tier"), completion) }
        let flag = CancelFlag()
        io.async {
            guard !flag.isCancelled else { return }
            let outcome: CacheOutcome
            do throws(DiskCacheError) {
                outcome = try work(disk)
            } catch {
                outcome = .failed(error.description)
            }
            completion(outcome)
        }
        return flag
    }

    private func finished(_ outcome: CacheOutcome, _ completion: @Sendable (CacheOutcome) -> Void) -> any Cancellable {
        completion(outcome)
        return NotCancellable()
    }
}
