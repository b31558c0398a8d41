import Foundation

/// The disk tier: one file per key in a directory, written atomically, checked when read.
///
/// A key's file is named after two 64-bit FNV-1a hashes of the key (`<32 hex digits>.entry`):
/// any key, however long or strange, becomes a short, safe name. Writes go to a temporary file in
/// the same directory and are renamed over the entry. A corrupt or truncated entry reads as a miss
/// and is removed. Failures (unwritable directory, disk full) are thrown as ``DiskCacheError``.
///
/// The methods block on the file system and are not serialized here: ``Cache`` calls them from
/// its serial I/O queue.
public struct DiskCache: Sendable {
    /// The directory holding the entries; created on the first write.
    public let directory: URL

    /// The suffix of entry files.
    public static let entrySuffix = ".entry"
    /// The prefix of temporary files, which a finished write never leaves behind.
    public static let temporaryPrefix = ".tmp-"

    private let directoryPath: String

    /// Creates the tier over a directory.
    public init(directory: URL) {
        self.directory = directory
        directoryPath = directory.path
    }

    /// The path of the file holding a key's entry.
    public func path(for key: String) -> String {
        let bytes = Data(key.utf8)
        let name = FNV1a.hex(FNV1a.hash(bytes)) + FNV1a.hex(FNV1a.hash(bytes, basis: 0x6A09_E667_F3BC_C908))
        return directoryPath + "/" + name + Self.entrySuffix
    }

    /// The value stored under a key; nil if absent, corrupt (then removed) or another key's.
    public func value(for key: String) throws(DiskCacheError) -> Data? {
        let path = path(for: key)
        guard let file = try POSIXFile.read(path) else { return nil }
        switch DiskEntry.decode(file, key: key) {
        case .value(let value): return value
        case .otherKey: return nil
        case .corrupt:
            try? POSIXFile.remove(path)
            return nil
        }
    }

    /// Stores a value under a key, atomically: readers see the old entry or the new one.
    public func store(_ value: Data, for key: String) throws(DiskCacheError) {
        let path = path(for: key)
        let temporary = directoryPath + "/" + Self.temporaryPrefix + UUID().uuidString
        let parts = [DiskEntry.header(key: key, value: value), value]
        do {
            try POSIXFile.writeAtomically(parts, to: path, temporaryPath: temporary)
        } catch {
            // The directory may not exist yet: create it and try once more; any other failure stands.
            guard !POSIXFile.exists(directoryPath) else { throw error }
            try POSIXFile.makeDirectory(directoryPath)
            try POSIXFile.writeAtomically(parts, to: path, temporaryPath: temporary)
        }
    }

    /// Removes a key's entry; an absent entry is not an error.
    public func remove(_ key: String) throws(DiskCacheError) {
        try POSIXFile.remove(path(for: key))
    }

    /// Removes temporary files left by a process that died mid-write.
    public func removeStaleTemporaryFiles() {
        for name in POSIXFile.names(in: directoryPath) where name.hasPrefix(Self.temporaryPrefix) {
            try? POSIXFile.remove(directory.appendingPathComponent(name).path)
        }
    }
}
