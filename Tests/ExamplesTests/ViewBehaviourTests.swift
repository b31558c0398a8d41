import Dispatch
import Foundation
import Reel
import ReelExampleApp
import ReelExampleCatalog
import ReelExampleProfile
import ReelExampleViews
import ReelUI
import Testing

/// What the example views do at run time that SwiftUI users expect, played over their stores as
/// the views play them: rows keyed by their items' ids, and a pull to refresh that lasts as long
/// as the refresh it shows.
@MainActor
@Suite("Example views behave as SwiftUI users expect")
struct ViewBehaviourTests {
    let clock = VirtualClock()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("view-behaviour-\(UUID())")

    var services: Services { ExampleBackend.services(timers: clock, cacheDirectory: cache) }

    @Test("given the catalog's rows, when an item comes above the others, then each row keeps its item's id and only the positions move")
    func rowsAreKeyedByTheirItemsIDs() {
        let before = [CatalogItem(id: "lemon", name: "Lemon"), CatalogItem(id: "lime", name: "Lime")].listRows(id: \.id)
        let after = [CatalogItem(id: "apple", name: "Apple"), CatalogItem(id: "lemon", name: "Lemon"),
                     CatalogItem(id: "lime", name: "Lime")].listRows(id: \.id)
        // SwiftUI diffs rows by id: "lemon" and "lime" are the same rows, moved down; "apple" came.
        #expect(before.map(\.id) == ["lemon", "lime"])
        #expect(after.map(\.id) == ["apple", "lemon", "lime"])
        #expect(after.first { $0.id == "lemon" }?.item.name == "Lemon", "a row's id follows its item, not its position")
        #expect(after.map(\.position) == [1, 2, 3], "a row's tap sends its position now")
    }

    @Test("given the loaded catalog, then its rows' ids are unique, so SwiftUI can tell every row apart")
    func theCatalogsRowIDsAreUnique() async {
        let store = Store(CatalogFlow.self, input: .init(api: .offline), services: services)
        #expect(await store.settle(advancing: clock, timeout: .seconds(120)))
        let rows = store.scope(\.list, CatalogFlow.Msg.list).items.listRows(id: \.id)
        #expect(!rows.isEmpty)
        #expect(Set(rows.map(\.id)).count == rows.count)
    }

    @Test("given the profile's automatic refresh in flight, when the list is pulled, then the spinner lasts until that refresh ends")
    func aPullDuringTheAutomaticRefreshWaitsForIt() async {
        let store = Store(Profile.self, input: .init(api: .offline, session: Fixtures.session), services: services)
        #expect(await store.settle(advancing: clock, timeout: .seconds(120)))
        #expect(!store.isRefreshing)
        store.send(.refreshDue(clock.currentDate))  // what the minute's tick sends: the automatic refresh starts
        #expect(store.isRefreshing)

        let finished = Locked(false)
        let pull = Task { @MainActor in
            await ProfilePull.perform(on: store)  // what ProfileView's `refreshable` runs
            finished.withLock { $0 = true }
            return store.isRefreshing
        }
        // The refresh waits on the virtual clock (the offline backend's latency): nothing moves it yet.
        #expect(await eventually { finished.withLock { $0 } } == false, "the pull's spinner ended while the refresh ran")
        #expect(store.isRefreshing)
        #expect(await store.settle(advancing: clock, timeout: .seconds(120)))
        #expect(await pull.value == false, "the pull ended with the refresh")
    }
}
