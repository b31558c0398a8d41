import Dispatch
import Reel
import ReelTesting
import Testing

@Suite("Program: latest wins and cancelled results")
struct CancellationTests {
    @Test("given a request in flight, when a newer one with the same id starts, then the old one is cancelled and its late answer is dropped")
    func latestWins() {
        let transport = HandAnsweredTransport()
        let program = Program<Journal>(input: (), services: Services(http: transport))
        program.send(.search("me"))
        program.send(.search("med"))
        #expect(transport.waitForRequests(2))
        #expect(program.waitUntilDrained())
        #expect(transport.cancelled == ["http://search.test/?q=me"])

        transport.answer("http://search.test/?q=med")
        #expect(program.waitUntilIdle())
        transport.answer("http://search.test/?q=me")  // arrives after the cancel
        #expect(program.waitUntilIdle())

        #expect(program.model.entries == [.search("me"), .search("med"), .responded("med", status: 200)])
        #expect(program.inFlight == 0)
    }

    @Test("given an answer already queued behind a cancel, when the queue drains, then the answer never reaches update")
    func resultQueuedBehindCancelIsDropped() {
        let transport = HandAnsweredTransport()
        let program = Program<Journal>(input: (), services: Services(http: transport))
        let gate = DispatchSemaphore(value: 0)
        program.observe { step in
            if step.msg == .note("hold") { gate.wait() }
        }
        program.send(.search("med"))
        #expect(transport.waitForRequests(1))
        program.send(.note("hold"))  // the program's queue stops inside this step…
        program.send(.cancelSearch)  // …while the cancel is queued…
        transport.answer("http://search.test/?q=med")  // …and the answer lands behind it.
        gate.signal()
        #expect(program.waitUntilIdle())

        #expect(program.model.entries == [.search("med"), .note("hold"), .cancelSearch])
        #expect(transport.cancelled == ["http://search.test/?q=med"])
        #expect(program.inFlight == 0)
    }

    @Test("given a debounce timer, when it is restarted before it fires, then only the last one sends")
    func timersAreDebouncedByID() {
        let clock = VirtualClock()
        let program = Program<Debounce>(input: (), services: Services(timers: clock))
        program.send(.typed("m"))
        program.send(.typed("me"))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(200))
        program.send(.typed("med"))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(299))
        #expect(program.waitUntilDrained())
        #expect(program.model.fired == [])
        clock.advance(by: .milliseconds(1))
        #expect(program.waitUntilIdle())
        #expect(program.model.fired == ["med"])
    }
}

/// Types text and fires a debounced "search" 300 ms after the last keystroke.
private enum Debounce: Scene {
    struct Model: Equatable, Sendable {
        var text = ""
        var fired: [String] = []
    }
    enum Msg: Equatable, Sendable, Codable {
        case typed(String)
        case debounced(String)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text):
            model.text = text
            return .after(.milliseconds(300), send: .debounced(text), id: "debounce")
        case .debounced(let text):
            model.fired.append(text)
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Program: cancelling everything")
struct CancelAllTests {
    @Test("given a request cancelled by cancelAll, when it answers after a newer request started, then only the newer answer is applied")
    func lateAnswerAfterCancelAllIsDropped() {
        let transport = HandAnsweredTransport()
        let program = Program<Journal>(input: (), services: Services(http: transport))
        program.send(.search("old"))
        #expect(transport.waitForRequests(1))
        #expect(program.waitUntilDrained())
        program.cancelAll()
        program.send(.search("new"))
        #expect(transport.waitForRequests(1))
        #expect(program.waitUntilDrained())
        transport.answer("http://search.test/?q=old", status: 499)
        #expect(program.waitUntilDrained())
        transport.answer("http://search.test/?q=new")
        #expect(program.waitUntilIdle())
        #expect(program.model.entries == [.search("old"), .search("new"), .responded("new", status: 200)])
    }
}
