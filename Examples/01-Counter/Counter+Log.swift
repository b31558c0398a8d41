import Reel
import ReelLog

extension Counter: LoggableScene {
    /// Every counter message: their shapes make the schema fingerprint of Counter's logs.
    public static let messageSamples: [Msg] = [.incrementTapped, .decrementTapped, .saveTimerFired]
}
