import ReelExampleSupport
import Foundation
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

@Suite("Search scene")
struct SearchTests {
    private let api = Fixtures.api

    private func debounce(_ text: String) -> Effect<Search.Msg> {
        .after(Search.debounceDelay, send: .queryDebounced(text), id: Search.debounceID)
    }

    private func request(_ term: String) -> Effect<Search.Msg> {
        .http(Search.request(term, api: api), id: Search.requestID) { _ in .retryTapped }
    }

    private let ticking = SubscriptionChanges<Search.Msg>(
        started: [.every(Search.progressInterval, id: Search.progressID) { _ in .progressTicked }])
    private let stopped = SubscriptionChanges<Search.Msg>(stopped: [Search.progressID])

    private let two = [Domain(name: "med-blog.info", updated: "2018-01-11T03:25:26.802Z"), Domain(name: "medx.io", updated: nil)]
    private let twoJSON = #"{"total":2,"domains":[{"domain":"med-blog.info","update_date":"2018-01-11T03:25:26.802Z","NS":null},{"domain":"medx.io","update_date":null}]}"#

    @Test("given an empty search, when started, then it prompts and asks for nothing")
    func startsWithThePrompt() {
        let t = SceneTester<Search>(input: .init(api: api))
        #expect(t.model == Search.Model(api: api))
        #expect(t.frame.text.contains("Please, search something"))
    }

    @Test("given quick typing of m, me, med, when the debounce elapses, then exactly one request for med is sent")
    func quickTypingSearchesOnce() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("m"), { $0.query = "m" }, commands: debounce("m"))
        t.advance(by: .milliseconds(100))
        t.send(.queryChanged("me"), { $0.query = "me" }, commands: debounce("me"))
        t.advance(by: .milliseconds(100))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(299))
        #expect(t.pendingRequests.isEmpty)
        t.advance(by: .milliseconds(1))
        t.receive(.queryDebounced("med"), {
            $0.searched = "med"
            $0.phase = .loading("med")
        }, commands: request("med"), subscriptions: ticking)
        #expect(t.pendingRequests == [.get("fixture://api/search?query=med")])
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(twoJSON))
        t.receive(.searchResponded(query: "med", domains: two), { $0.phase = .found(two) }, subscriptions: stopped)
    }

    @Test("given med was searched, when med is typed again, then no request is sent")
    func sameQueryAgainSendsNothing() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(twoJSON))
        t.receive(.searchResponded(query: "med", domains: two), { $0.phase = .found(two) }, subscriptions: stopped)

        t.send(.queryChanged("me"), { $0.query = "me" }, commands: debounce("me"))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"))
        #expect(t.pendingRequests.isEmpty)
    }

    @Test("given a request in flight, when a newer query is searched, then the old request is cancelled and its answer never applied")
    func newerQueryCancelsTheOlderRequest() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.send(.queryChanged("medx"), { $0.query = "medx" }, commands: debounce("medx"))
        t.advance(by: .milliseconds(300))
        t.receive(.progressTicked) { $0.waited = 1 }
        t.receive(.queryDebounced("medx"), { $0.searched = "medx"; $0.phase = .loading("medx"); $0.waited = 0 }, commands: request("medx"))

        #expect(t.pendingRequests == [Search.request("medx", api: api)])
        t.respond(to: Search.request("medx", api: api), with: Fixtures.ok(#"{"domains":[{"domain":"medx.io","update_date":null}]}"#))
        t.receive(.searchResponded(query: "medx", domains: [two[1]]), { $0.phase = .found([two[1]]) }, subscriptions: stopped)
        #expect(t.model.phase == .found([two[1]]))
    }

    @Test("given a cancelled request, when its late answer arrives anyway, then it is dropped and never reaches update")
    func theCancelledRequestsLateAnswerIsDropped() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.send(.queryChanged("mex"), { $0.query = "mex" }, commands: debounce("mex"))
        t.advance(by: .milliseconds(300))
        t.receive(.progressTicked) { $0.waited = 1 }
        t.receive(.queryDebounced("mex"), { $0.searched = "mex"; $0.phase = .loading("mex"); $0.waited = 0 }, commands: request("mex"))

        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(twoJSON))
        t.respond(to: Search.request("mex", api: api), with: Fixtures.ok(#"{"domains":[]}"#))

        t.receive(.searchResponded(query: "mex", domains: []), { $0.phase = .nothing }, subscriptions: stopped)
        #expect(t.dropped == [.searchResponded(query: "med", domains: two)])
    }

    @Test("given a request in flight, when the query is emptied, then the request is cancelled and the prompt shows")
    func emptyQueryCancelsAndPrompts() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.send(.queryChanged(""), { $0.query = "" }, commands: debounce(""))
        t.advance(by: .milliseconds(300))
        t.receive(.progressTicked) { $0.waited = 1 }
        t.receive(.queryDebounced(""), { $0.searched = ""; $0.phase = .prompt; $0.waited = 0 }, commands: .cancel(Search.requestID), subscriptions: stopped)
        #expect(t.pendingRequests.isEmpty)
        #expect(t.frame.text.contains("Please, search something"))
    }

    @Test("given a query with spaces and symbols, when searched, then the query is percent-encoded and trimmed")
    func queryIsPercentEncoded() {
        #expect(Search.request("med cafe&co=1+é", api: api).url
            == "fixture://api/search?query=med%20cafe%26co%3D1%2B%C3%A9")
        let t = SceneTester<Search>(input: .init(api: API("https://domains.example/v1/")))
        t.send(.queryChanged("  a b "), { $0.query = "  a b " }, commands: .after(.milliseconds(300), send: .queryDebounced("  a b "), id: Search.debounceID))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("  a b "), { $0.searched = "a b"; $0.phase = .loading("a b") },
                  commands: .http(.get("https://domains.example/v1/search?query=a%20b"), id: Search.requestID) { _ in .retryTapped },
                  subscriptions: ticking)
        t.discardInFlight()
    }

    @Test("given zero domains, when the answer arrives, then it says no result for this request")
    func zeroResults() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("zzz"), { $0.query = "zzz" }, commands: debounce("zzz"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("zzz"), { $0.searched = "zzz"; $0.phase = .loading("zzz") }, commands: request("zzz"), subscriptions: ticking)
        t.respond(to: Search.request("zzz", api: api), with: Fixtures.ok(#"{"total":0,"time":3,"domains":[]}"#))
        t.receive(.searchResponded(query: "zzz", domains: []), { $0.phase = .nothing }, subscriptions: stopped)
        #expect(t.frame.text.contains("No result for this request"))
    }

    @Test("given a network error, when retry is tapped, then the same request is sent again and its answer shown")
    func errorThenRetry() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.retryTapped)
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.respond(to: Search.request("med", api: api), with: .failure(.unreachable("connection refused")))
        t.receive(.searchFailed(query: "med", error: .unreachable("connection refused")), {
            $0.phase = .failed("server unreachable: connection refused")
        }, subscriptions: stopped)
        #expect(t.frame.text.contains("! Search failed: server unreachable: connection refused"))
        #expect(t.frame.text.contains("retry to search again"))
        t.send(.retryTapped, { $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(twoJSON))
        t.receive(.searchResponded(query: "med", domains: two), { $0.phase = .found(two) }, subscriptions: stopped)
    }

    @Test("given an answer that is not a domain list, when it arrives, then the decoding error is shown")
    func undecodableAnswerIsAnError() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok("<html>"))
        let error = HTTPError.undecodable(Fixtures.decodingError(DomainList.self, from: "<html>"))
        t.receive(.searchFailed(query: "med", error: error), { $0.phase = .failed(error.description) }, subscriptions: stopped)
        #expect(t.frame.text.contains("! Search failed: unreadable response"))
    }

    @Test("given the recorded DomainsDB answer, when decoded, then 50 domains come out with names and dates, nulls accepted")
    func decodesTheRealResponse() throws {
        let list = try JSONDecoder().decode(DomainList.self, from: Fixtures.domainsResponse)
        #expect(list.domains.count == 50)
        #expect(list.domains.first == Domain(name: "med-med-buy.com", updated: "2018-01-11T05:29:12.517Z"))
        #expect(list.domains.last?.name == "med-basics.biz")
        #expect(try JSONDecoder().decode(DomainList.self, from: Data(#"{"domains":null,"total":0}"#.utf8)).domains.isEmpty)
        #expect(try JSONDecoder().decode(DomainList.self, from: Data(#"{"message":"Domains not found"}"#.utf8)).domains.isEmpty)
    }

    @Test("given results, when the highlight moves, then it stays within the list; back asks to pop")
    func selectionAndBack() {
        let t = SceneTester<Search>(input: .init(api: api))
        t.send(.selectionMoved(by: 1))
        t.send(.queryChanged("med"), { $0.query = "med" }, commands: debounce("med"))
        t.advance(by: .milliseconds(300))
        t.receive(.queryDebounced("med"), { $0.searched = "med"; $0.phase = .loading("med") }, commands: request("med"), subscriptions: ticking)
        t.respond(to: Search.request("med", api: api), with: Fixtures.ok(twoJSON))
        t.receive(.searchResponded(query: "med", domains: two), { $0.phase = .found(two) }, subscriptions: stopped)
        t.send(.selectionMoved(by: 5)) { $0.selection = 1 }
        t.send(.selectionMoved(by: -9)) { $0.selection = 0 }
        t.send(.backTapped, commands: .navigate(.pop))
    }
}
