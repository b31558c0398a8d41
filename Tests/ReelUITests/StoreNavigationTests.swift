import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a navigation path over a scene stack, and each screen's store")
struct StoreNavigationTests {
    @Test("given pushed screens, then the path is their ids, bottom first")
    func thePathIsTheStacksIDs() {
        let store = Store(Harbor.self, input: ())
        let path = store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo)
        #expect(path.wrappedValue == [])
        store.send(.pushed("A"))
        store.send(.pushed("B"))
        store.send(.pushed("C"))
        #expect(path.wrappedValue == [1, 2, 3])
    }

    @Test("given three screens, when SwiftUI drops the top two from the path, then the pop to the first is sent and applied")
    func aShrunkPathSendsThePop() {
        let store = Store(Harbor.self, input: ())
        let path = store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo)
        for title in ["A", "B", "C"] { store.send(.pushed(title)) }

        path.wrappedValue = [1]
        #expect(store.applied == ["poppedTo(1)"])
        #expect(path.wrappedValue == [1])

        path.wrappedValue = []
        #expect(store.applied == ["poppedTo(1)", "poppedTo(nil)"])
        #expect(path.wrappedValue == [])
    }

    @Test("given a path, when SwiftUI sets one that is not a prefix of it, or the same one, then nothing is sent")
    func anyOtherPathIsIgnored() {
        let store = Store(Harbor.self, input: ())
        let path = store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo)
        for title in ["A", "B"] { store.send(.pushed(title)) }

        path.wrappedValue = [1, 2, 7]
        path.wrappedValue = [2]
        path.wrappedValue = [1, 2]
        #expect(store.applied.isEmpty)
        #expect(path.wrappedValue == [1, 2])
    }

    @Test("given a reader of the path, when a screen changes, then it is not invalidated; when one is pushed, it is")
    func thePathsReaderFollowsIDsOnly() {
        let store = Store(Harbor.self, input: ())
        let path = store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo)
        store.send(.pushed("A"))
        let reader = Reader()
        reader.read { path.wrappedValue }
        store.send(.screen(1, .page(.tapped)))
        #expect(reader.invalidations == 0)
        store.send(.pushed("B"))
        #expect(reader.invalidations == 1)
    }

    @Test("given two screens, then each id's store reads its own screen and its messages reach that screen only")
    func eachScreenHasItsOwnStore() throws {
        let store = Store(Harbor.self, input: ())
        store.send(.pushed("A"))
        store.send(.pushed("B"))
        let screen = { id in store.scope(stack: \.stack, id: id, Harbor.Msg.screen) }  // navigationDestination's one call
        let first = try #require(screen(1))
        let second = try #require(screen(2))
        #expect(first.page?.title == "A")
        #expect(second.page?.title == "B")

        second.send(.page(.tapped))
        #expect(second.page?.taps == 1)
        #expect(first.page?.taps == 0)
        #expect(screen(2) === second, "the same id gives the same store")
        let page = try #require(second.scope(\.page, Harbor.Screen.Msg.page))
        page.send(.tapped)
        #expect(store.stack[id: 2]?.page?.taps == 2)
    }

    @Test("given a popped screen, when another is pushed, then the popped id has no store and its old store still reads the popped screen")
    func aPoppedScreensStoreNeverReadsItsSuccessor() throws {
        let store = Store(Harbor.self, input: ())
        store.send(.pushed("A"))
        store.send(.pushed("B"))
        let popped = try #require(store.scope(stack: \.stack, id: 2, Harbor.Msg.screen))
        #expect(popped.page?.title == "B")

        store.navigationPath(\.stack, popTo: Harbor.Msg.poppedTo).wrappedValue = [1]
        store.send(.pushed("C"))
        #expect(store.scope(stack: \.stack, id: 2, Harbor.Msg.screen) == nil)
        #expect(store.scope(stack: \.stack, id: 3, Harbor.Msg.screen)?.page?.title == "C")
        #expect(popped.page?.title == "B")
    }
}
