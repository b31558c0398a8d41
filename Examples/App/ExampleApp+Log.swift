import Catalog
import Login
import Profile
import Reel
import Search

extension ExampleApp: LoggableScene {
    /// Every app message, each shape once: every scene's samples addressed to a scene, and every
    /// navigation intent.
    public static let messageSamples: [Msg] = {
        let screens: [ScreenMsg] = Login.messageSamples.map(ScreenMsg.login) + Greeting.messageSamples.map(ScreenMsg.greeting)
            + Search.messageSamples.map(ScreenMsg.search) + CatalogList.messageSamples.map(ScreenMsg.catalog)
            + ItemDetails.messageSamples.map(ScreenMsg.item) + ShareSheet.messageSamples.map(ScreenMsg.share)
            + Profile.messageSamples.map(ScreenMsg.profile)
        let intents: [Navigation] = [.push("x"), .present("x"), .replace("x"), .pop, .dismiss, .popToRoot]
        return screens.map { .screen(id: 1, msg: $0) } + intents.map { .navigationRequested(from: 1, $0) }
    }()
}
