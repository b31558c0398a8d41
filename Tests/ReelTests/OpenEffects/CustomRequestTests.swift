import Dispatch
import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@Suite("App-defined requests")
struct CustomRequestTests {
    @Test("given a registered handler, when an update asks, then its answer comes back as a message")
    func answered() {
        let echoes = HeldEchoes()
        let program = Program<Gadget>(input: (), services: echoes.services())
        program.send(.echo("hi"))
        #expect(echoes.waitForRequests(1))
        echoes.answer("hi")
        #expect(program.waitUntilIdle())
        #expect(program.model.echoes == ["HI"])
    }

    @Test("given a request in flight, when a newer one with the same id starts, then the old one is cancelled and its late answer is dropped")
    func latestWins() {
        let echoes = HeldEchoes()
        let program = Program<Gadget>(input: (), services: echoes.services())
        program.send(.echo("me"))
        program.send(.echo("med"))
        #expect(echoes.waitForRequests(2))
        #expect(program.waitUntilDrained())
        #expect(echoes.cancelled == ["me"])
        echoes.answer("med")
        #expect(program.waitUntilIdle())
        echoes.answer("me")  // after the cancel
        #expect(program.waitUntilIdle())
        #expect(program.model.echoes == ["MED"])
        #expect(program.inFlight == 0)
    }

    @Test("given an answer already queued behind a cancel, when the queue drains, then the answer never reaches update")
    func answerQueuedBehindCancelIsDropped() {
        let echoes = HeldEchoes()
        let program = Program<Gadget>(input: (), services: echoes.services())
        let gate = DispatchSemaphore(value: 0)
        program.observe { step in
            if step.msg == .note("hold") { gate.wait() }
        }
        program.send(.echo("med"))
        #expect(echoes.waitForRequests(1))
        program.send(.note("hold"))  // the queue stops inside this step…
        program.send(.cancelEcho)  // …while the cancel is queued…
        echoes.answer("med")  // …and the answer lands behind it.
        gate.signal()
        #expect(program.waitUntilIdle())
        #expect(program.model.echoes == [])
        #expect(echoes.cancelled == ["med"])
    }

    @Test("given no handler for a request type, when an update asks, then the program reports a fault naming it and stays idle")
    func unregisteredRequestFailsClearly() {
        let program = Program<Gadget>(input: (), services: Services(seed: 1))
        program.send(.echo("hi"))
        #expect(program.waitUntilIdle(timeout: .seconds(5)))
        #expect(program.inFlight == 0)
        #expect(program.faults == [.unhandled(tag: "echo", type: "ReelTests.Echo")])
        #expect(program.faults.first?.description.contains("no handler for request type ReelTests.Echo (tag \"echo\"): add services.register(Echo.self)") == true)
        #expect(program.model.echoes == [])
    }

    @Test("a request command is data: equal by value whatever its `then`, printed, and encoded under its tag")
    func requestIsData() throws {
        let a = Effect<Gadget.Msg>.request(Echo(text: "x"), id: "e") { .echoed($0) }
        let b = Effect<Gadget.Msg>.request(Echo(text: "x"), id: "e") { _ in .note("other") }
        #expect(a == b)
        #expect(a != Effect<Gadget.Msg>.request(Echo(text: "y"), id: "e") { .echoed($0) })
        #expect(a.description == #"request Echo(text: "x") id=e"#)
        let json = String(decoding: try JSONEncoder.sorted.encode(a), as: UTF8.self)
        #expect(json == #"[{"request":{"id":"e","request":{"type":"echo","value":{"text":"x"}}}}]"#)
    }

    @Test("given a virtual clock and a seed, when a scene asks for the time, a UUID and a number, then the answers are the same on every run")
    func builtInRequestsAreReproducible() {
        func run() -> Dice.Model {
            let clock = VirtualClock()
            let program = Program<Dice>(input: (), services: Services(timers: clock, seed: 42))
            clock.advance(by: .seconds(90))
            program.send(.roll)
            #expect(program.waitUntilIdle())
            return program.model
        }
        let first = run()
        #expect(first == run())
        #expect(first.time == Date(timeIntervalSince1970: 1_767_225_600 + 90))
        #expect(first.id?.uuidString.dropFirst(14).first == "4")  // version 4
        #expect((1...6).contains(first.number ?? 0))
    }

    @Test("given a program on a virtual clock, when the scene asks for the time, then it gets the virtual time")
    func timeRequestThroughAProgram() {
        let clock = VirtualClock()
        let program = Program<Gadget>(input: (), services: Services(timers: clock, seed: 1))
        clock.advance(by: .seconds(5))
        program.send(.askTime)
        #expect(program.waitUntilIdle())
        #expect(program.model.times == [clock.epoch.addingTimeInterval(5)])
    }

    @Test("a scene's request and source samples enter its schema fingerprint; a scene without any keeps the old one")
    func fingerprintCoversRequests() {
        let messagesOnly = SchemaFingerprint.of(Gadget.messageSamples)
        let withRequests = SchemaFingerprint.of(Gadget.messageSamples, requests: [Echo(text: "x")])
        #expect(messagesOnly != withRequests)
        #expect(Gadget.schemaFingerprint != withRequests)  // the source counts too
        #expect(SchemaFingerprint.of(Gadget.messageSamples, requests: []) == messagesOnly)
    }
}

/// Rolls a die, takes an id and notes the time: the three built-in requests.
private enum Dice: Scene {
    struct Model: Equatable, Sendable {
        var number: Int?
        var id: UUID?
        var time: Date?
    }
    enum Msg: Equatable, Sendable, Codable { case roll, rolled(Int), named(UUID), timed(Date) }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .roll: return .batch([.random(in: 1...6) { .rolled($0) }, .uuid { .named($0) }, .now { .timed($0) }])
        case .rolled(let number): model.number = number
        case .named(let id): model.id = id
        case .timed(let time): model.time = time
        }
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
