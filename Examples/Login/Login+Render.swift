import ExampleSupport
import Reel

extension Login {
    /// The hint line: the commands that drive the form.
    static let hint = "first NAME · last NAME · login"

    public static func render(_ model: Model, into frame: inout Frame) {
        let area = frame.drawStatusLine(statusText(model.status), hint: hint)
        let x = min(2, area.width / 10)
        let width = area.width - 2 * x
        frame.draw("Sign in to open the examples.", x: x, y: area.y + 1, width: width)
        frame.drawTextField("First name", value: model.firstName, x: x, y: area.y + 3, width: width)
        frame.drawTextField("Last name", value: model.lastName, x: x, y: area.y + 4, width: width)
        frame.draw(model.status == .signingIn ? LoadingIndicator.text("Signing in") : "[ Log in ]",
                   x: x, y: area.y + 6, width: width)
        if case .invalid(let problem) = model.status {
            frame.drawParagraph("! " + problem, in: Rect(x: x, y: area.y + 8, width: width, height: area.height - 8))
        }
        if case .failed(let reason) = model.status {
            frame.drawParagraph("! Could not sign in: \(reason)",
                                in: Rect(x: x, y: area.y + 8, width: width, height: area.height - 8))
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
