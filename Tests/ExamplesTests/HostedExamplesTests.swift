import Foundation
import Observation
import Reel
import ReelExampleApp
import ReelExampleCatalog
import ReelExampleSearch
import ReelExampleStopwatch
import ReelUI
import Testing

/// The examples hosted in stores as an app's screens host them, played the way their views do
/// (`Examples/Views`): each part of a view reads what it shows under observation tracking, reads
/// again when invalidated, and the tests count what was invalidated.
@MainActor
@Suite("Examples hosted in a store")
struct HostedExamplesTests {
    let clock = VirtualClock()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hosted-\(UUID())")

    var services: Services { ExampleBackend.services(timers: clock, cacheDirectory: cache) }

    @Test("given the search's field and results, when a query is typed, then only the field re-renders until the answer comes")
    func searchTypingInvalidatesTheFieldOnly() async {
        let store = Store(Search.self, input: .init(api: .offline), services: services)
        let field = View { store.query }
        let results = View { store.phase }
        let query = store.binding(\.query, send: Search.Msg.queryChanged)
        for text in ["m", "me", "med"] {
            query.wrappedValue = text
            #expect(query.wrappedValue == text, "the field reads its own keystroke back")
            field.renderIfInvalidated()
        }
        #expect(field.renders == 4)
        #expect(results.renders == 1)

        #expect(await store.settle(advancing: clock))
        results.renderIfInvalidated()
        guard case .found(let domains) = results.value else {
            Issue.record("no results for med: \(results.value)")
            return
        }
        #expect(!domains.isEmpty)
        #expect(field.renders == 4, "the answer changed the results, not the field")

        let selection = View { store.selection }
        store.send(.selectionMoved(by: 2))
        selection.renderIfInvalidated()
        results.renderIfInvalidated()
        #expect(selection.value == 2)
        #expect(results.renders == 2, "scrolling the results does not redraw the list")
    }

    @Test("given the catalog's list with a view per row, when the list is scrolled, then no row re-renders")
    func catalogScrollingInvalidatesNoRow() async throws {
        let store = Store(CatalogList.self, input: .init(api: .offline, type: "fruit"), services: services)
        #expect(await store.settle(advancing: clock))
        let list = View { store.scope(each: \.items, id: \.id) }
        let rows = list.value.map { row in View { row.name } }
        #expect(rows.count > 3)
        #expect(rows.map(\.value) == store.items.map(\.name))
        let selection = View { store.selection }

        for _ in 0..<3 {
            store.send(.selectionMoved(by: 1))
            selection.renderIfInvalidated()
        }
        #expect(selection.value == 3)
        #expect(selection.renders == 4)
        #expect(list.renders == 1)
        #expect(rows.allSatisfy { $0.renders == 1 }, "no row changed")
    }

    @Test("given the stopwatch with its reading and its laps, when it ticks, then the reading alone follows, and the UIKit label runs again per tick")
    func stopwatchTicksInvalidateTheReadingOnly() {
        let store = Store(Stopwatch.self, input: (), services: services)
        let reading = View { store.elapsed }
        let laps = View { store.laps }
        var label: [String] = []
        let observation = store.observe { store in label.append(Stopwatch.reading(store.elapsed)) }
        store.send(.startTapped)
        for _ in 0..<3 {
            clock.advance(by: Stopwatch.tick)
            reading.renderIfInvalidated()
        }
        #expect(reading.renders == 4)
        #expect(laps.renders == 1)
        #expect(label.count == 4, "the label ran once and again per tick: \(label)")
        store.send(.lapTapped)
        #expect(store.laps.count == 1, "the lap's time stamp, asked of the clock, came back before send returned")
        laps.renderIfInvalidated()
        #expect(laps.renders == 2)
        observation.cancel()
    }
}

/// A part of a view: it renders (reads under observation tracking) once when made, and again
/// when told to if what it read changed, as SwiftUI re-renders an invalidated body.
@MainActor
final class View<Value> {
    private let body: () -> Value
    private let invalidated = Locked(false)
    private(set) var renders = 0
    private(set) var value: Value

    init(_ body: @escaping () -> Value) {
        self.body = body
        value = body()  // replaced at once, tracked
        render()
    }

    func renderIfInvalidated() {
        if invalidated.withLock({ $0 }) { render() }
    }

    private func render() {
        invalidated.withLock { $0 = false }
        renders += 1
        value = withObservationTracking(body) { [invalidated] in invalidated.withLock { $0 = true } }
    }
}
