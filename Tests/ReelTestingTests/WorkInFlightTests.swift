import Reel
@testable import ReelTesting
import Testing

/// Properties see the work in flight after each step: what it is, its id and scope, since which
/// step, and what the step stopped; and the built-in work properties break where they should.
@Suite("properties of the work in flight")
struct WorkInFlightTests {
    /// The steps a session of `Finder` showed its properties, each as its work in flight and
    /// what it stopped.
    private func seen(_ steps: [ExploreDecision<Finder.Msg>], world: SimulatedWorld = Finder.world) -> [(inFlight: [String], stopped: [String])] {
        let seen = Locked<[(inFlight: [String], stopped: [String])]>([])
        let explorer = Explorer(
            Finder.self, input: (), world: world,
            properties: [.work("records") { step in
                seen.withLock { $0.append((step.inFlight.map(\.description), step.stopped.map(\.description))) }
                return nil
            }])
        #expect(explorer.check(steps) == nil)
        return seen.withLock { $0 }
    }

    @Test("given a search typed twice, a feed followed and a bell set, then each step sees what is in flight since when, and what it replaced")
    func stepsSeeTheirWork() {
        let steps = seen([.send(.typed("a")), .send(.typed("b")), .send(.followed(true)), .send(.bellSet(seconds: 2)), .answer(1, outcome: 0)])
        let search = { (text: String, since: Int) in
            "http GET http://finder.test/?q=\(text) [authorization: <redacted>] id=find, since step \(since)"
        }
        #expect(steps.count == 5, "\(steps)")
        #expect(steps[0].inFlight == [search("a", 1)] && steps[0].stopped.isEmpty)
        #expect(steps[1].inFlight == [search("b", 2)] && steps[1].stopped == [search("a", 1)], "latest wins stops the older request")
        #expect(steps[2].inFlight == [search("b", 2), "FinderFeed(name: \"news\") id=feed, since step 3"])
        #expect(steps[3].inFlight.last == "after 2000ms send bellRang, since step 4")
        #expect(steps[4].inFlight.count == 2 && steps[4].stopped.isEmpty, "the answer ends the request without stopping it")
        #expect(!steps[4].inFlight.contains(search("b", 2)))
    }

    @Test("given a property that does not read work, then sessions do not keep track of it")
    func workIsTrackedOnlyWhenRead() {
        let counted = Locked(0)
        let explorer = Explorer(Finder.self, input: (), properties: [Property("plain") { step in
            counted.withLock { $0 += step.inFlight.count }
            return nil
        }])
        #expect(explorer.check([.send(.typed("a")), .send(.bellSet(seconds: 1))]) == nil)
        #expect(counted.withLock { $0 } == 0)
    }

    @Test("given two bells set, then at most one timer in flight breaks, naming both")
    func atMostInFlight() throws {
        let explorer = Explorer(Finder.self, input: (), properties: [
            .atMostInFlight(1, "one bell at a time") { if case .timer = $0.kind { true } else { false } },
        ])
        #expect(explorer.check([.send(.bellSet(seconds: 1)), .advanceTime, .send(.bellSet(seconds: 1))]) == nil)
        let violation = try #require(explorer.check([.send(.bellSet(seconds: 1)), .send(.bellSet(seconds: 3))]))
        #expect(violation.property == "one bell at a time" && violation.step == 2)
        #expect(violation.detail == "after bellSet(seconds: 3), 2 in flight (at most 1): after 1000ms send bellRang, since step 1; "
                + "after 3000ms send bellRang, since step 2")
    }

    @Test("given a search typed while one runs, then never restarted in flight breaks; typed after the answer, it holds")
    func neverRestartedInFlight() throws {
        let explorer = Explorer(Finder.self, input: (), properties: [
            .neverRestartedInFlight("one search at a time") { $0.isHTTP("get", path: "/") },
        ])
        #expect(explorer.check([.send(.typed("a")), .answer(0, outcome: 0), .send(.typed("b"))]) == nil)
        let violation = try #require(explorer.check([.send(.typed("a")), .send(.typed("b"))]))
        #expect(violation.step == 2)
        #expect(violation.detail.hasPrefix("after typed(\"b\"), http GET http://finder.test/?q=b"))
        #expect(violation.detail.hasSuffix("in place of http GET http://finder.test/?q=a [authorization: <redacted>] id=find, since step 1, which it stopped"))
    }

    @Test("given work the world cannot answer, then it is left once the world settles; answerable work and timers end, and subscriptions do not count")
    func eventuallyAnsweredOrCancelled() throws {
        let property = Property<Finder>.eventuallyAnsweredOrCancelled("everything ends")
        let settling = Explorer(Finder.self, input: (), world: Finder.world, properties: [property])
        #expect(settling.check([.send(.typed("a")), .send(.bellSet(seconds: 9)), .send(.followed(true))]) == nil)

        var silent = Finder.world
        silent.http = { _ in [] }
        var explorer = Explorer(Finder.self, input: (), world: silent, properties: [property])
        explorer.settleSteps = 5
        let violation = try #require(explorer.check([.send(.typed("a")), .send(.bellSet(seconds: 9))]))
        #expect(violation.step == 3, "the bell rang while the world settled")
        #expect(violation.detail == "once the session was over, the world answered every command it could and let time run (1 steps), "
                + "and still in flight: http GET http://finder.test/?q=a [authorization: <redacted>] id=find, since step 1")
    }

    @Test("given a failure of a property of work, when printed for a tester, then the explorer's check form is printed with the reason")
    func testerSourceFallsBackToCheck() throws {
        let explorer = Explorer(Finder.self, input: (), properties: [.atMostInFlight(0, "no search") { $0.httpRequest != nil }])
        let failure = try #require(explorer.explore(runs: 20, steps: 10, seed: 1).failure)
        let source = failure.testerSource()
        #expect(source.contains("// The explorer checks this property itself: a tester does not keep track of the work in flight."))
        #expect(source.contains("let violation = explorer.check(["))
    }

    @Test("given a request path, then isHTTP matches it whole or at the end of an API's base path, and the method when given")
    func httpMatching() {
        let work = { (url: String) in
            WorkInFlight(kind: .request(HTTPRequest.get(url)), id: nil, scope: nil, since: 1, ticket: 1, text: "")
        }
        #expect(work("https://example.org/v1/me").isHTTP(path: "/me"))
        #expect(work("fixture://api/me?x=1").isHTTP("GET", path: "/me"))
        #expect(!work("fixture://api/me").isHTTP("POST", path: "/me"))
        #expect(!work("fixture://api/home").isHTTP(path: "/me"))
        #expect(!work("fixture://api/me").isRequest(CurrentTime.self))
    }
}
