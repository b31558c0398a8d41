import Reel
import Foundation

/// What a follower checks of the log it follows, as `tail -F` and `less +F` do: whether the path
/// still names the file that was opened (the same device and inode), how long that file is (a
/// file shorter than what was read was truncated), and whether a writer still has it open.
///
/// A ``LogRecorder`` writing a file holds an exclusive advisory lock on it (`flock`) for as long as
/// it is open; the kernel drops the lock when the writer closes the log, exits or crashes. So a
/// lock that can be taken (shared, and let go at once) says the writer is gone, with no line
/// added to the log and no process id to trust. A file that cannot be locked at all (a file
/// system without `flock`) is taken as still written.
package final class LogFileWatch {
    /// What the path names now.
    package enum State: Equatable {
        /// The file opened, `size` bytes long.
        case size(Int)
        /// Another file, or none.
        case replaced
    }

    let path: String
    private let descriptor: Int32
    private let device: UInt64
    private let inode: UInt64

    /// Opens the file at `url` to watch it.
    package init(url: URL) throws(LogError) {
        path = url.path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = Foundation.close(descriptor)
            throw .io(path: path, reason: reason)
        }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    deinit { _ = Foundation.close(descriptor) }

    /// What the path names now: one `stat`, cheap enough to poll.
    package func state() -> State {
        var info = stat()
        guard stat(path, &info) == 0, UInt64(truncatingIfNeeded: info.st_dev) == device,
              UInt64(truncatingIfNeeded: info.st_ino) == inode
        else { return .replaced }
        return .size(Int(info.st_size))
    }

    /// Whether a writer still holds the file open (see the type's summary).
    package var isWritten: Bool {
        guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK || errno == EINTR || errno == ENOLCK }
        _ = flock(descriptor, LOCK_UN)
        return false
    }
}
