import Reel

extension ShareSheet: LoggableScene {
    /// Every share sheet message.
    public static let messageSamples: [Msg] = [.closeTapped]
}
