import Dispatch
import Observation
import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: observe follows everything it read")
struct StoreObserveTests {
    @Test("given an observe closure reading two stores of two scenes, when the other store changes, then it runs again before that send returns")
    func anotherScenesChangeRerunsIt() {
        let panel = Store(Panel.self, input: ())
        let shelf = Store(Shelf.self, input: ())
        var seen: [String] = []
        let observation = panel.observe { panel in seen.append("\(panel.query) \(shelf.books.count)") }
        shelf.send(.bookAdded("Zen"))
        #expect(seen == [" 2", " 3"])
        panel.send(.queryChanged("m"))
        #expect(seen == [" 2", " 3", "m 3"])
        shelf.send(.panelOpened)  // a value it did not read
        #expect(seen.count == 3)
        observation.cancel()
    }

    @Test("given an observe closure that also reads a plain observable object, when the object changes outside any update, then it runs again on the main queue, once for the burst")
    func aPlainObservableRerunsItOncePerBurst() async {
        let panel = Store(Panel.self, input: ())
        let theme = Theme()
        var seen: [String] = []
        let observation = panel.observe { panel in seen.append("\(panel.count) \(theme.dark)") }
        theme.dark = true
        theme.dark = false
        theme.dark = true
        #expect(seen == ["0 false"], "not inside the change")
        await mainQueueRan()
        #expect(seen == ["0 false", "0 true"])
        panel.send(.tapped)
        #expect(seen == ["0 false", "0 true", "1 true"], "still follows its own store")
        observation.cancel()
    }

    /// Waits until the main queue has run what was queued on it before.
    private func mainQueueRan() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}

/// A plain observable object, as the `@Observable` macro writes one.
@MainActor
private final class Theme: Observable {
    private let registrar = ObservationRegistrar()
    private var stored = false

    var dark: Bool {
        get {
            registrar.access(self, keyPath: \.dark)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.dark) { stored = newValue } }
    }
}
