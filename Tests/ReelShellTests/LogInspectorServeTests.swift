#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Reel
import ReelExampleCounter
@testable import ReelShell
import Testing

/// The inspector serving a log it follows, in this process: the page, its stream of steps, and the
/// requests it refuses. (The demo's tests serve from a `reel-demo` process and look with Chromium;
/// these read the same server's answers byte by byte, and count towards its coverage.)
@Suite("LogInspector serves its live page")
struct LogInspectorServeTests {
    /// `serve(port:output:while:)` on a thread of its own (a `Thread`: see `followInBackground`) until ``stop()``.
    final class Serving: Sendable {
        let output = WatchedOutput()
        private let state = Locked<(stopped: Bool, status: Int32?)>((false, nil))
        private let done = DispatchSemaphore(value: 0)

        init(_ url: URL) {
            Thread { [self] in
                do {
                    let inspector = try LogInspector<Counter>(following: url, input: ())
                    let status = inspector.serve(port: 0, output: output) { _ in state.withLock { !$0.stopped } }
                    state.withLock { $0.status = status }
                } catch {
                    output.error("\(error)")
                }
                done.signal()
            }.start()
        }

        /// The port, read from the address announced (before `serve` first asks whether to go on).
        func port() throws -> Int {
            #expect(output.wait { $0.contains("/ (following it)\n") }, "the address is announced: \(output.text)")
            let address = try #require(output.text.split(separator: "http://127.0.0.1:").last)
            return try #require(Int(address.prefix { $0.isNumber }))
        }

        /// Stops serving; the status `serve` returned.
        func stop() -> Int32? {
            state.withLock { $0.stopped = true }
            guard done.wait(timeout: .now() + 10) == .success else { return nil }
            return state.withLock { $0.status }
        }
    }

    /// A client's connection to 127.0.0.1:`port`, through the server's own connection type.
    func open(_ port: Int) throws -> LoopbackConnection {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "cannot connect: \(String(cString: strerror(errno)))")
        return LoopbackConnection(descriptor: descriptor)
    }

    /// Reads from a connection until `holds` is true of what arrived, or it closes, or 10 s pass.
    func read(_ connection: LoopbackConnection, until holds: (String) -> Bool = { _ in false }) -> String {
        var answer: [UInt8] = []
        while !holds(String(decoding: answer, as: UTF8.self)), let bytes = connection.read(within: 10_000), !bytes.isEmpty {
            answer += bytes
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// The whole answer to `request`, sent as it is.
    func answer(_ request: String, port: Int) throws -> String {
        let connection = try open(port)
        defer { connection.finish() }
        _ = connection.write(request)
        return read(connection)
    }

    @Test("given a log still being written and served, when the page and its stream are asked for, then the page is live and a step written later arrives on the stream")
    func servesThePageAndStreamsNewSteps() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        var (recorder, replay) = try openLog(at: url, steps: 2)
        let serving = Serving(url)
        let port = try serving.port()
        #expect(serving.output.text.hasPrefix("serving \(url.lastPathComponent) on http://127.0.0.1:\(port)/ (following it)\n"))

        let page = try answer("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(page.contains("Content-Type: text/html; charset=utf-8"))
        #expect(page.contains("</html>"))
        #expect(page.contains("\"events\""), "the page is told where its live steps come from")
        let head = try answer("HEAD / HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", port: port)
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n") && !head.contains("</html>"), "a HEAD answer has no body")
        #expect(try answer("GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port).hasPrefix("HTTP/1.1 204 "))

        let stream = try open(port)
        defer { stream.finish() }
        _ = stream.write("GET /events?steps=2&frames=2 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(read(stream) { $0.contains("retry: 1000\n\n") }.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"))
        let effect = replay.apply(.decrementTapped)
        recorder.record(index: 3, msg: .decrementTapped, effect: effect, frame: replay.frame)
        let events = read(stream) { $0.contains("decrementTapped") && $0.hasSuffix("\n\n") }
        #expect(events.contains("event: steps\ndata: {"), "\(events)")
        #expect(events.contains("decrementTapped"), "the step written after the stream opened arrives on it: \(events)")

        recorder.close()
        #expect(read(stream) { $0.contains("event: end\n") }.contains("the writer closed the log"), "the end is told, and the stream closes")
        #expect(serving.stop() == 0)
    }

    @Test("given a served log, when requests it cannot vouch for arrive, then each gets its 4xx and the page is still served")
    func refusesBadRequestsAndKeepsServing() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, _) = try openLog(at: url, steps: 1)
        defer { recorder.close() }
        let serving = Serving(url)
        let port = try serving.port()
        func status(_ request: String) throws -> String {
            String(try answer(request, port: port).split(separator: "\r\n").first ?? "no answer")
        }

        #expect(try status("GARBAGE\r\n\r\n") == "HTTP/1.1 400 Bad Request")
        #expect(try status("GET / HTTP/1.1\nHost: 127.0.0.1\n\n") == "HTTP/1.1 400 Bad Request")
        #expect(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n")
            == "HTTP/1.1 431 Request Header Fields Too Large")
        #expect(try status("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n") == "HTTP/1.1 421 Misdirected Request")
        #expect(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 5\r\n\r\nhello") == "HTTP/1.1 413 Content Too Large")
        #expect(try status("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == "HTTP/1.1 405 Method Not Allowed")
        #expect(try status("GET /no-such-page HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == "HTTP/1.1 404 Not Found")
        #expect(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == "HTTP/1.1 200 OK", "still serving")
        #expect(serving.stop() == 0)
    }

    @Test("given a port that is taken, when serving on it, then one line says it cannot serve and the status is 2")
    func aTakenPortIsRefused() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, _) = try openLog(at: url, steps: 1)
        defer { recorder.close() }
        let first = Serving(url)
        let port = try first.port()
        defer { _ = first.stop() }
        let output = WatchedOutput()
        let status = try LogInspector<Counter>(following: url, input: ()).serve(port: port, output: output) { _ in false }
        #expect(status == 2)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("cannot serve: ") == true, "\(output.errors)")
        #expect(output.errors.first?.contains("127.0.0.1:\(port)") == true)
    }
}
