import ExampleSupport
import Reel
import ReelTesting
import Search
import Testing

/// The README's example of a test that is not exhaustive, kept true here.
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
