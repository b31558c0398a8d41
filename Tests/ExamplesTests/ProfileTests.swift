import ReelExampleSupport
import Foundation
import ReelExampleProfile
import Reel
import ReelTesting
import Testing

@Suite("Profile scene")
struct ProfileTests {
    private let api = Fixtures.api
    private let me = HTTPRequest.get("fixture://api/me", headers: [HTTPHeader("Authorization", "Bearer tok-SECRET-5c1d")])
    private var fetch: Effect<Profile.Msg> { .http(me, id: Profile.requestID) { _ in .refreshTapped } }
    private let ada = ProfileUser(name: "Ada Lovelace", friends: 128, avatar: "/avatars/ada")
    private let adaJSON = #"{"id":42,"name":"Ada Lovelace","friends":128,"avatar":"/avatars/ada","bio":null}"#
    private let key = "avatar:fixture://api/avatars/ada"
    private var read: CacheCommand { .read(key: key, tiers: [.memory, .disk]) }
    private let download = HTTPRequest.get("fixture://api/avatars/ada")
    private var downloadEffect: Effect<Profile.Msg> { .http(download, id: Profile.avatarID) { _ in .refreshTapped } }
    private let old = TextImage(caption: "Ada (cached)", art: ["(o o)"])
    private let fresh = TextImage(caption: "Ada (network)", art: ["(^ ^)"])

    private let refreshEveryMinute = Subscriptions<Profile.Msg>.every(.seconds(60), id: "refresh") { .refreshDue($0) }

    private func started() -> SceneTester<Profile> {
        SceneTester<Profile>(input: .init(api: api, session: Fixtures.session), start: fetch, subscriptions: refreshEveryMinute)
    }

    @Test("given the profile on screen, when a minute passes, then it refreshes itself; a refresh due while one runs starts nothing")
    func refreshesEveryMinute() {
        let t = started()
        t.advance(by: .seconds(60))
        let minute = t.clock.epoch.addingTimeInterval(60)
        t.receive(.refreshDue(minute))  // the first fetch still runs: the guard holds
        #expect(t.pendingRequests.count == 1)
        loaded(t)
        t.advance(by: .seconds(60))
        t.receive(.refreshDue(minute.addingTimeInterval(60)), { $0.isRefreshing = true }, commands: fetch)
        t.send(.refreshTapped)  // a tap during the automatic refresh: nothing
        #expect(t.pendingRequests.count == 1)
        t.discardInFlight()
    }

    private func loaded(_ t: SceneTester<Profile>) {
        t.respond(to: me, with: Fixtures.ok(adaJSON))
        t.receive(.userLoaded(ada), {
            $0.isRefreshing = false
            $0.friends = 128
            $0.avatarURL = "fixture://api/avatars/ada"
        }, commands: .cache(read, id: Profile.avatarID) { _ in .refreshTapped })
    }

    @Test("given a session, when the profile starts, then it fetches /me with the token as a secret header and shows the placeholder")
    func startFetchesWithTheToken() {
        let t = started()
        #expect(t.model == Profile.Model(api: api, token: Fixtures.token, name: "Ada Lovelace", isRefreshing: true))
        #expect(t.pendingRequests.first?.headers.first?.isSecret == true)
        #expect(!t.pendingRequests.description.contains("tok-SECRET"))
        #expect(t.frame.text.contains("no picture"))
        t.discardInFlight()
    }

    @Test("given a cached avatar, when the user loads, then placeholder, then cached, then network picture, written back to both tiers")
    func threeStageAvatar() {
        let t = started()
        loaded(t)
        #expect(t.frame.text.contains("ADA LOVELACE"))
        #expect(t.frame.text.contains("This user has 128 friends"))
        #expect(t.frame.text.contains("Avatar: placeholder"))
        t.respond(to: read, with: .hit(old.data, from: .disk))
        t.receive(.avatarCached(old, from: .disk), { $0.avatar = .cached(old) }, commands: downloadEffect)
        #expect(t.frame.text.contains("(o o)"))
        t.respond(to: download, with: Fixtures.ok(fresh.data))
        let write = CacheCommand.write(key: key, value: fresh.data, tiers: [.memory, .disk])
        t.receive(.avatarDownloaded(fresh), { $0.avatar = .network(fresh) },
                  commands: .cache(write) { _ in .refreshTapped })
        t.respond(to: write, with: .done)
        t.receive(.avatarStored(.done))
        #expect(t.frame.text.contains("(^ ^)"))
        #expect(t.frame.text.contains("Avatar: from network"))
    }

    @Test("given no cached avatar, when the user loads, then the placeholder stays until the network answers")
    func missGoesStraightToTheNetwork() {
        let t = started()
        loaded(t)
        t.respond(to: read, with: .miss)
        t.receive(.avatarNotCached, commands: downloadEffect)
        t.respond(to: download, with: .failure(.timedOut))
        t.receive(.avatarFailed(.timedOut)) { $0.error = "Could not load the avatar: the request timed out" }
        #expect(t.frame.text.contains("no picture"))
    }

    @Test("given a fetch running, when refresh is tapped, then nothing starts and the action shows disabled")
    func refreshCannotOverlap() {
        let t = started()
        t.send(.refreshTapped)
        #expect(t.pendingRequests == [me])
        #expect(t.frame.text.contains("disabled: refreshing"))
        loaded(t)
        t.respond(to: read, with: .hit(fresh.data, from: .memory))
        t.receive(.avatarCached(fresh, from: .memory), { $0.avatar = .cached(fresh) }, commands: downloadEffect)
        t.send(.refreshTapped, { $0.isRefreshing = true }, commands: fetch)
        t.send(.refreshTapped)
        #expect(t.pendingRequests == [download, me])
        t.discardInFlight()
    }

    @Test("given a loaded profile, when a refresh fails, then the error shows and the last good data stays; the next success clears it")
    func refreshErrorKeepsData() {
        let t = started()
        loaded(t)
        t.respond(to: read, with: .miss)
        t.receive(.avatarNotCached, commands: downloadEffect)
        t.respond(to: download, with: Fixtures.ok(fresh.data))
        let write = CacheCommand.write(key: key, value: fresh.data, tiers: [.memory, .disk])
        t.receive(.avatarDownloaded(fresh), { $0.avatar = .network(fresh) }, commands: .cache(write) { _ in .refreshTapped })
        t.respond(to: write, with: .failed("disk full"))
        t.receive(.avatarStored(.failed("disk full")))

        t.send(.refreshTapped, { $0.isRefreshing = true }, commands: fetch)
        t.respond(to: me, with: .failure(.status(500, body: Data())))
        t.receive(.userFailed(.status(500, body: Data()))) {
            $0.isRefreshing = false
            $0.error = "Could not load the profile: server answered 500"
        }
        #expect(t.frame.text.contains("This user has 128 friends"))
        #expect(t.frame.text.contains("! Could not load the profile: server answered 500"))

        t.send(.refreshTapped, { $0.isRefreshing = true; $0.error = nil }, commands: fetch)
        t.respond(to: me, with: Fixtures.ok(#"{"name":"Ada King","friends":1,"avatar":"/avatars/ada"}"#))
        t.receive(.userLoaded(ProfileUser(name: "Ada King", friends: 1, avatar: "/avatars/ada"))) {
            $0.isRefreshing = false
            $0.name = "Ada King"
            $0.friends = 1
        }
        #expect(t.frame.text.contains("ADA KING"))
        #expect(t.frame.text.contains("This user has 1 friend "))
    }

    @Test("given a new session, when told, then the next request carries the new token; back asks to pop")
    func sessionChangeSwapsTheToken() {
        let t = started()
        loaded(t)
        t.respond(to: read, with: .miss)
        t.receive(.avatarNotCached, commands: downloadEffect)
        t.discardInFlight()
        let renewed = Session(user: Fixtures.session.user, token: AuthToken("tok-RENEWED"))
        t.send(.sessionChanged(renewed)) { $0.token = AuthToken("tok-RENEWED") }
        t.send(.sessionChanged(nil))
        let renewedMe = HTTPRequest.get("fixture://api/me", headers: [HTTPHeader("Authorization", "Bearer tok-RENEWED")])
        t.send(.refreshTapped, { $0.isRefreshing = true }, commands: .http(renewedMe, id: Profile.requestID) { _ in .refreshTapped })
        t.discardInFlight()
        t.send(.backTapped, commands: .navigate(.pop))
    }
}

@Suite("Auth token")
struct AuthTokenTests {
    @Test("given a token, when printed, dumped or encoded, then only <redacted> shows")
    func tokenNeverLeaks() throws {
        let token = AuthToken("tok-SECRET-5c1d")
        var dumped = ""
        dump(Fixtures.session, to: &dumped)
        let encoded = String(decoding: try JSONEncoder().encode(Fixtures.session), as: UTF8.self)
        for text in [token.description, String(reflecting: token), "\(Fixtures.session)", dumped, encoded, token.header.description] {
            #expect(!text.contains("tok-SECRET"), "leaked in \(text)")
        }
        #expect(token.header.value == "Bearer tok-SECRET-5c1d")
        #expect(try JSONDecoder().decode(AuthToken.self, from: Data(#""abc""#.utf8)).value == "abc")
    }
}
