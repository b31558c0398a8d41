import ReelExampleApp
import ReelExampleSupport
import ReelExampleFeed
import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Live feed scene")
struct FeedTests {
    private let api = Fixtures.api
    private var stream: Subscription<Feed.Msg> {
        .source(Feed.stream(api), id: "feed") { _ in .streamEnded }
    }

    @Test("given the feed, when lines arrive, then they show; pausing stops the stream and a line on its way is dropped")
    func linesThenPause() {
        let t = SceneTester<Feed>(input: Feed.Input(api: api), subscriptions: [stream])
        t.emit(HTTPLines.Event.line("09:00 Build started"), to: "feed")
        t.receive(.lineArrived("09:00 Build started")) { $0.lines = ["09:00 Build started"] }
        t.send(.pauseTapped, { $0.stream = .paused }, subscriptions: SubscriptionChanges(stopped: ["feed"]))
        t.emit(HTTPLines.Event.line("late"), to: "feed")
        t.send(.followTapped, { $0.stream = .live }, subscriptions: SubscriptionChanges(started: [stream]))
        t.emit(HTTPLines.Event.ended, to: "feed")
        t.receive(.streamEnded, { $0.stream = .ended }, subscriptions: SubscriptionChanges(stopped: ["feed"]))
        #expect(t.dropped == [.lineArrived("late")])
        #expect(t.frame.text.contains("Ended · 1 lines"))
    }

    @Test("given a failing stream, then the reason shows in the status line")
    func failure() {
        let t = SceneTester<Feed>(input: Feed.Input(api: api), subscriptions: [stream])
        t.emit(HTTPLines.Event.failed(.unreachable("connection refused")), to: "feed")
        t.receive(.streamFailed("server unreachable: connection refused"), {
            $0.stream = .failed("server unreachable: connection refused")
        }, subscriptions: SubscriptionChanges(stopped: ["feed"]))
        #expect(t.frame.lines.last?.hasPrefix("! server unreachable: connection refused") == true)
    }

}
