import Reel
import ReelUI
import Testing

/// An error that is `Equatable` but not `Codable`.
struct ShelfMiss: Error, Equatable, Sendable {
    var title: String
}

/// A request answered with a plain `Result`.
struct FindBook: Request, Hashable {
    typealias Response = Result<String, ShelfMiss>
    var title: String
}

/// A plain scene whose message carries that `Result`, hosted in a store.
enum Librarian: Scene {
    struct Model: Equatable, Sendable {
        var found: Result<String, ShelfMiss>?
    }

    enum Msg: Equatable, Sendable {
        case find(String)
        case found(Result<String, ShelfMiss>)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .find(let title): return .request(FindBook(title: title), then: Msg.found)
        case .found(let result): model.found = result
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@MainActor
@Suite("Store: messages that are not Codable", .timeLimit(.minutes(5)))
struct StorePlainMessagesTests {
    @Test("given a scene whose message carries a Result with a non-Codable error, when a store runs it, then both answers are applied")
    func storeRunsAPlainScene() async {
        var services = Services(seed: 1)
        services.register(FindBook.self) { request async in
            request.title == "Dune" ? .success("shelf 3") : .failure(ShelfMiss(title: request.title))
        }
        let store = Store(Librarian.self, input: (), services: services)
        // The handler's task runs on the cooperative pool, which tests blocked in parallel may hold for long.
        store.send(.find("Dune"))
        #expect(await store.settle(timeout: .seconds(120)))
        #expect(store.found == .success("shelf 3"))
        store.send(.find("Emma"))
        #expect(await store.settle(timeout: .seconds(120)))
        #expect(store.found == .failure(ShelfMiss(title: "Emma")))
    }

    @Test("given a store whose scene asks for a request nobody handles, then its reporter is told once and the store settles")
    func storeTellsOfAMissingHandlerOnce() async {
        let told = Locked<[RequestFault]>([])
        var services = Services(seed: 1)
        services.faultReporter = FaultReporter { fault in told.withLock { $0.append(fault) } }
        let store = Store(Librarian.self, input: (), services: services)
        store.send(.find("Dune"))
        store.send(.find("Emma"))
        #expect(await store.settle())
        #expect(told.withLock { $0 } == [.unhandled(tag: "FindBook", type: "ReelUITests.FindBook")])
        #expect(store.found == nil)
    }
}
