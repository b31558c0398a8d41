import ReelExampleSupport
import Foundation
import Reel

extension Profile {
    /// What the avatar shows before any picture arrives.
    public static let placeholder = TextImage(
        caption: "no picture", art: ["+----------+", "|          |", "|    ??    |", "|          |", "+----------+"])

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        frame.drawSceneStatus(avatarStatus(model.avatar), hint: hint)
        let body = frame.sceneBody
        let avatarWidth = body.width >= 60 ? 16 : 12
        let picture = image(model.avatar)
        frame.drawImage(picture, in: Rect(x: body.x, y: body.y, width: min(avatarWidth, body.width),
                                          height: min(picture.art.count + 1, body.height)))
        let text = body.inset(left: avatarWidth + 2)
        guard !text.isEmpty else { return }
        var lines = [model.name.uppercased(), friendsLine(model.friends), ""]
        lines.append(model.isRefreshing ? "[ refresh ] disabled: refreshing…" : "[ refresh ]")
        if let error = model.error { lines += (body.height >= 12 ? ["", "! " + error] : ["! " + error]) }
        frame.drawParagraphs(lines, in: text)
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

extension Profile {
    /// Every profile message, each shape once.
    public static let messageSamples: [Msg] =
        [.userLoaded(ProfileUser(name: "x", friends: 1, avatar: "x"))] + LogSamples.httpErrors.map(Msg.userFailed)
        + [Msg.refreshTapped, Msg.refreshDue(Date(timeIntervalSince1970: 0))]
        + LogSamples.images.flatMap { image in CacheTier.allCases.map { Msg.avatarCached(image, from: $0) } }
        + [.avatarNotCached] + LogSamples.images.map(Msg.avatarDownloaded)
        + LogSamples.httpErrors.map(Msg.avatarFailed) + LogSamples.cacheOutcomes.map(Msg.avatarStored)
        + LogSamples.sessions.map(Msg.sessionChanged) + [.backTapped]
}
