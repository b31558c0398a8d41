import Dispatch
import Reel
import ReelTesting
import Testing

/// A scene whose update waits at a gate the test opens, so that its queue stays full until then.
private enum Gated: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case pass }

    static let gate = DispatchSemaphore(value: 0)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        gate.wait()
        model += 1
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite struct ProgramExpectTests {
    @Test func givenTimerOnAVirtualClockNotAdvanced_whenExpectedSettled_thenFailureNamesTheCommandInFlight() {
        let failures = FailureLog()
        let clock = VirtualClock()
        let program = Program<Clicker>(input: (), services: Services(timers: clock))
        for _ in 0..<3 { program.send(.clicked) }

        program.expectSettled(timeout: .milliseconds(50), reporter: failures.reporter)
        #expect(failures.failures == ["the program did not settle within 0.05 seconds: 1 commands in flight"])

        program.expectSettled(advancing: clock, reporter: failures.reporter)
        #expect(failures.failures.count == 1, "with the clock advanced, the party timer fires and it settles")
        #expect(program.model.count == 3)
    }

    @Test func givenUpdateHeldAtAGate_whenExpectedDrained_thenFailure_untilTheGateOpens() {
        let failures = FailureLog()
        let program = Program<Gated>(input: (), services: Services())
        program.send(.pass)

        program.expectDrained(timeout: .milliseconds(50), reporter: failures.reporter)
        #expect(failures.failures == ["the program did not drain its queue within 0.05 seconds"])

        Gated.gate.signal()
        program.expectDrained(reporter: failures.reporter)
        #expect(failures.failures.count == 1)
        #expect(program.model == 1)
    }
}
