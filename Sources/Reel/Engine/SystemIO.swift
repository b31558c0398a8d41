import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's `read`, `write`, `send`, `pread` and `pwrite` on arrays of bytes, for the modules
/// that talk to descriptors directly: the shell's terminal and loopback server, the log writer,
/// an exploration's child processes.
///
/// Unsafe inside only to hand the system an array's bytes in place: the calls take a pointer and
/// a length, and copying the bytes out first would cost a copy per call for nothing. The callers
/// keep their arrays and read `errno` as before (each result is the system call's own: a count, or
/// -1 with `errno` set).
package enum SystemIO {
    /// Reads up to `buffer.count` bytes into the start of `buffer`: how many were read, 0 at the
    /// end, -1 on failure (`errno` says why; `EINTR` after a signal).
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads up to `buffer.count` bytes at `offset` of a file into the start of `buffer`, without
    /// moving its position: how many were read, or -1 (`errno` says why).
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int) -> Int {
        buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    }

    /// Writes `bytes` at `offset` of a file, without moving its position: how many were written,
    /// or -1 (`errno` says why).
    package static func write(_ descriptor: Int32, _ bytes: [UInt8], at offset: Int) -> Int {
        bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    }

    /// Writes every byte, retrying after a signal or a partial write: nil when all were written,
    /// or why not (the system's error text, or `nothing written` when a write took no byte).
    @inlinable
    package static func writeAll(_ descriptor: Int32, _ bytes: some ContiguousBytes) -> String? {
        bytes.withUnsafeBytes { writeAll(descriptor, $0, flags: nil) }
    }

    /// Sends every byte on a socket with `flags` (`MSG_NOSIGNAL`, say), retrying after a signal or a
    /// partial send: nil when all were sent, or why not, as ``writeAll(_:_:)`` says it.
    @inlinable
    package static func sendAll(_ socket: Int32, _ bytes: some ContiguousBytes, flags: Int32) -> String? {
        bytes.withUnsafeBytes { writeAll(socket, $0, flags: flags) }
    }

    /// Writes (or, with `flags`, sends) a buffer whole.
    @usableFromInline
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, flags: Int32?) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let count = flags.map { send(descriptor, base + offset, bytes.count - offset, $0) }
                ?? systemWrite(descriptor, base + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? String(cString: strerror(errno)) : "nothing written" }
            offset += count
        }
        return nil
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
