import Reel
import Testing

/// A scene asking for work nobody registered a handler for.
enum Trivia: Scene {
    struct NumberFact: Request, Hashable {
        typealias Response = String
        var number: Int
        static var tag: String { "number-fact" }
    }

    struct Quote: Request, Hashable {
        typealias Response = String
    }

    struct Headlines: SubscriptionSource, Hashable {
        typealias Event = String
    }

    typealias Model = [String]

    enum Msg: Equatable, Sendable {
        case ask(Int)
        case quote
        case answered(String)
        case follow
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { ([], .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .ask(let number): return .request(NumberFact(number: number), then: Msg.answered)
        case .quote: return .request(Quote(), then: Msg.answered)
        case .answered(let text): model.append(text)
        case .follow: model.append("following")
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.contains("following") ? .source(Headlines(), id: "headlines", Msg.answered) : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Loud faults")
struct LoudFaultTests {
    @Test("given no handler for a request type, then the fault names the Swift type, its tag, and the line to add")
    func faultNamesTheTypeAndTheLine() {
        var services = Services(seed: 1)
        services.faultReporter = .silent
        let program = Program<Trivia>(input: (), services: services)
        program.send(.ask(42))
        #expect(program.waitUntilIdle())
        #expect(program.faults == [.unhandled(tag: "number-fact", type: "ReelTests.Trivia.NumberFact")])
        #expect(program.faults.first?.description == """
            no handler for request type ReelTests.Trivia.NumberFact (tag "number-fact"): add \
            services.register(Trivia.NumberFact.self) { request, respond in … } (or { request async in … }) \
            to the services the program runs with
            """)
        program.send(.follow)
        #expect(program.waitUntilIdle())
        #expect(program.faults.last?.description == """
            no handler for subscription source type ReelTests.Trivia.Headlines (tag "Headlines"): add \
            services.register(source: Trivia.Headlines.self) { source, emit in … } \
            (or events: { source in an AsyncSequence }) to the services the program runs with
            """)
    }

    @Test("given a program with a fault reporter, when commands fault again and again, then it is told once per fault, at the first command, and every one is listed")
    func toldOncePerFault() {
        let told = Locked<[RequestFault]>([])
        var services = Services(seed: 1)
        services.faultReporter = FaultReporter { fault in told.withLock { $0.append(fault) } }
        let program = Program<Trivia>(input: (), services: services)
        program.send(.ask(1))
        #expect(program.waitUntilIdle())
        #expect(told.withLock { $0 } == [.unhandled(tag: "number-fact", type: "ReelTests.Trivia.NumberFact")])
        for number in 2...4 { program.send(.ask(number)) }
        program.send(.quote)
        program.send(.quote)
        #expect(program.waitUntilIdle())
        #expect(told.withLock { $0 } == [
            .unhandled(tag: "number-fact", type: "ReelTests.Trivia.NumberFact"),
            .unhandled(tag: "Quote", type: "ReelTests.Trivia.Quote"),
        ])
        #expect(program.faults.count == 6)
    }

    @Test("given two programs, then each tells its own reporter of the same fault once")
    func oncePerProgram() {
        let told = Locked(0)
        var services = Services(seed: 1)
        services.faultReporter = FaultReporter { _ in told.withLock { $0 += 1 } }
        for _ in 1...2 {
            let program = Program<Trivia>(input: (), services: services)
            program.send(.ask(1))
            program.send(.ask(2))
            #expect(program.waitUntilIdle())
        }
        #expect(told.withLock { $0 } == 2)
    }

    @Test("a type's name in source drops its module, nested and generic names kept")
    func nameInSource() {
        #expect(RequestFault.unhandled(tag: "t", type: "App.Outer.Fetch<App.Item>").description
            .contains("services.register(Outer.Fetch<App.Item>.self)"))
        #expect(RequestFault.unhandled(tag: "t", type: "Fetch").description.contains("services.register(Fetch.self)"))
    }
}
