import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reel

extension Scenario {
    /// Requests per second through the whole path, one at a time.
    static let httpLoopback1 = httpLoopback(inFlight: 1, defaultCount: 2_000)
    /// Requests per second through the whole path, 32 in flight.
    static let httpLoopback32 = httpLoopback(inFlight: 32, defaultCount: 5_000)

    /// Program → interpreter → `URLSessionTransport` → loopback server → message, with `inFlight`
    /// requests outstanding; the bare loop is `URLSession` alone with the same concurrency.
    private static func httpLoopback(inFlight: Int, defaultCount: Int) -> Scenario {
        Scenario(
            name: "http-loopback-\(inFlight)", unit: "requests", defaultCount: defaultCount,
            run: { count in
                let url = LoopbackServerProcess.shared.baseURL + "/ping"
                let input = LoopbackBench.Input(url: url, total: count, concurrency: inFlight)
                let program = Program<LoopbackBench>(input: input, services: Services(http: URLSessionTransport()))
                guard program.waitUntilIdle(timeout: .seconds(600)) else { fatalError("http-loopback did not settle") }
                let model = program.model
                precondition(model.answered == count, "http-loopback lost answers")
                return [("failures", Double(model.failures))]
            },
            baseline: { count in bareURLSession(count, inFlight: inFlight) })
    }

    /// The same requests through a plain `URLSession`, a semaphore keeping `inFlight` outstanding.
    private static func bareURLSession(_ count: Int, inFlight: Int) {
        let url = URL(string: LoopbackServerProcess.shared.baseURL + "/ping")!
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let slots = DispatchSemaphore(value: inFlight)
        let group = DispatchGroup()
        for _ in 0..<count {
            slots.wait()
            group.enter()
            session.dataTask(with: url) { data, _, _ in
                blackHole(data)
                slots.signal()
                group.leave()
            }.resume()
        }
        group.wait()
    }
}
