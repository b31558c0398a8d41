#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel

/// One client's connection to the ``LoopbackServer``: writes that never raise `SIGPIPE` and give
/// up on a client that stops reading, and a wait that notices the client closing.
final class LoopbackConnection: Sendable {
    /// How long a write may wait for a client that does not read before the connection is dropped.
    static let sendTimeoutSeconds = 5

    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: Self.sendTimeoutSeconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit { _ = close(descriptor) }

    /// Writes every byte; false once the client is gone or stopped reading.
    @discardableResult
    func write(_ text: String) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        return SystemIO.sendAll(descriptor, Array(text.utf8), flags: flags) == nil
    }

    /// Answers with `status` and a body, closing the connection after it (`Connection: close`).
    @discardableResult
    func respond(_ status: Int, type: String = "text/plain; charset=utf-8", body: String, headOnly: Bool = false) -> Bool {
        let head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return write(headOnly ? head : head + body)
    }

    /// Ends a refused request's connection without losing the answer: sending is shut first, then
    /// what the client still sends is read and dropped (at most 64 KB, for at most 200 ms), so that
    /// closing with unread bytes does not reset the connection before the client reads the answer.
    func finish() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        var drained = 0
        while drained < 65_536, let bytes = read(within: 200), !bytes.isEmpty { drained += bytes.count }
    }

    /// Waits up to `milliseconds` for the client to close its end; true when it has (or failed).
    /// Anything the client sends after its request is read and dropped.
    func closed(within milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready < 0 { return errno != EINTR }
        guard ready > 0 else { return false }
        if poller.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return true }
        var scratch = [UInt8](repeating: 0, count: 512)
        return SystemIO.read(descriptor, into: &scratch) <= 0
    }

    /// Waits up to `milliseconds` for bytes from the client; the bytes, empty at its end, nil on time out.
    func read(within milliseconds: Int32) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, max(0, milliseconds))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? nil : [] }
            var buffer = [UInt8](repeating: 0, count: 2048)
            let count = SystemIO.read(descriptor, into: &buffer)
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[0..<count]) : []
        }
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }
}
