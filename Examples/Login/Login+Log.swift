import ExampleSupport
import Reel

extension Login: LoggableScene {
    /// Every login message, each shape once: the schema fingerprint of logs that hold them.
    public static let messageSamples: [Msg] =
        [.firstNameChanged("x"), .lastNameChanged("x"), .loginTapped, .signedIn(SignInReply(token: AuthToken("x")))]
        + LogSamples.httpErrors.map(Msg.signInFailed) + LogSamples.sessions.map(Msg.sessionChanged)
}
