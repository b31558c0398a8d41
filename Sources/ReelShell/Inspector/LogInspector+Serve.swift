#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelLog
import ReelInspection

extension LogInspector {
    /// Serves the inspector's page on `http://127.0.0.1:PORT/` (loopback only; `port` 0 takes any
    /// free one) and follows the log, pushing each step to the open pages as it lands, until the
    /// process ends. The page is the one ``html()`` writes, with a "LIVE" mark and the same keys;
    /// its selection follows the newest step while it is on the last one. Writes one line naming
    /// the address first; returns 2 (after a one-line error) when the page cannot be made or the
    /// port cannot be bound.
    ///
    /// Requests are read by a reader that refuses what it cannot vouch for with a 4xx (a malformed
    /// or oversized head, a body, another method or Host); each connection is served on its own, so
    /// a bad or slow one never stops the others, and a closed tab's stream ends with it.
    public func serve(port: Int = 0, output: any ShellOutput) -> Int32 {
        serve(port: port, output: output) { _ in true }
    }

    /// Serves as above while `keepGoing` (given the bound port, after each look at the log) says so.
    package func serve(port: Int, output: any ShellOutput, while keepGoing: (Int) -> Bool) -> Int32 {
        let page: LivePage
        var replay: Replay<S>?
        do {
            var builder = InspectorPage.Builder(name: name, divergence: try firstDivergence())
            try builder.add(stepsOf: index, through: stepCount, replay: &replay)
            page = LivePage(builder, path: index.url.path)
        } catch {
            output.error("cannot make the page: \(error)")
            return 2
        }
        let server: LoopbackServer
        do {
            let box = Locked<Int>(0)
            server = try LoopbackServer(port: port) { request, connection in page.answer(request, on: connection, port: box.withLock { $0 }) }
            box.withLock { $0 = server.port }
        } catch {
            output.error("cannot serve: \(error)")
            return 2
        }
        server.start()
        defer { server.stop() }
        output.write("serving \(name) on http://127.0.0.1:\(server.port)/ (\(index.isFollowing ? "following it" : "as it is"))\n")
        var ended = !index.isFollowing
        while keepGoing(server.port) {
            if !ended {
                let (added, end) = followOnce()
                if added > 0 {
                    do {
                        try page.update { (builder) throws(LogError) in try builder.add(stepsOf: index, through: stepCount, replay: &replay) }
                    } catch {
                        page.end("\(name): \(error)")
                        ended = true
                    }
                }
                if let end, !ended {
                    page.end(end)
                    output.write("-- \(end)\n")
                    ended = true
                }
            }
            _ = poll(nil, 0, Self.followInterval)
        }
        return 0
    }
}
