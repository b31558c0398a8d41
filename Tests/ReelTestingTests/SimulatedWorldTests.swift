import Foundation
import Reel
@testable import ReelTesting
import Testing

private struct Lookup: Request {
    typealias Response = Int
    var name: String
}

private struct OtherLookup: Request {
    typealias Response = Int
}

private struct Ticks: SubscriptionSource {
    typealias Event = String
    var prefix: String
}

/// What a simulated world can answer app-defined requests with, and what its sources emit.
@Suite struct SimulatedWorldTests {
    @Test func givenNoCandidates_whenAsked_thenAppRequestsAndSourcesHaveNone() {
        let world = SimulatedWorld()

        #expect(world.responses(to: Lookup(name: "ada")).isEmpty)
        #expect(world.events(of: Ticks(prefix: "t")).isEmpty)
    }

    @Test func givenCandidatesForARequestType_whenAsked_thenTheyDependOnTheRequest_andOtherTypesHaveNone() {
        let world = SimulatedWorld().answering(Lookup.self) { [$0.name.count, 0] }

        #expect(world.responses(to: Lookup(name: "ada")) as? [Int] == [3, 0])
        #expect(world.responses(to: Lookup(name: "grace")) as? [Int] == [5, 0])
        #expect(world.responses(to: OtherLookup()).isEmpty)
    }

    @Test func givenCandidatesForASourceType_whenAsked_thenTheyDependOnTheSource() {
        let world = SimulatedWorld().emitting(Ticks.self) { ["\($0.prefix)1", "\($0.prefix)2"] }

        #expect(world.events(of: Ticks(prefix: "a")) as? [String] == ["a1", "a2"])
        #expect(world.responses(to: Lookup(name: "x")).isEmpty, "emitting adds no request answers")
    }

    @Test("HTTP and cache candidates are those of a request type like any other: answering sets what http reads, and cache sets what answering would")
    func httpAndCacheAreRequestTypes() {
        let answer: Result<HTTPResponse, HTTPError> = .success(HTTPResponse(status: 204))
        let world = SimulatedWorld().answering(HTTPRequest.self) { _ in [answer] }
        #expect(world.http(.get("http://x.test")) == [answer])
        #expect(world.responses(to: HTTPRequest.get("http://x.test")) as? [Result<HTTPResponse, HTTPError>] == [answer])

        var other = SimulatedWorld()
        #expect(other.responses(to: HTTPRequest.get("http://x.test")).count == SimulatedWorld.defaultHTTP.count)
        other.cache = { _ in [.miss] }
        #expect(other.responses(to: CacheCommand.read(key: "k", tiers: [.memory])) as? [CacheOutcome] == [.miss])
    }
}
