import ExampleSupport
import Reel

extension ItemDetails: LoggableScene {
    /// Every item details message, each shape once.
    public static let messageSamples: [Msg] = {
        let items = [
            ItemDetail(id: "x", name: "x", origin: "x", description: "x", image: "x"),
            ItemDetail(id: "x", name: "x", origin: nil, description: "x", image: "x"),
        ]
        return items.map(Msg.itemLoaded) + LogSamples.httpErrors.map(Msg.itemFailed) + [.retryTapped]
            + LogSamples.images.flatMap { image in CacheTier.allCases.map { Msg.pictureCached(image, from: $0) } }
            + [.pictureNotCached] + LogSamples.images.map(Msg.pictureDownloaded)
            + LogSamples.httpErrors.map(Msg.pictureFailed) + LogSamples.cacheOutcomes.map(Msg.pictureStored)
            + [.shareTapped, .backTapped]
    }()
}
