@testable import Reel
import Testing

/// A child's messages, and the parent's wrapping of them and of the child's navigation intents.
private enum ChildMsg: Equatable, Sendable, Codable { case saved, loaded(Int) }

private enum ParentMsg: Equatable, Sendable, Codable {
    case child(ChildMsg)
    case navigationRequested(Navigation)
}

@Suite("Effect.map with a navigation handler")
struct EffectNavigationMapTests {
    @Test("given a child effect with intents among other commands, when mapped, then each intent becomes a send in place")
    func intentsBecomeMessagesInPlace() {
        let child: Effect<ChildMsg> = [
            .send(.saved), .navigate(.push("catalog/item/3")), .timer(after: .milliseconds(300), send: .saved, id: "save"),
            .cancel("load"), .navigate(.dismiss),
        ]

        let parent = child.map(ParentMsg.child, navigation: ParentMsg.navigationRequested)

        #expect(parent == [
            .send(.child(.saved)), .send(.navigationRequested(.push("catalog/item/3"))),
            .timer(after: .milliseconds(300), send: .child(.saved), id: "save"), .cancel("load"),
            .send(.navigationRequested(.dismiss)),
        ])
    }

    @Test("given a child HTTP command, when mapped with a navigation handler, then its result is delivered as the parent's message")
    func resultsStillMapThroughTheTransform() throws {
        let child: Effect<ChildMsg> = .http(.get("http://child.test/n"), id: "load") { .loaded((try? $0.get().status) ?? -1) }

        let parent = child.map(ParentMsg.child, navigation: ParentMsg.navigationRequested)

        guard case .request(let request, let id) = try #require(parent.commands.first) else {
            Issue.record("expected an HTTP request, got \(parent)")
            return
        }
        #expect(request.request as? HTTPRequest == .get("http://child.test/n"))
        #expect(id == "load")
        var services = Services()
        services.register(HTTPRequest.self) { _, respond in
            respond(.success(HTTPResponse(status: 204)))
            return NotCancellable()
        }
        let delivered = Locked<[ParentMsg]>([])
        _ = request.start(services, 1) { msg, _ in delivered.withLock { $0.append(msg) } }
        #expect(delivered.withLock { $0 } == [.child(.loaded(204))])
    }

    @Test("given an effect without intents, when mapped with a navigation handler, then it equals the plain map")
    func withoutIntentsItIsThePlainMap() {
        let child: Effect<ChildMsg> = [.send(.saved), .cache(.remove(key: "k", tiers: [.memory]), id: nil) { _ in .saved }]

        #expect(child.map(ParentMsg.child, navigation: ParentMsg.navigationRequested) == child.map(ParentMsg.child))
        #expect(Effect<ChildMsg>.none.map(ParentMsg.child, navigation: ParentMsg.navigationRequested).isNone)
    }
}
