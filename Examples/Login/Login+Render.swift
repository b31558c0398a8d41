import ReelExampleSupport
import Reel

extension Login {
    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        frame.drawSceneStatus(statusText(model.status), hint: hint)
        let body = frame.sceneBody
        var y = body.y
        if body.height >= 12 {
            frame.draw("Sign in to open the examples.", x: body.x, y: y, width: body.width)
            y += 2
        }
        frame.drawTextField("First name", value: model.firstName, x: body.x, y: y, width: body.width)
        frame.drawTextField("Last name", value: model.lastName, x: body.x, y: y + 1, width: body.width)
        frame.draw(model.status == .signingIn ? LoadingIndicator.text("Signing in") : "[ Log in ]",
                   x: body.x, y: y + 3, width: body.width)
        let message = Rect(x: body.x, y: y + 5, width: body.width, height: body.maxY - y - 5)
        switch model.status {
        case .invalid(let problem): frame.drawSceneParagraph("! " + problem, in: message)
        case .failed(let reason): frame.drawSceneParagraph("! Could not sign in: \(reason)", in: message)
        case .editing, .signingIn: break
        }
    }

    /// What the status line says in each state.
    static func statusText(_ status: Status) -> String {
        switch status {
        case .editing: "Enter your name"
        case .invalid: "Name missing"
        case .signingIn: "Signing in…"
        case .failed: "Sign-in failed"
        }
    }
}

extension Login {
    /// Every login message, each shape once: the schema fingerprint of logs that hold them.
    public static let messageSamples: [Msg] =
        [.firstNameChanged("x"), .lastNameChanged("x"), .loginTapped, .signedIn(SignInReply(token: AuthToken("x")))]
        + LogSamples.httpErrors.map(Msg.signInFailed) + LogSamples.sessions.map(Msg.sessionChanged)
}
