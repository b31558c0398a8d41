import ReelExampleSupport
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

/// What the search screen says while a query waits: the debounce, then a slow answer.
@Suite("Search feedback")
struct SearchFeedbackTests {
    private let api = Fixtures.api
    private let ticking = SubscriptionChanges<Search.Msg>(
        started: [.every(Search.progressInterval, id: Search.progressID) { _ in .progressTicked }])

    @Test("given no result for zzz, when med is typed, then during the debounce it says it will search med, never the stale no result")
    func debounceSaysWhatItWillSearch() {
        let t = SceneTester<Search>(model: Search.Model(api: api, query: "zzz", searched: "zzz", phase: .nothing))
        #expect(t.frame.text.contains("No result for this request"))
        t.send(.queryChanged("med"), { $0.query = "med" },
               commands: .after(Search.debounceDelay, send: .queryDebounced("med"), id: Search.debounceID))
        #expect(t.model.pending == "med")
        #expect(t.frame.text.contains("Searching \"med\"…"))
        #expect(!t.frame.text.contains("No result"))
        t.send(.queryChanged(" zzz "), { $0.query = " zzz " },
               commands: .after(Search.debounceDelay, send: .queryDebounced(" zzz "), id: Search.debounceID))
        #expect(t.model.pending == nil, "typed back to the query searched last: its answer is current again")
        #expect(t.frame.text.contains("No result for this request"))
        t.discardInFlight()
    }

    @Test("given a slow answer, when ticks pass, then a spinner and the time waited show; the answer stops the ticks")
    func slowAnswerShowsProgress() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" },
               commands: .after(Search.debounceDelay, send: .queryDebounced("med"), id: Search.debounceID))
        t.advance(by: Search.debounceDelay)
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") },
                  commands: .http(Search.request("med", api: api), id: Search.requestID) { _ in .retryTapped }, subscriptions: ticking)
        #expect(t.frame.text.contains("  Searching \"med\"…"))
        t.advance(by: Search.progressInterval)
        t.receive(.progressTicked) { $0.waited = 1 }
        #expect(t.frame.text.contains("/ Searching \"med\" (0.2 s)"))
        t.advance(by: Search.progressInterval * 4)
        for waited in 2...5 { t.receive(.progressTicked) { $0.waited = waited } }
        #expect(t.frame.text.contains("/ Searching \"med\" (1.0 s)"))
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(#"{"domains":[]}"#))
        t.receive(.searchResponded(query: "med", domains: []), { $0.phase = .nothing; $0.waited = 0 },
                  subscriptions: SubscriptionChanges(stopped: [Search.progressID]))
    }
}
