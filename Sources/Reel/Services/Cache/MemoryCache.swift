import Foundation

/// The memory tier: an LRU map from keys to bytes, bounded by a total byte count, safe from any thread.
///
/// Each entry costs its value's size plus its key's UTF-8 size. Storing past the limit evicts
/// the least recently used entries; reading an entry makes it the most recently used.
public final class MemoryCache: Sendable {
    private let list: Locked<LRUList>

    /// Creates an empty tier holding at most `byteLimit` bytes (32 MiB by default).
    public init(byteLimit: Int = 32 << 20) { list = Locked(LRUList(byteLimit: byteLimit)) }

    /// The most bytes the tier holds.
    public var byteLimit: Int { list.withLock { $0.byteLimit } }

    /// The bytes held now.
    public var byteCount: Int { list.withLock { $0.byteCount } }

    /// How many entries are held.
    public var count: Int { list.withLock { $0.count } }

    /// The keys from most to least recently used.
    public var keysByRecency: [String] { list.withLock { $0.keysByRecency } }

    /// The value for a key, which becomes the most recently used; nil if absent.
    public func value(for key: String) -> Data? { list.withLock { $0.value(for: key) } }

    /// Stores a value, evicting least recently used entries to fit; a value larger than the
    /// whole tier is not kept.
    public func store(_ value: Data, for key: String) { list.withLock { $0.store(value, for: key) } }

    /// Stores a value only if the key is absent (promoting a disk hit must not overwrite a newer write).
    public func storeIfAbsent(_ value: Data, for key: String) {
        list.withLock { list in
            if !list.contains(key) { list.store(value, for: key) }
        }
    }

    /// Removes a key.
    public func remove(_ key: String) { list.withLock { $0.remove(key) } }

    /// Removes every entry.
    public func removeAll() { list.withLock { $0.removeAll() } }
}
