import ExampleSupport
import Reel

extension ItemDetails {
    public static func render(_ model: Model, into frame: inout Frame) {
        let area = frame.bounds.inset(bottom: 2)
        let x = min(2, area.width / 10)
        let body = Rect(x: x, y: area.y + 1, width: area.width - 2 * x, height: area.height - 1)
        switch model.phase {
        case .loading:
            frame.drawStatusLine("Loading…", hint: "back")
            frame.drawParagraph(LoadingIndicator.text("Loading the item"), in: body)
        case .failed(let reason):
            frame.drawStatusLine("Error", hint: "retry · back")
            let used = frame.drawParagraph("! Could not load the item: \(reason)", in: body.inset(bottom: 1))
            frame.draw("retry to load again", x: body.x, y: body.y + used + 1, width: body.width)
        case .loaded(let item):
            frame.drawStatusLine(pictureStatus(model.picture), hint: "share · back")
            draw(item, picture: model.picture, in: &frame, body: body)
        }
    }

    /// The picture on the left (or on top when narrow), the text beside it (or below).
    private static func draw(_ item: ItemDetail, picture: Picture, in frame: inout Frame, body: Rect) {
        let pictureWidth = 18
        let pictureHeight = 7
        let side = body.width >= pictureWidth + 24
        let pictureRect = Rect(x: body.x, y: body.y, width: min(pictureWidth, body.width),
                               height: min(pictureHeight, side ? body.height : max(0, body.height - 3)))
        switch picture {
        case .shown(let image, _): frame.drawImage(image, in: pictureRect)
        case .none, .loading: frame.draw(LoadingIndicator.text("Picture"), x: pictureRect.x, y: pictureRect.y, width: pictureRect.width)
        case .failed: frame.draw("(no picture)", x: pictureRect.x, y: pictureRect.y, width: pictureRect.width)
        }
        let text = side
            ? Rect(x: body.x + pictureWidth + 2, y: body.y, width: body.width - pictureWidth - 2, height: body.height)
            : body.inset(top: pictureRect.height + 1)
        guard !text.isEmpty else { return }
        frame.draw(item.name, x: text.x, y: text.y, width: text.width)
        var y = text.y + 1
        if let origin = item.origin, text.height > 2 {
            frame.draw("From \(origin)", x: text.x, y: y, width: text.width)
            y += 1
        }
        frame.drawParagraph(item.description, in: Rect(x: text.x, y: y + 1, width: text.width, height: text.maxY - y - 1))
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
