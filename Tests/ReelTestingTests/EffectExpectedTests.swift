import Reel
import ReelTesting
import Testing

/// Expected commands written without a `then`, compared with the ones an update returns.
@Suite struct EffectExpectedTests {
    private enum Msg: Equatable, Sendable { case loaded(CacheOutcome) }

    @Test func givenCacheCommandWithThen_whenComparedWithExpectedCache_thenEqualOnlyForTheSameCommandAndID() {
        let read = CacheCommand.read(key: "avatar", tiers: [.memory, .disk])
        let returned: Effect<Msg> = .cache(read, id: "avatar") { .loaded($0) }

        #expect(returned == .cache(read, id: "avatar"))
        #expect(returned != .cache(read), "another id")
        #expect(returned != .cache(.read(key: "avatar", tiers: [.memory]), id: "avatar"), "other tiers")
        #expect(returned != .cache(.remove(key: "avatar", tiers: [.memory, .disk]), id: "avatar"))
    }

    @Test func givenHTTPCommandWithThen_whenComparedWithExpectedHTTP_thenEqualOnlyForTheSameRequest() {
        let returned: Effect<Msg> = .http(.get("http://x.test/a"), id: "a") { _ in .loaded(.miss) }

        #expect(returned == .http(.get("http://x.test/a"), id: "a"))
        #expect(returned != .http(.get("http://x.test/b"), id: "a"))
    }
}
