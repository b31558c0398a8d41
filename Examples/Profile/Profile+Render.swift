import ExampleSupport
import Reel

extension Profile {
    /// What the avatar shows before any picture arrives.
    public static let placeholder = TextImage(
        caption: "no picture yet",
        art: ["+----------+", "|          |", "|    ??    |", "|          |", "+----------+"])

    public static func render(_ model: Model, into frame: inout Frame) {
        let area = frame.bounds.inset(bottom: 2)
        frame.drawStatusLine(avatarStatus(model.avatar), hint: model.isRefreshing ? "back" : "refresh · back")
        let x = min(2, area.width / 10)
        let body = Rect(x: x, y: area.y + 1, width: area.width - 2 * x, height: area.height - 1)
        let avatarWidth = 16
        let side = body.width >= avatarWidth + 24
        let picture = image(model.avatar)
        let avatarRect = Rect(x: body.x, y: body.y, width: min(avatarWidth, body.width),
                              height: min(picture.art.count + 1, body.height))
        if side || body.height >= 12 { frame.drawImage(picture, in: avatarRect) }
        let text = side
            ? Rect(x: body.x + avatarWidth + 2, y: body.y, width: body.width - avatarWidth - 2, height: body.height)
            : body.inset(top: body.height >= 12 ? avatarRect.height + 1 : 0)
        var lines = [model.name.uppercased(), friendsLine(model.friends), ""]
        lines.append(model.isRefreshing ? "[ refresh ] disabled: refreshing…" : "[ refresh ]")
        for (row, line) in lines.enumerated() where row < text.height {
            frame.draw(line, x: text.x, y: text.y + row, width: text.width)
        }
        if let error = model.error, text.height > lines.count + 1 {
            frame.drawParagraph("! " + error, in: text.inset(top: lines.count + 1))
        }
    }

    /// `This user has N friends` (`1 friend`), or a wait while the count is unknown.
    public static func friendsLine(_ friends: Int?) -> String {
        guard let friends else { return "Counting friends…" }
        return "This user has \(friends) friend\(friends == 1 ? "" : "s")"
    }

    /// The picture for an avatar stage.
    static func image(_ avatar: Avatar) -> TextImage {
        switch avatar {
        case .placeholder: placeholder
        case .cached(let image), .network(let image): image
        }
    }

    /// Where the avatar came from, for the status line.
    static func avatarStatus(_ avatar: Avatar) -> String {
        switch avatar {
        case .placeholder: "Avatar: placeholder"
        case .cached: "Avatar: from cache"
        case .network: "Avatar: from network"
        }
    }
}
