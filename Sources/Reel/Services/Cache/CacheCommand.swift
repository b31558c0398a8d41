import Foundation

/// A tier of the cache: fast and bounded in memory, or persistent on disk.
public enum CacheTier: String, Hashable, Sendable, Codable, CaseIterable {
    /// The in-memory LRU tier.
    case memory
    /// The on-disk tier.
    case disk
}

/// A cache command as inert data: read, write or remove a key in some tiers.
///
/// It is a ``Request`` like any other, answered by the handler ``Services`` registers for it
/// (which hands it to ``Services/cache``) unless an app registers its own.
public enum CacheCommand: Request, Hashable, CustomStringConvertible {
    /// What the cache answers with.
    public typealias Response = CacheOutcome

    /// Reads a key from the tiers in order (memory, then disk), stopping at the first hit.
    case read(key: String, tiers: [CacheTier])
    /// Writes a value under a key in every listed tier.
    case write(key: String, value: Data, tiers: [CacheTier])
    /// Removes a key from every listed tier.
    case remove(key: String, tiers: [CacheTier])

    /// `"cache"`.
    public static var tag: String { "cache" }

    /// The key the command is about.
    public var key: String {
        switch self {
        case .read(let key, _), .write(let key, _, _), .remove(let key, _): key
        }
    }

    /// `read avatar:42 from memory, disk`.
    public var description: String {
        switch self {
        case .read(let key, let tiers): "read \(key) from \(Self.names(tiers))"
        case .write(let key, let value, let tiers): "write \(key) (\(value.count) bytes) to \(Self.names(tiers))"
        case .remove(let key, let tiers): "remove \(key) from \(Self.names(tiers))"
        }
    }

    private static func names(_ tiers: [CacheTier]) -> String { tiers.map(\.rawValue).joined(separator: ", ") }
}

/// What a cache command ended in.
public enum CacheOutcome: Hashable, Sendable, Codable {
    /// A read found the value in a tier.
    case hit(Data, from: CacheTier)
    /// A read found nothing in any tier.
    case miss
    /// A write or remove finished.
    case done
    /// The cache could not do it (disk full, directory not writable); the reason in one line.
    case failed(String)
}
