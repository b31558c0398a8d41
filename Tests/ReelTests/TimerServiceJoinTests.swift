import Reel
import Testing

@Suite("Timer services: a program joins the clock that runs its timers")
struct TimerServiceJoinTests {
    /// A clock that counts the programs that joined it and otherwise never fires.
    private final class CountingTimers: TimerService {
        let joined = Locked(0)

        func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable { NotCancellable() }

        func join(_ program: TimedProgram) { joined.withLock { $0 += 1 } }
    }

    @Test("given a timer service of one's own, when a program starts on it, then the program joins it once")
    func programJoinsItsTimerServiceOnce() {
        let timers = CountingTimers()
        let program = Program<Journal>(input: (), services: Services(timers: timers))
        program.send(.note("a"))
        #expect(program.waitUntilDrained())
        #expect(timers.joined.withLock { $0 } == 1)
    }

    @Test("given the real clock, when a program starts on it, then joining does nothing and the program runs")
    func realClockIgnoresJoin() {
        let program = Program<Journal>(input: (), services: Services(timers: DispatchTimers()))
        program.send(.note("a"))
        #expect(program.waitUntilDrained())
        #expect(program.model.entries == [.note("a")])
    }
}
