import Observation
import Reel
@testable import ReelUI
import Testing

/// What SwiftUI's views expect of a store, played as SwiftUI plays them: `sheet(item:)` presents
/// again when its item's id changes, and a navigation stack's popped screens leave nothing behind.
@MainActor
@Suite("Store: what SwiftUI's presentations and stacks expect")
struct StoreViewBehaviourTests {
    @Test("given a sheet over an identifiable item, when the item is replaced in place by another id, then the binding gives a new store with the new id")
    func aReplacedItemIsPresentedAgain() throws {
        let store = Store(Editor.self, input: ())
        let sheet = store.presentation(\.editing, Editor.Msg.editing, dismiss: .closed)
        store.send(.opened(1))
        let first = try #require(sheet.wrappedValue)
        #expect(first.id == 1)

        // `sheet(item:)` compares its item's id after each change, and presents anew when it differs.
        let told = Locked(false)
        withObservationTracking { _ = sheet.wrappedValue } onChange: { told.withLock { $0 = true } }
        store.send(.opened(2))
        #expect(told.withLock { $0 }, "the sheet's reader is told")
        let second = try #require(sheet.wrappedValue)
        #expect(second !== first, "another item is another store")
        #expect(second.id == 2, "identified by the new item's id, so SwiftUI presents it again")
        #expect(second.title == "eggs")
        #expect(first.title == "milk", "the first store keeps showing its own item")
    }

    @Test("given a generic helper that knows the part only as Equatable, when the item is replaced in place, then it too gets a new store")
    func identityIsDecidedFromTheValue() throws {
        let store = Store(Editor.self, input: ())
        store.send(.opened(1))
        let first = try #require(presentedThroughHelper(store, \.editing, Editor.Msg.editing))
        store.send(.opened(2))
        let second = try #require(presentedThroughHelper(store, \.editing, Editor.Msg.editing))
        #expect(second !== first)
        #expect(second.id == 2)
    }

    /// An app's own helper, generic over `Equatable` parts: it cannot pick an `Identifiable` overload.
    func presentedThroughHelper<Model, Msg, Part: Equatable & Sendable, PartMsg: Sendable>(
        _ store: Store<Model, Msg>, _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg>? {
        store.scope(keyPath, embed)
    }

    @Test("given a navigation stack, when a hundred screens are pushed, scoped and popped, then the root store keeps nothing for them")
    func poppedScreensAreForgotten() throws {
        let store = Store(Harbor.self, input: ())
        let path = store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo)
        _ = path.wrappedValue
        let (parts, watches, listed) = (store.parts.count, store.watches.count, store.state.watchList.count)

        for round in 1...100 {
            store.send(.pushed("screen \(round)"))
            let id = try #require(path.wrappedValue.last)
            // As `navigationDestination(for:)` does for the screen on top: its store, read.
            let screen = try #require(store.scope(stack: \.stack, id: id, Harbor.Msg.screen))
            _ = screen.page?.title
            path.wrappedValue = []  // the back button
            #expect(path.wrappedValue == [])
        }
        #expect(store.parts.count == parts, "no store is kept for a popped screen")
        #expect(store.watches.count == watches, "no presence is watched for a popped screen")
        #expect(store.state.watchList.count == listed, "nothing of a popped screen is compared after each update")
    }
}
