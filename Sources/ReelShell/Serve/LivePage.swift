import Foundation
import Reel
import ReelLog
import ReelInspection

/// The inspector's page as served live: the page's data so far (the same page as the exported
/// one, with a `live` mark), new steps added by the follower, and the answers to the server's
/// requests: `/` the page, `/events` the steps added after those a page holds, as server-sent
/// events (`text/event-stream`), then an `end` event when following ends.
final class LivePage: Sendable {
    /// How often an event stream looks for new steps and for its client having gone.
    static let streamIntervalMilliseconds: Int32 = 20
    /// How long a stream stays quiet before a comment line checks that its client is still there.
    static let keepAliveSeconds = 15

    private let state: Locked<(builder: InspectorPage.Builder, end: String?)>
    private let path: String

    init(_ builder: InspectorPage.Builder, path: String) {
        state = Locked((builder, nil))
        self.path = path
    }

    /// Adds steps to the page (on the follower's thread, which owns the log's index).
    func update(_ body: (inout InspectorPage.Builder) throws(LogError) -> Void) throws(LogError) {
        try state.withLock { (state) throws(LogError) in try body(&state.builder) }
    }

    /// Tells open pages that no more steps will come, and why.
    func end(_ reason: String) { state.withLock { $0.end = reason } }

    /// Answers a request the reader accepted, on 127.0.0.1:`port`.
    func answer(_ request: HTTPRequestReader.Request, on connection: LoopbackConnection, port: Int) {
        // A page of another site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its
        // own name as the Host: only the loopback names are answered.
        if let host = request.header("host"), !["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased()) {
            connection.respond(421, body: "Host must be 127.0.0.1:\(port) or localhost:\(port)\n")
            return
        }
        let headOnly = request.method == "HEAD"
        switch request.path {
        case "/":
            do {
                let page = try state.withLock { (state) throws(LogError) in try state.builder.document(path: path, live: "events") }
                connection.respond(200, type: "text/html; charset=utf-8", body: page, headOnly: headOnly)
            } catch {
                connection.respond(500, body: "\(error)\n")
            }
        case "/events" where !headOnly:
            stream(to: connection, from: Self.cursor(request.query))
        case "/events":
            connection.respond(200, type: "text/event-stream", body: "", headOnly: true)
        case "/favicon.ico":
            // Asked for by every browser: nothing, rather than a 404 in the page's console.
            connection.respond(204, body: "", headOnly: true)
        default:
            connection.respond(404, body: "no such page: \(request.path.prefix(200)) (the inspector is at /)\n")
        }
    }

    /// Streams the steps after `cursor` as they are added, until following ends or the client goes.
    private func stream(to connection: LoopbackConnection, from cursor: (steps: Int, frames: Int)) {
        var cursor = cursor
        guard connection.write(
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\nretry: 1000\n\n")
        else { return }
        var quiet = 0
        while true {
            let (delta, end) = state.withLock { state -> (String?, String?) in
                let builder = state.builder
                guard builder.stepCount > cursor.steps else { return (nil, state.end) }
                defer { cursor = (builder.stepCount, builder.frameCount) }
                return (builder.delta(steps: cursor.steps, frames: cursor.frames), nil)
            }
            if let delta {
                guard connection.write("event: steps\ndata: \(delta)\n\n") else { return }
                quiet = 0
                continue
            }
            if let end {
                connection.write("event: end\ndata: \(end.split(separator: "\n").joined(separator: " "))\n\n")
                return
            }
            if connection.closed(within: Self.streamIntervalMilliseconds) { return }
            quiet += Int(Self.streamIntervalMilliseconds)
            if quiet >= Self.keepAliveSeconds * 1000 {
                guard connection.write(": still following\n\n") else { return }
                quiet = 0
            }
        }
    }

    /// `steps=N&frames=F` read from a query: what the page already holds (0 for what is missing).
    static func cursor(_ query: String) -> (steps: Int, frames: Int) {
        var cursor = (steps: 0, frames: 0)
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1]), value >= 0 else { continue }
            if parts[0] == "steps" { cursor.steps = value } else if parts[0] == "frames" { cursor.frames = value }
        }
        return cursor
    }
}
