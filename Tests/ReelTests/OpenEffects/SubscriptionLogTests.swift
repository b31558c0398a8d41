import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@Suite("Logs with requests and subscriptions")
struct SubscriptionLogTests {
    @Test("given a recorded session with ticks, echoes and the time, when it is replayed, then it verifies")
    func recordedSessionVerifies() throws {
        let url = try recordGadget()
        defer { try? FileManager.default.removeItem(at: url) }
        let verification = Replay<Gadget>.verify(logAt: url)
        #expect(verification.isIdentical, "\(verification)")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""subscriptions":{"start":[{"every":100,"id":"tick"}]}"#))
        #expect(text.contains(#""request":{"type":"echo","value":{"text":"hi"}}"#))
        #expect(text.contains(#""request":{"type":"time","value":{}}"#))
    }

    @Test("given a recorded session, when today's scene starts a subscription differently, then verify diverges at that step")
    func subscriptionChangeDiverges() throws {
        let url = try recordGadget()
        defer { try? FileManager.default.removeItem(at: url) }
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains(#""every":100"#) })
        lines[index] = lines[index].replacingOccurrences(of: #""every":100"#, with: #""every":250"#)
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        guard case .diverged(let divergence) = Replay<Gadget>.verify(logAt: url) else {
            Issue.record("an edited subscription verified")
            return
        }
        #expect(divergence.step == 1)
        #expect(divergence.expectedSubscriptions == #"{"start":[{"every":250,"id":"tick"}]}"#)
        #expect(divergence.actualSubscriptions == #"{"start":[{"every":100,"id":"tick"}]}"#)
        #expect(divergence.commandsDiffer)
        #expect(divergence.description.contains("\n    subscriptions.start[0].every: 250 ≠ 100\n"))
    }

    /// Records: start ticking, 3 ticks, an echo and its answer, the time, stop.
    private func recordGadget() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gadget-\(UUID().uuidString).jsonl")
        let clock = VirtualClock()
        var services = Services(timers: clock, seed: 1)
        services.register(Echo.self) { request, respond in
            respond(request.text.uppercased())
            return NotCancellable()
        }
        let recorder = try LogRecorder<Gadget>(to: url, frameSize: FrameSize(width: 40, height: 3))
        let program = Program<Gadget>(
            input: (), services: services, frameSize: FrameSize(width: 40, height: 3), observer: recorder.record)
        program.send(.startTicking)
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(300))
        for msg: Gadget.Msg in [.echo("hi"), .askTime, .stopTicking] { program.send(msg) }
        #expect(program.waitUntilIdle())
        recorder.close()
        #expect(recorder.failure == nil)
        return url
    }
}
