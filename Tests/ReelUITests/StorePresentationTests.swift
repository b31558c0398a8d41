import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a sheet's binding over an optional child or a destination case")
struct StorePresentationTests {
    @Test("given no detail, when the detail is presented, then the binding holds the detail's store, which reads and sends to it")
    func aPresentedChildIsItsStore() throws {
        let store = Store(Harbor.self, input: ())
        let sheet = store.presentation(\.detail, Harbor.Msg.detail, dismiss: .detailDismissed)
        #expect(sheet.wrappedValue == nil)

        store.send(.detailOpened("Tide"))
        let detail = try #require(sheet.wrappedValue)
        #expect(detail.title == "Tide")
        detail.send(.tapped)
        #expect(detail.taps == 1)
        #expect(store.detail?.taps == 1)
    }

    @Test("given a presented detail, when SwiftUI sets the binding to nil, then the parent's dismiss message is applied")
    func settingNilSendsTheDismissal() {
        let store = Store(Harbor.self, input: ())
        let sheet = store.presentation(\.detail, Harbor.Msg.detail, dismiss: .detailDismissed)
        store.send(.detailOpened("Tide"))

        sheet.wrappedValue = nil
        #expect(store.applied == ["detailOpened", "detailDismissed"])
        #expect(store.detail == nil)
        #expect(sheet.wrappedValue == nil)
    }

    @Test("given a detail the parent dismissed itself, when SwiftUI then sets nil, then no second dismissal is sent")
    func aDismissalOfAnAbsentChildSendsNothing() {
        let store = Store(Harbor.self, input: ())
        let sheet = store.presentation(\.detail, Harbor.Msg.detail, dismiss: .detailDismissed)
        store.send(.detailOpened("Tide"))
        store.send(.detailDismissed)

        sheet.wrappedValue = nil
        #expect(store.applied == ["detailOpened", "detailDismissed"])
    }

    @Test("given a reader of the binding, when the detail is presented and dismissed, then it is invalidated each time")
    func theReaderFollowsPresence() {
        let store = Store(Harbor.self, input: ())
        let sheet = store.presentation(\.detail, Harbor.Msg.detail, dismiss: .detailDismissed)
        let reader = Reader()
        #expect(reader.read { sheet.wrappedValue == nil })
        store.send(.detailOpened("Tide"))
        #expect(reader.invalidations == 1)
        #expect(reader.read { sheet.wrappedValue != nil })
        sheet.wrappedValue = nil
        #expect(reader.invalidations == 2)
    }

    @Test("given a destination case, when it is shown, then only its own case's binding holds a store, which sends to it")
    func aDestinationCaseIsPresentedByItsOwnBinding() throws {
        let store = Store(Harbor.self, input: ())
        let note = store.presentation(\.destination?.note, { Harbor.Msg.destination(.note($0)) }, dismiss: .destinationDismissed)
        let tag = store.presentation(\.destination?.tag, { Harbor.Msg.destination(.tag($0)) }, dismiss: .destinationDismissed)

        store.send(.noteOpened("Gull"))
        #expect(tag.wrappedValue == nil)
        let noteStore = try #require(note.wrappedValue)
        noteStore.send(.tapped)
        #expect(store.destination == .note(Harbor.Page.Model(title: "Gull", taps: 1)))

        store.send(.tagOpened("Buoy"))
        #expect(note.wrappedValue == nil)
        #expect(tag.wrappedValue?.title == "Buoy")
        note.wrappedValue = nil
        #expect(store.applied.isEmpty, "the note is gone: its dismissal sends nothing")
        tag.wrappedValue = nil
        #expect(store.applied == ["destinationDismissed"])
        #expect(store.destination == nil)
    }
}
