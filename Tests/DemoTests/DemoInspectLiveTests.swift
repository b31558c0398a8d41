#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What `browser_live.py` saw on the live page.
private struct LivePageSeen: Decodable {
    let errors: [String]
    let last: Int
    let titles: [String]
    let step: String?
    let mark: String
    let ocr: String?
}

/// The first line of the answer to `bytes` sent as they are to 127.0.0.1:`port` (a request no
/// HTTP client would send), or why there is none.
private func rawAnswer(_ bytes: [UInt8], port: Int) -> String {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return "cannot connect: \(String(cString: strerror(errno)))" }
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { break }
        answer += buffer[0..<count]
    }
    return String(decoding: answer, as: UTF8.self).split(separator: "\r\n").first.map(String.init) ?? "no answer"
}

/// The status of a request sent through URLSession.
private func status(of request: URLRequest) -> Int {
    let result = Locked(0)
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: request) { _, response, _ in
        result.set((response as? HTTPURLResponse)?.statusCode ?? -1)
        done.signal()
    }.resume()
    _ = done.wait(timeout: .now() + 30)
    return result.value
}

/// A value behind a lock, for a callback on another thread.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    func set(_ value: Value) { lock.withLock { stored = value } }
    var value: Value { lock.withLock { stored } }
}

@Suite("reel-demo inspect --serve: the live page")
struct DemoInspectLiveTests {
    @Test(
        "given the app recording and its log served, when a step is written after the page loaded in headless Chromium, then it appears in the page's list, the screenshot shows the live mark, and bad requests got a 4xx meanwhile",
        .enabled(if: Browser.usable, Browser.missingReason))
    func livePageInABrowser() throws {
        let folder = try LogFolder()
        let log = folder.path("live.jsonl")
        let writer = try SpawnedProcess(DemoProcess.executable, ["--record", log, "--scene", "search"])
        defer { writer.terminate() }
        writer.send("type a")
        #expect(writer.wait { $0.contains("== type a") }.contains("== type a"), "the line was run and its steps are in the log")

        let server = try SpawnedProcess(DemoProcess.executable, ["inspect", log, "--serve"])
        defer { server.terminate() }
        let announced = server.wait { $0.contains("/ (following it)\n") }
        let port = try #require(announced.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(announced.hasPrefix("serving live.jsonl on http://127.0.0.1:\(port)/"))

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("browser_live.py")
        let browser = try SpawnedProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "http://127.0.0.1:\(port)/", folder.path("live.png")])
        defer { browser.terminate() }
        let loaded = browser.wait { $0.contains("\n") }
        let stepsAtLoad = try #require(Int(loaded.dropFirst("loaded ".count).prefix { $0.isNumber }), "\(loaded)")

        // While the page is open: requests the server refuses, each with a 4xx, none stopping it.
        let refused = [
            rawAnswer(Array("GARBAGE\r\n\r\n".utf8), port: port),
            rawAnswer(Array("GET / HTTP/1.1\nHost: 127.0.0.1\n\n".utf8), port: port),
            rawAnswer(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n".utf8), port: port),
            rawAnswer(Array("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n".utf8), port: port),
            rawAnswer(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 5\r\n\r\nhello".utf8), port: port),
        ]
        var post = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
        post.httpMethod = "POST"
        post.httpBody = Data("step=1".utf8)
        let missing = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/no-such-page")!)
        #expect(refused == [
            "HTTP/1.1 400 Bad Request", "HTTP/1.1 400 Bad Request", "HTTP/1.1 431 Request Header Fields Too Large",
            "HTTP/1.1 421 Misdirected Request", "HTTP/1.1 413 Content Too Large",
        ])
        #expect(status(of: post) == 405)
        #expect(status(of: missing) == 404)
        #expect(status(of: URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)) == 200)

        writer.send("type b")
        browser.send(#"queryChanged("b")"#)
        let seenText = browser.wait { $0.contains("}\n") }
        let seen = try JSONDecoder().decode(LivePageSeen.self, from: Data(try #require(seenText.split(separator: "\n").last).utf8))

        #expect(seen.errors == [])
        #expect(seen.last > stepsAtLoad, "steps were pushed after the page loaded")
        #expect(seen.titles.contains { $0.contains(#"queryChanged("b")"#) })
        #expect(seen.step == String(seen.last), "the selection, on the last step, followed the newest")
        #expect(seen.mark == "LIVE")
        if let ocr = seen.ocr {
            #expect(ocr.contains("LIVE"), "the screenshot shows the live mark: \(ocr)")
            #expect(ocr.contains("inspector"))
        }
    }

    @Test("given reel-demo --record driven by piped input, when reel-demo inspect --follow follows its log piped, then every step is printed in order as it lands, and the writer's end is told")
    func followPiped() throws {
        let folder = try LogFolder()
        let log = folder.path("follow.jsonl")
        let writer = try SpawnedProcess(DemoProcess.executable, ["--record", log, "--scene", "search"])
        defer { writer.terminate() }
        writer.send("type a")
        #expect(writer.wait { $0.contains("== type a") }.contains("== type a"))

        let follower = try SpawnedProcess(DemoProcess.executable, ["inspect", log, "--follow"])
        defer { follower.terminate() }
        let before = follower.wait { $0.contains(#"queryChanged("a")"#) && $0.contains("searchResponded(query: \"a\"") }
        writer.send("type b")
        let after = follower.wait { $0.contains(#"searchResponded(query: "b""#) }
        writer.closeInput()
        let ended = follower.wait { $0.contains("-- follow.jsonl: the writer closed the log after ") }

        #expect(before.contains("== step 1 of "))
        #expect(after.contains(#"queryChanged("b")"#), "a step written after following started")
        let numbers = ended.split(separator: "\n").filter { $0.hasPrefix("== step ") }
            .compactMap { Int($0.dropFirst("== step ".count).prefix { $0.isNumber }) }
        #expect(!numbers.isEmpty && numbers == Array(1...numbers.count), "every step once, in order")
        #expect(ended.hasSuffix("-- follow.jsonl: the writer closed the log after \(numbers.count) steps\n"))
    }
}
