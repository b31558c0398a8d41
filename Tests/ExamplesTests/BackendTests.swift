import ReelExampleCatalog
import ReelExampleLogin
import ReelExampleApp
import ReelExampleSupport
import Foundation
import ReelExampleProfile
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

@Suite("Example backend")
struct BackendTests {
    private let transport = ExampleBackend.transport(latency: .zero)

    private func decode<T: Decodable>(_ type: T.Type, _ request: HTTPRequest) throws -> T {
        try JSONDecoder().decode(type, from: transport.answer(request).get().body)
    }

    @Test("given the offline backend, when searching med, then all 50 recorded domains come back, every field kept")
    func searchMed() throws {
        let list = try decode(DomainList.self, Search.request("med", api: .offline))
        #expect(list.domains.count == 50)
        #expect(list.domains.first == Domain(name: "med-med-buy.com", updated: "2018-01-11T05:29:12.517Z"))
        let raw = try transport.answer(Search.request("med", api: .offline)).get().body
        #expect(String(decoding: raw, as: UTF8.self).contains(#""NS":"ns1.parkingcrew.net,ns2.parkingcrew.net""#))
    }

    @Test("given the offline backend, when searching, then it filters by name ignoring case; zzz finds nothing")
    func searchFilters() throws {
        #expect(try decode(DomainList.self, Search.request("zzz", api: .offline)).domains.isEmpty)
        #expect(try decode(DomainList.self, Search.request("MED", api: .offline)).domains.count == 50)
        #expect(try decode(DomainList.self, Search.request("buy", api: .offline)).domains.map(\.name) == ["med-med-buy.com"])
        #expect(try decode(DomainList.self, Search.request(".biz", api: .offline)).domains.count == 6)
    }

    @Test("given the offline backend, when searching, then the answer's bytes are what JSONSerialization writes for the found domains with sorted keys")
    func searchBytes() throws {
        let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: ExampleBackend.domainsFile)) as? [String: Any]
        let domains = try #require(recorded?["domains"] as? [[String: Any]])
        for query in ["med", "MED", ".biz", "buy", "zzz", ""] {
            let found = domains.filter { ($0["domain"] as? String)?.lowercased().contains(query.lowercased()) == true }
            let expected = try JSONSerialization.data(
                withJSONObject: ["total": found.count, "time": 0, "domains": found], options: [.sortedKeys])
            #expect(try transport.answer(Search.request(query, api: .offline)).get().body == expected, "query \(query)")
        }
    }

    @Test("given the offline backend, when the app's other requests are made, then each has an answer its scene decodes")
    func everyEndpointAnswers() throws {
        let api = API.offline
        let login = Login.signInRequest(Login.Model(api: api, firstName: "Ada", lastName: "Lovelace"))
        #expect(try !decode(SignInReply.self, login).token.value.isEmpty)
        let page = try decode(CatalogPage.self, CatalogList.request(CatalogList.Model(api: api, type: "fruit")))
        #expect(page.items.count == 12)
        for item in page.items {
            let detail = try decode(ItemDetail.self, ItemDetails.request(ItemDetails.Model(api: api, itemID: item.id)))
            #expect(detail.name == item.name)
            let picture = try decode(TextImage.self, .get(api.resolve(detail.image)))
            #expect(!picture.art.isEmpty)
        }
        let model = Profile.Model(api: api, token: Fixtures.token, name: "")
        let user = try decode(ProfileUser.self, Profile.userRequest(model))
        #expect(user == ProfileUser(name: "Ada Lovelace", friends: 128, avatar: "/avatars/ada"))
        #expect(try decode(TextImage.self, .get(api.resolve(user.avatar))).caption == "Ada")
    }

    @Test("given the offline backend, when a path it does not know is asked, then it answers 404")
    func unknownPath() {
        guard case .failure(.status(404, _)) = transport.answer(.get("fixture://api/nowhere")) else {
            Issue.record("expected a 404")
            return
        }
    }
}
