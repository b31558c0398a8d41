import ReelExampleCatalog
import ReelExampleApp
import ReelExampleSupport
import Foundation
import ReelExampleLogin
import ReelExampleProfile
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

/// The whole app on a real `Program`, the offline backend and a virtual clock.
@Suite("App on the offline backend")
struct AppTourTests {
    private let offlineToken = "offline-7f3a9c2e51d84b06"

    private func signIn(_ app: AppDriver) {
        app.tap(.login(.firstNameChanged("Ada")))
        app.tap(.login(.lastNameChanged("Lovelace")))
        app.tap(.login(.loginTapped))
    }

    @Test("given the app, when toured end to end, then each screen shows and the token is in no frame")
    func tour() throws {
        let app = AppDriver()
        let frames = FrameCollector(app.program)
        signIn(app)
        #expect(app.frame.text.contains("Hello Ada Lovelace <3"))
        #expect(app.model.session?.token.value == offlineToken)

        app.tap(.greeting(.openTapped(.search)))
        app.tap(.search(.queryChanged("med")))
        #expect(app.frame.lines[23].hasPrefix("1–17 of 50"))
        app.tap(.search(.backTapped))

        app.tap(.greeting(.openTapped(.catalog)))
        #expect(app.frame.lines[11].contains("9. Lemon"))
        app.tap(.catalog(.rowOpened(9)))
        #expect(app.frame.text.contains("Sour, bright and fragrant"))
        #expect(app.frame.lines[23].hasPrefix("Picture from network"))
        app.tap(.item(.shareTapped))
        #expect(app.frame.text.contains("┌─ Share"))
        app.tap(.share(.closeTapped))
        app.tap(.item(.backTapped))
        app.tap(.catalog(.backTapped))

        app.tap(.greeting(.openTapped(.profile)))
        #expect(app.frame.text.contains("This user has 128 friends"))
        app.tapNow(.profile(.refreshTapped))
        #expect(app.frame.text.contains("disabled: refreshing"))
        app.settle()
        app.tap(.profile(.backTapped))
        app.tap(.greeting(.logoutTapped))
        #expect(app.model.stack.count == 1)
        #expect(app.model.session == nil)
        #expect(app.frame.text.contains("First name  [______"))

        let seen = frames.texts
        #expect(seen.count == app.program.steps)
        #expect(!seen.contains { $0.contains(offlineToken) })
        let me = try #require(app.network.requests.first { $0.url == "fixture://api/me" })
        #expect(me.headers.first?.value == "Bearer \(offlineToken)")
        #expect(!me.description.contains(offlineToken))
    }

    @Test("given a real program, when m, me, med are typed quickly and med again later, then one search request is sent")
    func debounceThroughTheProgram() {
        let app = AppDriver()
        signIn(app)
        app.tap(.greeting(.openTapped(.search)))
        app.tapNow(.search(.queryChanged("m")))
        app.advance(by: .milliseconds(100))
        app.tapNow(.search(.queryChanged("me")))
        app.advance(by: .milliseconds(100))
        app.tap(.search(.queryChanged("med")))
        app.tapNow(.search(.queryChanged("me")))
        app.tap(.search(.queryChanged("med")))
        #expect(app.network.urls.filter { $0.contains("/search") } == ["fixture://api/search?query=med"])
        #expect(app.frame.text.contains("med-med-buy.com"))
    }

    @Test("given a slow request in flight, when a newer query is searched, then the old answer never reaches update")
    func newerQueryWins() {
        let app = AppDriver(latency: .seconds(1))
        let messages = MessageCollector(app.program)
        signIn(app)
        app.tap(.greeting(.openTapped(.search)))
        app.tapNow(.search(.queryChanged("zzz")))
        app.advance(by: .milliseconds(300))
        app.tapNow(.search(.queryChanged("med")))
        app.advance(by: .milliseconds(300))
        #expect(app.network.urls.filter { $0.contains("/search") }.count == 2)
        app.settle()
        #expect(app.clock.now > .milliseconds(1300), "the zzz answer was due at 1.3 s")
        let answers = messages.all.compactMap { msg -> String? in
            guard case .screen(_, let screenMsg) = msg, case .searchResponded(let query, _)? = screenMsg.msg(as: Search.self)
            else { return nil }
            return query
        }
        #expect(answers == ["med"])
        #expect(app.frame.text.contains("med-med-buy.com"))
    }

    @Test("given an item seen once, when opened again, then its picture comes from the cache without a request")
    func secondVisitUsesTheCache() {
        let app = AppDriver()
        signIn(app)
        app.tap(.greeting(.openTapped(.catalog)))
        app.tap(.catalog(.rowOpened(1)))
        #expect(app.frame.lines[23].hasPrefix("Picture from network"))
        app.tap(.item(.backTapped))
        app.tap(.catalog(.rowOpened(1)))
        #expect(app.frame.lines[23].hasPrefix("Picture from cache"))
        #expect(app.network.urls.filter { $0.hasSuffix("/images/apple") }.count == 1)
    }

    @Test("given an avatar on disk from an earlier run, when the profile opens, then placeholder, cached, network in turn")
    func avatarThroughRealCacheTiers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let earlier = AppDriver(cacheDirectory: directory)
        signIn(earlier)
        earlier.tap(.greeting(.openTapped(.profile)))
        #expect(earlier.frame.lines[23].hasPrefix("Avatar: from network"))

        let app = AppDriver(cacheDirectory: directory)
        let stages = AvatarStages(app.program)
        signIn(app)
        app.tap(.greeting(.openTapped(.profile)))
        #expect(stages.seen == ["placeholder", "cached", "network"])
        #expect(app.network.urls.filter { $0.hasSuffix("/avatars/ada") }.count == 1)
    }
}

/// Collects the text of every frame a program renders, step by step.
final class FrameCollector: @unchecked Sendable {
    private var collected: [String] = []
    private var observation: (any Cancellable)?

    init(_ program: Program<ExampleApp>) {
        observation = program.observe { [unowned self] step in collected.append(step.frame.text) }
    }

    /// The frames so far (read once the program is idle).
    var texts: [String] { collected }
}

/// The distinct avatar stages the profile went through, in order.
final class AvatarStages: @unchecked Sendable {
    private var stages: [String] = []
    private var observation: (any Cancellable)?

    init(_ program: Program<ExampleApp>) {
        observation = program.observe { [unowned self] step in
            guard let profile = step.model.top.screen.model(as: Profile.self) else { return }
            let stage = switch profile.avatar {
            case .placeholder: "placeholder"
            case .cached: "cached"
            case .network: "network"
            }
            if stages.last != stage { stages.append(stage) }
        }
    }

    /// The stages so far.
    var seen: [String] { stages }
}

/// Collects every message a program applies.
final class MessageCollector: @unchecked Sendable {
    private var collected: [ExampleApp.Msg] = []
    private var observation: (any Cancellable)?

    init(_ program: Program<ExampleApp>) {
        observation = program.observe { [unowned self] step in collected.append(step.msg) }
    }

    /// The messages so far (read once the program is idle).
    var all: [ExampleApp.Msg] { collected }
}
