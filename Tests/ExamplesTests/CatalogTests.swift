import ReelExampleCatalog
import ReelExampleSupport
import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Catalog scenes")
struct CatalogTests {
    private let api = Fixtures.api
    private let listRequest = HTTPRequest.get("fixture://api/items?type=fruit")
    private var load: Effect<CatalogList.Msg> { .http(listRequest, id: CatalogList.requestID) { _ in .retryTapped } }
    private let pageJSON = #"{"type":"Fruit","items":[{"id":"pear","name":"Pear"},{"id":"banana","name":"banana"},{"id":"apple","name":"apple","thumbnail":null},{"id":"cherry","name":"Cherry"}]}"#
    private let sorted = [
        CatalogItem(id: "apple", name: "apple"), CatalogItem(id: "banana", name: "banana"),
        CatalogItem(id: "cherry", name: "Cherry"), CatalogItem(id: "pear", name: "Pear"),
    ]

    private func loadedList() -> SceneTester<CatalogList> {
        let t = SceneTester<CatalogList>(input: .init(api: api), start: load)
        t.respond(to: listRequest, with: Fixtures.ok(pageJSON))
        let page = CatalogPage(type: "Fruit", items: [
            CatalogItem(id: "pear", name: "Pear"), CatalogItem(id: "banana", name: "banana"),
            CatalogItem(id: "apple", name: "apple"), CatalogItem(id: "cherry", name: "Cherry"),
        ])
        t.receive(.itemsLoaded(page)) { $0.phase = .loaded(type: "Fruit", items: sorted) }
        return t
    }

    @Test("given names in mixed case, when sorted, then the order ignores case and is the same in every locale")
    func sortIsCaseInsensitiveAndStable() {
        let items = ["Zebra", "apple", "Éclair", "banana", "Apple", "cherry", "Banana"].enumerated().map {
            CatalogItem(id: "\($0.offset)", name: $0.element)
        }
        #expect(CatalogItem.sortedByName(items).map(\.name) == ["Apple", "apple", "Banana", "banana", "cherry", "Zebra", "Éclair"])
        #expect(CatalogItem.sortedByName(items.reversed()) == CatalogItem.sortedByName(items))
        let twins = [CatalogItem(id: "b", name: "Fig"), CatalogItem(id: "a", name: "Fig")]
        #expect(CatalogItem.sortedByName(twins).map(\.id) == ["a", "b"])
    }

    @Test("given the list starts, when the items arrive, then they are listed alphabetically, numbered")
    func listLoadsSorted() {
        let t = loadedList()
        #expect(CatalogList.title(of: t.model) == "Fruit")
        let lines = t.frame.lines
        #expect(lines[1].hasPrefix("  > 1. apple"))
        #expect(lines[2].hasPrefix("    2. banana"))
        #expect(lines[4].hasPrefix("    4. Pear"))
    }

    @Test("given a list, when row 3 is opened, then it asks to push that item's details; a missing row gets a notice")
    func openingPushesDetails() {
        let t = loadedList()
        t.send(.rowOpened(3), { $0.selection = 2 }, commands: .navigate(.push("catalog/item/cherry")))
        t.send(.rowOpened(9)) { $0.notice = "No row 9: pick 1–4." }
        #expect(t.frame.text.contains("No row 9: pick 1–4."))
        t.send(.rowOpened(0)) { $0.notice = "No row 0: pick 1–4." }
        t.send(.selectionMoved(by: 1)) { $0.selection = 3; $0.notice = nil }
        t.send(.backTapped, commands: .navigate(.pop))
    }

    @Test("given the list request fails, when retry is tapped, then it is sent again")
    func listRetry() {
        let t = SceneTester<CatalogList>(input: .init(api: api), start: load)
        t.send(.rowOpened(1)) { $0.notice = "The list is not loaded yet." }
        t.respond(to: listRequest, with: .failure(.timedOut))
        t.receive(.itemsFailed(.timedOut)) { $0.phase = .failed("the request timed out") }
        t.send(.retryTapped, { $0.phase = .loading }, commands: load)
        t.discardInFlight()
    }

    private let itemRequest = HTTPRequest.get("fixture://api/items/lemon")
    private let lemon = ItemDetail(id: "lemon", name: "Lemon", origin: "South Asia", description: "Sour.", image: "/images/lemon")
    private let lemonJSON = #"{"id":"lemon","name":"Lemon","origin":"South Asia","description":"Sour.","image":"/images/lemon","price":null}"#
    private let picture = TextImage(caption: "Lemon", art: ["(  L  )"])
    private let key = "image:fixture://api/images/lemon"
    private var read: CacheCommand { .read(key: key, tiers: [.memory, .disk]) }

    private func details() -> SceneTester<ItemDetails> {
        let t = SceneTester<ItemDetails>(
            input: .init(api: api, itemID: "lemon"), start: .http(itemRequest, id: ItemDetails.requestID) { _ in .shareTapped })
        t.respond(to: itemRequest, with: Fixtures.ok(lemonJSON))
        t.receive(.itemLoaded(lemon), {
            $0.phase = .loaded(lemon)
            $0.picture = .loading
        }, commands: .cache(read, id: ItemDetails.pictureID) { _ in .shareTapped })
        return t
    }

    @Test("given no cached picture, when the details load, then cache read, miss, download, show, cache write")
    func pictureMissGoesToTheNetwork() {
        let t = details()
        t.respond(to: read, with: .miss)
        let download = HTTPRequest.get("fixture://api/images/lemon")
        t.receive(.pictureNotCached, commands: .http(download, id: ItemDetails.pictureID) { _ in .shareTapped })
        t.respond(to: download, with: Fixtures.ok(picture.data))
        t.receive(.pictureDownloaded(picture), { $0.picture = .shown(picture, cached: false) },
                  commands: .cache(.write(key: key, value: picture.data, tiers: [.memory, .disk])) { _ in .shareTapped })
        t.respond(to: .write(key: key, value: picture.data, tiers: [.memory, .disk]), with: .done)
        t.receive(.pictureStored(.done))
        #expect(t.frame.text.contains("Picture from network"))
    }

    @Test("given a cached picture, when the details load, then it shows from the cache and no request is made")
    func pictureHitSkipsTheNetwork() {
        let t = details()
        t.respond(to: read, with: .hit(picture.data, from: .disk))
        t.receive(.pictureCached(picture, from: .disk)) { $0.picture = .shown(picture, cached: true) }
        #expect(t.pendingRequests.isEmpty)
        #expect(t.frame.text.contains("(  L  )"))
        #expect(t.frame.text.contains("Picture from cache"))
    }

    @Test("given a cache entry that is not a picture, when read, then it counts as a miss")
    func corruptCacheEntryIsAMiss() {
        let t = details()
        t.respond(to: read, with: .hit(Data("garbage".utf8), from: .memory))
        t.receive(.pictureNotCached, commands: .http(.get("fixture://api/images/lemon"), id: ItemDetails.pictureID) { _ in .shareTapped })
        t.respond(to: .get("fixture://api/images/lemon"), with: .failure(.status(404, body: Data())))
        t.receive(.pictureFailed(.status(404, body: Data()))) { $0.picture = .failed("server answered 404") }
        #expect(t.frame.text.contains("No picture: server answered 404"))
    }

    @Test("given loaded details, when share is tapped, then it asks to present the share sheet; back asks to pop")
    func sharePresentsTheSheet() {
        let t = details()
        t.respond(to: read, with: .hit(picture.data, from: .memory))
        t.receive(.pictureCached(picture, from: .memory)) { $0.picture = .shown(picture, cached: true) }
        t.send(.shareTapped, commands: .navigate(.present("share/lemon?name=Lemon")))
        t.send(.backTapped, commands: .navigate(.pop))
    }

    @Test("given the item request fails, when share is tapped, then nothing happens; retry sends the request again")
    func detailsFailure() {
        let t = SceneTester<ItemDetails>(
            input: .init(api: api, itemID: "lemon"), start: .http(itemRequest, id: ItemDetails.requestID) { _ in .shareTapped })
        t.respond(to: itemRequest, with: .failure(.unreachable("offline")))
        t.receive(.itemFailed(.unreachable("offline"))) { $0.phase = .failed("server unreachable: offline") }
        t.send(.shareTapped)
        t.send(.retryTapped, { $0.phase = .loading }, commands: .http(itemRequest, id: ItemDetails.requestID) { _ in .shareTapped })
        t.discardInFlight()
    }

    @Test("given the share sheet, when close is tapped, then it asks to be dismissed")
    func shareSheetCloses() {
        let t = SceneTester<ShareSheet>(input: .init(api: api, itemID: "lemon", name: "Lemon"))
        #expect(t.model == ShareSheet.Model(name: "Lemon", link: "fixture://api/items/lemon"))
        t.send(.closeTapped, commands: .navigate(.dismiss))
        #expect(ShareSheet.route(for: ItemDetail(id: "a b", name: "Fig & co", origin: nil, description: "", image: ""))
            == "share/a%20b?name=Fig%20%26%20co")
    }
}
