#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelLog

/// A small HTTP server on 127.0.0.1 alone (never another address), on sockets and threads of the
/// toolchain, for the live inspector page (``LogInspector/serve(port:output:)``).
///
/// Each connection gets a thread of its own, at most ``maxConnections`` at once (one more is
/// answered 503 and closed); its request's head is read by ``HTTPRequestReader`` within
/// ``headTimeoutMilliseconds`` (408 after it), and a request the reader refuses is answered with its
/// 4xx and closed: no request can take more than its head's bytes and its time, or stop another.
/// Every response closes its connection; a stream of events ends when its client closes.
final class LoopbackServer: Sendable {
    /// What answers a request: the request, and the connection to answer on.
    typealias Handler = @Sendable (HTTPRequestReader.Request, LoopbackConnection) -> Void

    /// The most connections served at once.
    static let maxConnections = 64
    /// How long a client has to send its request's head.
    static let headTimeoutMilliseconds = 5000

    /// The port bound on 127.0.0.1.
    let port: Int
    private let listener: Int32
    private let handler: Handler
    private let state = Locked<(open: Int, stopped: Bool)>((0, false))

    /// Binds 127.0.0.1:`port` (0: any free port); the error says why it cannot.
    init(port: Int, handler: @escaping Handler) throws(LogError) {
        self.handler = handler
        let bindAddress = "127.0.0.1:\(port)"
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let listener = socket(AF_INET, stream, 0)
        guard listener >= 0 else { throw .io(path: bindAddress, reason: String(cString: strerror(errno))) }
        var one: Int32 = 1
        _ = setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1, loopback only
        guard SocketAddress.bind(listener, to: address) == 0, listen(listener, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = close(listener)
            throw .io(path: bindAddress, reason: reason)
        }
        self.listener = listener
        self.port = Int(UInt16(bigEndian: (SocketAddress.bound(listener) ?? address).sin_port))
    }

    deinit { _ = close(listener) }

    /// Accepts connections on a thread of its own until ``stop()``.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "reel.serve"
        thread.start()
    }

    /// Stops accepting; connections being served end on their own.
    func stop() {
        state.withLock { $0.stopped = true }
        _ = shutdown(listener, Int32(SHUT_RDWR))
    }

    /// How many connections are being served.
    var openConnections: Int { state.withLock { $0.open } }

    private func acceptLoop() {
        while !state.withLock({ $0.stopped }) {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE { continue }
                return
            }
            let connection = LoopbackConnection(descriptor: client)
            let admitted = state.withLock { state -> Bool in
                guard state.open < Self.maxConnections else { return false }
                state.open += 1
                return true
            }
            guard admitted else {
                connection.respond(503, body: "too many connections: at most \(Self.maxConnections) at once\n")
                continue
            }
            let thread = Thread { [self] in
                serve(connection)
                state.withLock { $0.open -= 1 }
            }
            thread.start()
        }
    }

    /// Reads the request's head within the time allowed, then answers it or refuses it.
    private func serve(_ connection: LoopbackConnection) {
        var reader = HTTPRequestReader()
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.headTimeoutMilliseconds) * 1_000_000
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline, let bytes = connection.read(within: Int32((deadline - now) / 1_000_000)) else {
                connection.respond(408, body: "the request's head did not arrive within \(Self.headTimeoutMilliseconds) ms\n")
                connection.finish()
                return
            }
            let outcome = bytes.isEmpty ? reader.end() : reader.feed(bytes)
            switch outcome {
            case .needMore: continue
            case .refused(let status, let reason):
                if !bytes.isEmpty {
                    connection.respond(status, body: reason + "\n")
                    connection.finish()
                }
                return
            case .request(let request):
                handler(request, connection)
                return
            }
        }
    }
}
