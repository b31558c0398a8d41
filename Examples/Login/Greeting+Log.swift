import Reel

extension Greeting: LoggableScene {
    /// Every greeting message: the schema fingerprint of logs that hold them.
    public static let messageSamples: [Msg] = Destination.allCases.map(Msg.openTapped) + [.logoutTapped]
}
