import Observation
import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: what a reader is invalidated by")
struct StoreObservationTests {
    @Test("given a reader of one value, when another value changes, then it is not invalidated; when its own does, it is")
    func aReaderIsInvalidatedOnlyByWhatItRead() {
        let store = Store(Panel.self, input: ())
        let queryReader = Reader()
        let countReader = Reader()
        queryReader.read { store.query }
        countReader.read { store.count }

        store.send(.tapped)
        #expect(queryReader.invalidations == 0)
        #expect(countReader.invalidations == 1)

        store.send(.queryChanged("med"))
        #expect(queryReader.invalidations == 1)
        #expect(countReader.invalidations == 1, "count read once and not again: tracking is one-shot, as a view's")
    }

    @Test("given a reader of a value, when a message leaves it equal, then it is not invalidated")
    func anEqualValueInvalidatesNothing() {
        let store = Store(Panel.self, input: ())
        store.send(.queryChanged("med"))
        let reader = Reader()
        reader.read { store.query }
        store.send(.queryChanged("med"))
        #expect(reader.invalidations == 0)
    }

    @Test("given a reader of the whole model, when anything changes, then it is invalidated")
    func theWholeModelObservesEverything() {
        let store = Store(Panel.self, input: ())
        let reader = Reader()
        #expect(reader.read { store.model.count } == 0)
        store.send(.tapped)
        #expect(reader.invalidations == 1)
    }

    @Test("given a view that re-renders after each change, when values change in turn, then it is invalidated once per change it read")
    func aReRenderingReaderFollowsItsValue() {
        let store = Store(Panel.self, input: ())
        let reader = Reader()
        var seen: [String] = []
        seen.append(reader.read { store.query })
        for text in ["m", "me", "me", "med"] {
            store.send(.queryChanged(text))
            store.send(.tapped)
            if reader.invalidations > seen.count - 1 { seen.append(reader.read { store.query }) }
        }
        #expect(seen == ["", "m", "me", "med"])
        #expect(reader.invalidations == 3)
    }

    @Test("given a message sent on the main actor, then it is applied before send returns, and a binding reads its own edit back")
    func sendsAreSynchronous() {
        let store = Store(Panel.self, input: ())
        store.send(.queryChanged("m"))
        #expect(store.query == "m")
        let query = store.binding(\.query, send: Panel.Msg.queryChanged)
        for text in ["me", "med", "medx"] {
            query.wrappedValue = text
            #expect(query.wrappedValue == text, "the field reads back what was just typed")
        }
        #expect(store.model.applied == ["query m", "query me", "query med", "query medx"])
    }
}
