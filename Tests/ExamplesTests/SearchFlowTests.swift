import ReelExampleSupport
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

/// The example of a test that is not exhaustive (the ReelTesting article TestingScenes.md), kept true here.
@Suite("Search scene, as a flow")
struct SearchFlowTests {
    @Test("given a query typed, when the debounce passes and the backend answers with JSON, then the domain is found")
    func typedQueryFindsTheDomain() {
        let t = SceneTester<Search>(input: .init(api: .offline), exhaustivity: .off)
        t.send(.queryChanged("med"))                 // the debounce timer: not stated, not checked
        t.advance(by: .milliseconds(300))            // its message is applied as it comes
        t.respond(to: Search.request("med", api: .offline), json: #"{"domains":[{"domain":"medx.io","update_date":null}]}"#)
        #expect(t.model.phase == .found([Domain(name: "medx.io", updated: nil)]))
    }
}

/// The example of a model diff (the ReelTesting article TestingScenes.md), kept true here.
@Suite("Search scene, a wrong stated change")
struct SearchDiffTests {
    @Test("given a wrong domain stated, when the answer is applied, then the failure names the part that differs by its path")
    func failureNamesThePart() {
        let log = FailureLog()
        let loading = Search.Model(api: .offline, query: "med", searched: "med", phase: .loading("med"))
        let t = SceneTester<Search>(model: loading, subscriptions: Search.subscriptions(loading), reporter: log.reporter)
        t.send(.searchResponded(query: "med", domains: [Domain(name: "medx.io", updated: nil)]), {
            $0.phase = .found([Domain(name: "med.io", updated: nil)])
        }, subscriptions: SubscriptionChanges(stopped: [Search.progressID]))
        #expect(log.failures == [
            """
            after searchResponded(query: "med", domains: [ReelExampleSearch.Domain(name: "medx.io", updated: nil)]) \
            the model differs \
            from the expected one (expected → actual):
              phase.found[0].name: "med.io" → "medx.io"
              ⋯ 1 unchanged field of phase.found[0]
              ⋯ 5 unchanged fields
            """,
        ])
    }
}
