import Dispatch
import ReelExampleApp
import ReelExampleSupport
import ReelExampleFeed
import Foundation
import Reel
import ReelTesting
import Testing

/// The same app against a real HTTP server (the example backend served by Python on 127.0.0.1),
/// through URLSession, a real clock and a real disk cache.
@Suite("App against a real server")
struct RealServerTests {
    private func send(_ program: Program<ExampleApp>, _ msg: ScreenMsg) {
        program.send(.screen(id: program.model.topID, msg: msg))
        #expect(program.waitUntilIdle(timeout: .seconds(20)))
    }

    @Test("given a real server streaming /feed, when the feed is followed, then lines arrive as sent; after pause the connection closes and nothing more arrives")
    func liveFeedOverHTTP() throws {
        let server = try ExampleServer()
        var services = Services(seed: 0)
        URLSessionLineStream.register(in: &services)
        let threeLines = DispatchSemaphore(value: 0)
        let program = Program<Feed>(input: Feed.Input(api: API(server.baseURL + "/")), services: services) { step in
            if case .lineArrived = step.msg, step.model.lines.count == 3 { threeLines.signal() }
        }
        #expect(threeLines.wait(timeout: .now() + 20) == .success)
        program.send(.pauseTapped)
        #expect(program.waitUntilIdle())
        let paused = program.model.lines.count
        #expect(program.model.lines.prefix(3) == ["09:00 Build 4812 started", "09:01 Tests: 402 passed", "09:02 Deployed to staging"])
        #expect(try server.waitForFeedToClose(), "stopping the subscription closed the connection")
        #expect(program.waitUntilIdle())
        #expect(program.model.lines.count == paused, "no line reached update after the pause")
        #expect(program.subscriptions.isEmpty)
    }

    @Test("given a real server's base URL, when the app signs in, searches, opens an item and the profile, then it all works")
    func tourOverHTTP() throws {
        let server = try ExampleServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = Program<ExampleApp>(
            input: ExampleApp.Input(api: API(server.baseURL + "/")), services: .live(cacheDirectory: directory))
        #expect(program.waitUntilIdle())

        send(program, .login(.firstNameChanged("Ada")))
        send(program, .login(.lastNameChanged("Lovelace")))
        send(program, .login(.loginTapped))
        #expect(program.frame.text.contains("Hello Ada Lovelace <3"))

        send(program, .greeting(.openTapped(.search)))
        send(program, .search(.queryChanged("med-ap")))
        #expect(program.frame.text.contains("med-app.biz"))
        #expect(program.frame.lines[23].hasPrefix("1–3 of 3"))
        send(program, .search(.backTapped))

        send(program, .greeting(.openTapped(.catalog)))
        send(program, .catalog(.rowOpened(9)))
        #expect(program.frame.text.contains("Sour, bright and fragrant"))
        #expect(program.frame.lines[23].hasPrefix("Picture from network"))
        send(program, .item(.backTapped))
        send(program, .catalog(.backTapped))

        send(program, .greeting(.openTapped(.profile)))
        #expect(program.frame.text.contains("This user has 128 friends"))

        let seen = try server.seen()
        #expect(seen.map(\.request).contains("GET /search?query=med-ap"))
        let me = try #require(seen.first { $0.request == "GET /me" })
        #expect(me.authorization == "Bearer offline-7f3a9c2e51d84b06")
        #expect(seen.filter { $0.request != "GET /me" }.allSatisfy { $0.authorization == nil })
    }
}
