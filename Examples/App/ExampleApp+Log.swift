import Catalog
import Feed
import Login
import Notes
import Profile
import Reel
import Search
import Stopwatch

extension ExampleApp: LoggableScene {
    /// Every app message, each shape once: every scene's samples addressed to a scene, and every
    /// navigation intent.
    public static let messageSamples: [Msg] = {
        let screens: [ScreenMsg] = Login.messageSamples.map(ScreenMsg.login) + Greeting.messageSamples.map(ScreenMsg.greeting)
            + Search.messageSamples.map(ScreenMsg.search) + CatalogList.messageSamples.map(ScreenMsg.catalog)
            + ItemDetails.messageSamples.map(ScreenMsg.item) + ShareSheet.messageSamples.map(ScreenMsg.share)
            + Profile.messageSamples.map(ScreenMsg.profile) + Stopwatch.messageSamples.map(ScreenMsg.stopwatch)
            + Notes.messageSamples.map(ScreenMsg.notes) + Feed.messageSamples.map(ScreenMsg.feed)
        let intents: [Navigation] = [.push("x"), .present("x"), .replace("x"), .pop, .dismiss, .popToRoot]
        return screens.map { .screen(id: 1, msg: $0) } + intents.map { .navigationRequested(from: 1, $0) }
    }()

    /// The notes file request, the one request type of the app's own.
    public static var requestSamples: [any Request] { Notes.requestSamples }

    /// The feed's stream, the one subscription source of the app.
    public static var sourceSamples: [any SubscriptionSource] { Feed.sourceSamples }
}
