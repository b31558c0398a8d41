import Dispatch
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
#endif
import Reel
import ReelExampleApp
import ReelExampleCatalog
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleStopwatch
import ReelExampleViews
import ReelUI
import Testing

/// The flows of the SwiftUI views in `Examples/Views`, played over their stores: each test sends
/// what a view's controls send, and sets what SwiftUI sets (a sheet's item to nil, a shorter
/// navigation path, an alert's `isPresented` to false), through the same bindings the views use.
@MainActor
@Suite("Example views' flows over their stores")
struct ViewFlowsTests {
    let clock = VirtualClock()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID())")

    var services: Services { ExampleBackend.services(timers: clock, cacheDirectory: cache) }

    /// Lets the store finish its work on the virtual clock, with room for a main actor busy with other suites.
    func settle<Model, Msg>(_ store: Store<Model, Msg>) async -> Bool {
        await store.settle(advancing: clock, timeout: .seconds(120))
    }

    @Test("given the login form, when names are typed and login tapped, then the form signs in; a missing name says so")
    func loginSignsIn() async {
        let store = Store(Login.self, input: .init(api: .offline), services: services)
        store.send(.loginTapped)
        guard case .invalid = store.status else {
            Issue.record("an empty form is not refused: \(store.status)")
            return
        }
        store.binding(\.firstName, send: Login.Msg.firstNameChanged).wrappedValue = "Ada"
        store.binding(\.lastName, send: Login.Msg.lastNameChanged).wrappedValue = "Lovelace"
        #expect(store.status == .editing, "typing clears the complaint")
        store.send(.loginTapped)
        #expect(store.status == .signingIn)
    }

    @Test("given the catalog, when a row is tapped, then its details are pushed, with a store of their own that loads the item")
    func catalogPushesDetails() async throws {
        let store = Store(CatalogFlow.self, input: .init(api: .offline), services: services)
        #expect(await settle(store))
        let path = store.navigationPath(\.path, popTo: CatalogFlow.Msg.poppedTo)
        let list = store.scope(\.list, CatalogFlow.Msg.list)
        let lemon = try #require(list.items.firstIndex { $0.name == "Lemon" })
        #expect(path.wrappedValue == [])

        list.send(.rowOpened(lemon + 1))
        let id = try #require(path.wrappedValue.last)
        #expect(path.wrappedValue == [id])
        let screen = try #require(store.scope(stack: \.path, id: id, CatalogFlow.Msg.screen))
        let details = try #require(screen.scope(\.details, CatalogFlow.Screen.Msg.details))
        #expect(await settle(store))
        guard case .loaded(let item) = details.phase else {
            Issue.record("the details did not load: \(details.phase)")
            return
        }
        #expect(item.name == "Lemon")
    }

    @Test("given pushed details, when share is tapped and the sheet swiped away, then the sheet comes and goes by the flow's messages")
    func catalogSharesAndDismisses() async throws {
        let store = Store(CatalogFlow.self, input: .init(api: .offline), services: services)
        #expect(await settle(store))
        store.send(.list(.rowOpened(1)))
        #expect(await settle(store))
        let sheet = store.presentation(\.share, CatalogFlow.Msg.share, dismiss: .shareDismissed)
        #expect(sheet.wrappedValue == nil)

        let id = try #require(store.path.top?.id)
        let details = try #require(store.scope(stack: \.path, id: id, CatalogFlow.Msg.screen)?.scope(\.details, CatalogFlow.Screen.Msg.details))
        details.send(.shareTapped)
        let share = try #require(sheet.wrappedValue)
        #expect(share.name == store.list.items[0].name)
        #expect(share.link.hasSuffix("items/" + store.list.items[0].id))

        sheet.wrappedValue = nil
        #expect(store.model.share == nil)
        #expect(sheet.wrappedValue == nil)

        details.send(.shareTapped)
        try #require(sheet.wrappedValue).send(.closeTapped)
        #expect(store.model.share == nil, "the sheet's own close button dismisses it too")
    }

    @Test("given pushed details, when SwiftUI pops back to the list, then the stack is empty and the details' store reads no successor")
    func catalogPopsBack() async throws {
        let store = Store(CatalogFlow.self, input: .init(api: .offline), services: services)
        #expect(await settle(store))
        let path = store.navigationPath(\.path, popTo: CatalogFlow.Msg.poppedTo)
        store.send(.list(.rowOpened(1)))
        let first = try #require(path.wrappedValue.last)
        let firstDetails = try #require(store.scope(stack: \.path, id: first, CatalogFlow.Msg.screen)?.scope(\.details, CatalogFlow.Screen.Msg.details))

        path.wrappedValue = []
        #expect(store.path.isEmpty)
        #expect(store.scope(stack: \.path, id: first, CatalogFlow.Msg.screen) == nil)

        store.send(.list(.rowOpened(2)))
        let second = try #require(path.wrappedValue.last)
        #expect(second != first)
        #expect(firstDetails.itemID == store.list.items[0].id)
        #expect(store.scope(stack: \.path, id: second, CatalogFlow.Msg.screen)?.details?.itemID == store.list.items[1].id)
    }

    @Test("given a type the backend lacks, when the list fails, then an alert shows whose Retry loads the list again")
    func catalogAlertsOnFailure() async throws {
        let store = Store(CatalogFlow.self, input: .init(api: .offline, type: "rocks"), services: services)
        #expect(await settle(store))
        let alert = store.alertPresentation(\.alert, CatalogFlow.Msg.alert, dismiss: .alertDismissed)
        #expect(alert.isPresented.wrappedValue)
        let state = try #require(alert.state)
        #expect(state.title == "Could not load the catalog")
        #expect(state.buttons.map(\.title) == ["Retry", "Cancel"])

        alert.choose(state.buttons[0])
        alert.isPresented.wrappedValue = false
        #expect(store.model.alert == nil)
        #expect(store.list.phase == .loading, "Retry sent the list's request again")
        #expect(await settle(store))
        let again = store.alertPresentation(\.alert, CatalogFlow.Msg.alert, dismiss: .alertDismissed)
        #expect(again.state != nil, "it failed again, and says so again")
        again.choose(try #require(again.state?.buttons[1]))
        again.isPresented.wrappedValue = false
        #expect(store.model.alert == nil, "Cancel dismisses")
    }

    @Test("given notes, when two are added and the first deleted as the list's swipe sends it, then the second remains, saved")
    func notesAddAndDelete() async throws {
        let file = cache.appendingPathComponent("notes.json").path
        let store = Store(Notes.self, input: .init(path: file), services: services)
        #expect(await settle(store))
        store.send(.addTapped("milk"))
        store.send(.addTapped("eggs"))
        #expect(await settle(store))
        #expect(store.notes.map(\.text) == ["milk", "eggs"])

        for offset in IndexSet([0]).sorted(by: >) { store.send(.deleteTapped(position: offset + 1)) }
        #expect(await settle(store))
        #expect(store.notes.map(\.text) == ["eggs"])
        #expect(store.file == .saved)
    }

    @Test("given three notes, when the last is dragged to the top as the list's move sends it, then the order follows, saved")
    func notesMove() async throws {
        let file = cache.appendingPathComponent("notes.json").path
        let store = Store(Notes.self, input: .init(path: file), services: services)
        #expect(await settle(store))
        for text in ["milk", "eggs", "tea"] { store.send(.addTapped(text)) }
        #expect(await settle(store))

        // SwiftUI's onMove(IndexSet([2]), 0), as NotesView turns it into a message.
        let (source, destination) = (2, 0)
        store.send(.moveTapped(from: source + 1, to: (destination > source ? destination - 1 : destination) + 1))
        #expect(store.notes.map(\.text) == ["tea", "milk", "eggs"])
        #expect(await settle(store))
        #expect(store.file == .saved)

        store.send(.moveTapped(from: 1, to: 3))
        #expect(store.notes.map(\.text) == ["milk", "eggs", "tea"])
        store.send(.moveTapped(from: 1, to: 4))
        #expect(store.notes.map(\.text) == ["milk", "eggs", "tea"], "a position past the end moves nothing")
    }

    @Test("given the stopwatch, when started, lapped, stopped and reset as its buttons send, then the reading and laps follow")
    func stopwatchButtons() {
        let store = Store(Stopwatch.self, input: (), services: services)
        store.send(.startTapped)
        #expect(store.running)
        clock.advance(by: Stopwatch.tick)
        clock.advance(by: Stopwatch.tick)
        store.send(.lapTapped)
        #expect(store.laps.map(\.number) == [1])
        #expect(store.laps.first?.elapsed == Stopwatch.tick * 2)
        store.send(.stopTapped)
        #expect(!store.running)
        store.send(.resetTapped)
        #expect(store.elapsed == .zero)
        #expect(store.laps.isEmpty)
    }

    @Test("given the profile, when the list is pulled to refresh, then the pull's wait ends once the refreshed profile is shown")
    func profileRefreshes() async {
        let store = Store(Profile.self, input: .init(api: .offline, session: Fixtures.session), services: services)
        #expect(await settle(store))
        let shown = store.friends
        #expect(shown != nil && !store.isRefreshing)
        let finished = Locked(false)
        let pull = Task { @MainActor in
            await store.sendAndWait(.refreshTapped)
            finished.withLock { $0 = true }
            return store.isRefreshing
        }
        #expect(await eventually { store.isRefreshing })
        #expect(!finished.withLock { $0 }, "the spinner stays while the refresh is in flight")
        #expect(await settle(store))
        #expect(await pull.value == false, "the wait ended with the refresh applied")
        #expect(store.friends == shown)
    }

    @Test("given the stopwatch running, when a lap is taken with an animation, then the laps' view is told inside it")
    func stopwatchLapAnimates() {
        let store = Store(Stopwatch.self, input: (), services: services)
        store.send(.startTapped)
        let told = Locked<[Animation?]>([])
        withObservationTracking { _ = store.laps } onChange: {
            let transaction = MainActor.assumeIsolated { store.transaction?.animation }
            told.withLock { $0.append(transaction) }
        }
        store.send(.lapTapped, animation: .default)
        #expect(told.withLock { $0 } == [.default])
    }
}

/// Lets the main queue run until `condition` holds, a bounded number of times; false if it never does.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
    return condition()
}
