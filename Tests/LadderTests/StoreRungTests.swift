import Reel
import ReelUI
import Testing

@testable import reel_ladder_08_store

/// Rung 8's twin: the basket in a store, its views invalidated only by what they read.
@MainActor
@Suite("Ladder 08: a store observed as SwiftUI observes it")
struct StoreRungTests {
    @Test("given the rung's messages, then each view renders again only when what it read changed")
    func viewsRenderOnlyWhatTheyRead() {
        let store = Store(Basket.self, input: ())
        let field = View("field") { store.query }
        let list = View("list") { store.items.joined(separator: ",") }
        let views = [field, list]
        views.forEach { $0.render() }
        for msg: Basket.Msg in [.typed("milk"), .addTapped, .typed("eggs"), .typed("eggs"), .typed("milk"), .addTapped] {
            send(msg, to: store, views: views)
        }
        #expect(field.shown == ["", "milk", "", "eggs", "milk"])
        #expect(list.shown == ["", "milk"])
        #expect(store.model == Basket.Model(query: "milk", items: ["milk"]))
    }

    @Test("given a view that read the query, when only the items change, then it is not invalidated, and stays so")
    func aChangeNotReadInvalidatesNothing() {
        let store = Store(Basket.self, input: ())
        store.send(.typed("tea"))
        let list = View("list") { "\(store.items.count)" }
        list.render()
        store.send(.typed("coffee"))
        #expect(!list.invalidated)
        store.send(.addTapped)
        #expect(list.invalidated)
        #expect(list.shown == ["0"])
        store.send(.typed("milk"))
        store.send(.addTapped)
        #expect(list.render() == "2")
    }
}
