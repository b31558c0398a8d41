import Foundation
import Reel
import ReelLog
import ReelTesting
import ReelUI
import Testing

@MainActor
@Suite("Store: the same scene everywhere")
struct StoreRecordingTests {
    @Test("given a session driven through a store and recorded, when its log is replayed, then every step verifies")
    func aStoreHostedSessionReplays() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let fetches = HeldFetches()
        let clock = VirtualClock()
        let recorder = try LogRecorder<Panel>(to: url, frameSize: .standard, storesFrames: true)
        let store = Store(Panel.self, input: (), services: fetches.services(timers: clock), observer: recorder.record)
        let query = store.binding(\.query, send: Panel.Msg.queryChanged)
        query.wrappedValue = "m"
        query.wrappedValue = "me"
        store.send(.rowsLoaded(3))
        store.scope(each: \.rows, Panel.Msg.row)[1].send(.renamed("second"))
        store.send(.fetchTapped("a"))
        fetches.answer("a", with: "A")
        store.send(.tickingToggled)
        clock.advance(by: .milliseconds(200))
        store.send(.tickingToggled)
        #expect(await store.settle(advancing: clock))
        recorder.close()

        let verdict = Replay<Panel>.verify(logAt: url)
        #expect(verdict.isIdentical, "\(verdict)")
        #expect(try Replay<Panel>.travel(to: 4, inLogAt: url).model.rows[1].title == "second")
    }
}
