import Reel
import ReelLog

extension ExampleApp: LoggableScene {
    /// Every app message, each shape once: every scene's samples addressed to a scene, and every
    /// navigation intent.
    public static let messageSamples: [Msg] = {
        let intents: [Navigation] = [.push("x"), .present("x"), .replace("x"), .pop, .dismiss, .popToRoot]
        return screens.flatMap(\.messageSamples).map { .screen(id: 1, msg: $0) } + intents.map { .navigationRequested(from: 1, $0) }
    }()

    /// The scenes' own request types (the notes file).
    public static var requestSamples: [any Request] { screens.flatMap(\.requestSamples) }

    /// The scenes' own subscription sources (the feed's stream).
    public static var sourceSamples: [any SubscriptionSource] { screens.flatMap(\.sourceSamples) }

    /// How the messages of logs recorded by earlier versions of the app become today's.
    public static let messageMigrations: [MessageMigration] = [
        // Version 1: the notes' delete labels its position, as the other scenes' payloads are labelled
        // (`{"deleteTapped":{"_0":1}}` is now `{"deleteTapped":{"position":1}}`).
        .reshaped("screen.notes.deleteTapped", version: 1) { fields in
            guard let position = fields["_0"] else { throw MessageMigration.Refusal("it has no position") }
            return ["position": position]
        }
    ]
}
