import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: an alert kept in the model, its buttons sending messages")
struct StoreAlertTests {
    @Test("given no alert, when one is set, then the presentation shows its title, message and buttons")
    func anAlertInTheModelIsShown() throws {
        let store = Store(Harbor.self, input: ())
        #expect(store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed).state == nil)
        #expect(store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed).isPresented.wrappedValue == false)

        store.send(.deleteTapped)
        let alert = store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed)
        #expect(alert.isPresented.wrappedValue)
        let state = try #require(alert.state)
        #expect(state.title == "Delete?")
        #expect(state.message == "It cannot be undone.")
        #expect(state.buttons.map(\.title) == ["Delete", "Keep", "Later"])
        #expect(state.buttons.map(\.role) == [.destructive, .cancel, .cancel])
    }

    @Test("given an alert, when a button is chosen and SwiftUI then dismisses, then the button's message alone is applied")
    func aChosenButtonSendsItsMessage() throws {
        let store = Store(Harbor.self, input: ())
        store.send(.deleteTapped)
        let alert = store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed)
        let delete = try #require(alert.state?.buttons.first)

        alert.choose(delete)
        alert.isPresented.wrappedValue = false
        #expect(store.applied == ["alert(deleteConfirmed)"])
        #expect(store.deleted)
        #expect(store.model.alert == nil)
    }

    @Test("given an alert, when a button without a message is chosen, then SwiftUI's dismissal sends the dismiss message")
    func aButtonWithoutAMessageDismisses() throws {
        let store = Store(Harbor.self, input: ())
        store.send(.deleteTapped)
        let alert = store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed)
        let later = try #require(alert.state?.buttons.last)

        alert.choose(later)
        #expect(store.applied.isEmpty)
        alert.isPresented.wrappedValue = false
        #expect(store.applied == ["alertDismissed"])
        #expect(store.model.alert == nil)
        #expect(!store.deleted)
    }

    @Test("given a reader of the alert, when the alert is set, then it is invalidated")
    func theAlertsReaderIsInvalidated() {
        let store = Store(Harbor.self, input: ())
        let reader = Reader()
        reader.read { store.alertPresentation(\.alert, Harbor.Msg.alert, dismiss: .alertDismissed).state }
        store.send(.deleteTapped)
        #expect(reader.invalidations == 1)
    }

    @Test("an alert is a value: equal alerts compare equal, and a button's message tells them apart")
    func anAlertIsAValue() {
        let keep = AlertState<Harbor.AlertAction>(title: "T", buttons: [.cancel("Keep", action: .kept)])
        #expect(keep == AlertState(title: "T", buttons: [AlertButton("Keep", role: .cancel, action: .kept)]))
        #expect(keep != AlertState(title: "T", buttons: [.cancel("Keep")]))
    }
}
