import ReelExampleSupport
import Reel

extension ItemDetails {
    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        switch model.phase {
        case .loading:
            frame.drawSceneStatus("Loading…", hint: hint)
            frame.drawParagraph(LoadingIndicator.text("Loading the item"), in: body)
        case .failed(let reason):
            frame.drawSceneStatus("Error", hint: hint)
            frame.drawParagraphs(["! Could not load the item: \(reason)", "", "retry to load again"], in: body)
        case .loaded(let item):
            frame.drawSceneStatus(pictureStatus(model.picture), hint: hint)
            draw(item, picture: model.picture, in: &frame, body: body)
        }
    }

    /// The picture in a column on the left (narrower on a narrow frame), the text beside it.
    private static func draw(_ item: ItemDetail, picture: Picture, in frame: inout Frame, body: Rect) {
        let pictureWidth = body.width >= 60 ? 18 : 12
        let column = Rect(x: body.x, y: body.y, width: min(pictureWidth, body.width), height: body.height)
        switch picture {
        case .shown(let image, _): frame.drawImage(image, in: column.inset(bottom: max(0, column.height - image.art.count - 1)))
        case .none, .loading: frame.drawParagraph(LoadingIndicator.text("Picture"), in: column)
        case .failed: frame.drawParagraph("(no picture)", in: column)
        }
        let text = body.inset(left: pictureWidth + 2)
        guard !text.isEmpty else { return }
        frame.drawParagraphs([item.name, item.origin.map { "From \($0)" } ?? "", "", item.description], in: text)
    }

    /// Where the picture came from, for the status line.
    static func pictureStatus(_ picture: Picture) -> String {
        switch picture {
        case .none, .loading: "Loading picture…"
        case .shown(_, let cached): cached ? "Picture from cache" : "Picture from network"
        case .failed(let reason): "No picture: \(reason)"
        }
    }
}

extension ItemDetails {
    /// Every item details message, each shape once.
    public static let messageSamples: [Msg] = {
        let items = [
            ItemDetail(id: "x", name: "x", origin: "x", description: "x", image: "x"),
            ItemDetail(id: "x", name: "x", origin: nil, description: "x", image: "x"),
        ]
        var samples: [Msg] = items.map(Msg.itemLoaded)
        samples += LogSamples.httpErrors.map(Msg.itemFailed)
        samples.append(.retryTapped)
        samples += LogSamples.images.flatMap { image in CacheTier.allCases.map { Msg.pictureCached(image, from: $0) } }
        samples.append(.pictureNotCached)
        samples += LogSamples.images.map(Msg.pictureDownloaded)
        samples += LogSamples.httpErrors.map(Msg.pictureFailed)
        samples += LogSamples.cacheOutcomes.map(Msg.pictureStored)
        return samples + [.shareTapped, .backTapped]
    }()
}
