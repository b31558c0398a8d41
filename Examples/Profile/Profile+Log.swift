import ExampleSupport
import Foundation
import Reel

extension Profile: LoggableScene {
    /// Every profile message, each shape once.
    public static let messageSamples: [Msg] =
        [.userLoaded(ProfileUser(name: "x", friends: 1, avatar: "x"))] + LogSamples.httpErrors.map(Msg.userFailed)
        + [Msg.refreshTapped, Msg.refreshDue(Date(timeIntervalSince1970: 0))]
        + LogSamples.images.flatMap { image in CacheTier.allCases.map { Msg.avatarCached(image, from: $0) } }
        + [.avatarNotCached] + LogSamples.images.map(Msg.avatarDownloaded)
        + LogSamples.httpErrors.map(Msg.avatarFailed) + LogSamples.cacheOutcomes.map(Msg.avatarStored)
        + LogSamples.sessions.map(Msg.sessionChanged) + [.backTapped]
}
