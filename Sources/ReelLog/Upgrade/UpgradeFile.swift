#if canImport(Glibc)
import Reel
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The file an upgraded log replaces, and the temporary log written beside it until it is complete.
///
/// - **Links.** A destination that is a symbolic link is followed: the file it leads to is
///   replaced and the link kept.
/// - **Mode and owner.** The temporary log gets the replaced file's permission bits (`0600` stays
///   `0600`, whatever the umask) and, where it differs, its owner and group; a log whose owner
///   cannot be kept is refused and left as it was.
/// - **No redirection.** The temporary log, `.NAME.upgrading-PID` in the replaced file's folder, is
///   created with `O_CREAT | O_EXCL | O_NOFOLLOW`: a file or link already at that name is never
///   written through.
/// - **Leftovers.** An upgrade killed before its end leaves its temporary log. The next upgrade of
///   the same file removes each `.NAME.upgrading-PID` whose process is gone (`kill(PID, 0)` says
///   no such process). That is safe: a live upgrade's PID is alive, and one process is never
///   given a PID still in use. A PID reused by another process only keeps a leftover longer.
///   (A folder shared between machines could hold another host's live upgrade: upgrade such logs
///   from one machine at a time.)
struct UpgradeFile {
    /// The file replaced: the destination, or the file its links lead to.
    let target: URL
    /// The temporary log beside it.
    let temporary: URL

    private static let marker = ".upgrading-"

    /// The files for an upgrade written to `destination`.
    init(destination: URL) {
        var resolved = destination
        if let real = realpath(destination.path, nil) {
            resolved = URL(fileURLWithPath: String(cString: real))
            free(real)
        }
        target = resolved
        temporary = resolved.deletingLastPathComponent()
            .appendingPathComponent(".\(resolved.lastPathComponent)\(Self.marker)\(getpid())")
    }

    /// Removes the temporary logs that killed upgrades of the same file left, those whose process is gone.
    func removeLeftovers() {
        let folder = target.deletingLastPathComponent()
        let prefix = "." + target.lastPathComponent + Self.marker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let pid = pid_t(digits), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            // `unlink` removes the name itself, never what a link there leads to.
            _ = unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Creates the temporary log, with the target's mode and owner; its descriptor.
    func create() throws(LogError) -> Int32 {
        var existing = stat()
        let exists = stat(target.path, &existing) == 0
        let mode = exists ? existing.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw .io(path: temporary.path, reason: String(cString: strerror(errno))) }
        var created = stat()
        var problem: String?
        if fstat(descriptor, &created) != 0 {
            problem = String(cString: strerror(errno))
        } else if exists, created.st_uid != existing.st_uid || created.st_gid != existing.st_gid,
                  fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            problem = "cannot keep the log's owner \(existing.st_uid):\(existing.st_gid) (\(String(cString: strerror(errno))))"
        } else if exists, fchmod(descriptor, mode_t(mode)) != 0 {  // the umask took bits off at open
            problem = "cannot keep the log's mode (\(String(cString: strerror(errno))))"
        }
        if let problem {
            close(descriptor)
            discard()
            throw .io(path: target.path, reason: problem)
        }
        return descriptor
    }

    /// Moves the complete temporary log over the target.
    func commit() throws(LogError) {
        guard rename(temporary.path, target.path) == 0 else {
            throw .io(path: target.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes the temporary log.
    func discard() { _ = unlink(temporary.path) }
}
