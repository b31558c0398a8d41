import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the disk tier needs, as plain system calls with one-line errors.
///
/// System calls rather than `FileManager` because the cache must tell "absent" from "unreadable",
/// must write a temporary file and `rename` it over the entry (atomic on POSIX), and must report
/// the system's own reason (`No space left on device`) instead of a localized sentence.
enum POSIXFile {
    /// The whole file, or nil if it does not exist.
    static func read(_ path: String) throws(DiskCacheError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw DiskCacheError("read", path, errno: errno)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DiskCacheError("read", path, errno: errno) }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let got = Glue.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if got == 0 { break }
                filled += got
            }
            return nil
        }
        if let failure { throw DiskCacheError("read", path, errno: failure) }
        // A file that shrank while being read is short; the entry's own checks reject it.
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }

    /// Writes `parts` into a new temporary file, then renames it over `path` in one atomic step:
    /// a reader sees the old entry or the new one, never half of one. The temporary file is
    /// removed whatever fails.
    static func writeAtomically(_ parts: [Data], to path: String, temporaryPath: String) throws(DiskCacheError) {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DiskCacheError("write", temporaryPath, errno: errno) }
        var failure: Int32?
        for part in parts where failure == nil { failure = writeAll(part, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = errno }
        if let failure {
            unlink(temporaryPath)
            throw DiskCacheError("write", path, errno: failure)
        }
    }

    /// Removes a file; an absent file is not an error.
    static func remove(_ path: String) throws(DiskCacheError) {
        if unlink(path) != 0, errno != ENOENT { throw DiskCacheError("remove", path, errno: errno) }
    }

    /// Creates a directory and its missing parents; an existing directory is fine.
    static func makeDirectory(_ path: String) throws(DiskCacheError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw DiskCacheError("create directory", prefix, errno: errno)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw DiskCacheError("create directory", path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw DiskCacheError("create directory", path, errno: ENOTDIR) }
    }

    /// Whether anything (file, directory, link) exists at a path.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a directory (none if it cannot be listed).
    static func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                let put = Glue.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if put < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += put
            }
            return nil
        }
    }

    /// The C library's `read` and `write`, named apart from this type's own `read`.
    private enum Glue {
        static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
            #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
            #else
            Darwin.read(descriptor, buffer, count)
            #endif
        }

        static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
            #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
            #else
            Darwin.write(descriptor, buffer, count)
            #endif
        }
    }
}
