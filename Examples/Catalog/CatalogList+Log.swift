import ExampleSupport
import Reel

extension CatalogList: LoggableScene {
    /// Every catalog list message, each shape once.
    public static let messageSamples: [Msg] =
        [.itemsLoaded(CatalogPage(type: "x", items: [])), .itemsLoaded(CatalogPage(type: "x", items: [CatalogItem(id: "x", name: "x")]))]
        + LogSamples.httpErrors.map(Msg.itemsFailed)
        + [.retryTapped, .rowOpened(1), .selectionMoved(by: 1), .backTapped]
}
