import ExampleSupport
import Reel

/// The home screen after login: "Hello First Last <3", a menu of the other examples, and logout.
///
/// The greeting only expresses intents: opening an example asks the coordinator to push it, and
/// logout asks it to pop back to the login form. The coordinator ends the session on logout
/// (``endsSession(_:)``), which clears the form underneath.
public enum Greeting: AppScreen {
    /// An example the home menu opens; the raw value is the route and the shell's word.
    public enum Destination: String, Hashable, Sendable, Codable, CaseIterable {
        /// The domain search.
        case search
        /// The fruit catalog.
        case catalog
        /// The user's profile.
        case profile

        /// What the menu says about it.
        public var summary: String {
            switch self {
            case .search: "Search domain names"
            case .catalog: "Browse the fruit catalog"
            case .profile: "See your profile"
            }
        }
    }

    /// The greeting's state: whom it greets.
    public struct Model: Hashable, Sendable {
        /// The signed-in user.
        public var user: User

        /// Creates a model.
        public init(user: User) { self.user = user }
    }

    /// What happens on the home screen.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user picked an example from the menu.
        case openTapped(Destination)
        /// The user asked to log out.
        case logoutTapped
    }

    public static let effectIDs: [EffectID] = []

    public static func title(of model: Model) -> String { "Home" }

    public static func start(_ user: User) -> (Model, Effect<Msg>) { (Model(user: user), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .openTapped(let destination): .navigate(.push(Route(destination.rawValue)))
        case .logoutTapped: .navigate(.popToRoot)
        }
    }

    /// Whether the message ends the session.
    public static func endsSession(_ msg: Msg) -> Bool { msg == .logoutTapped }

    /// The greeting line.
    public static func greeting(_ user: User) -> String { "Hello \(user.fullName) <3" }

    public static func render(_ model: Model, into frame: inout Frame) {
        let area = frame.drawStatusLine("Signed in", hint: "open search|catalog|profile · logout")
        let x = min(2, area.width / 10)
        let width = area.width - 2 * x
        let used = frame.drawParagraph(greeting(model.user), in: Rect(x: x, y: area.y + 1, width: width, height: 2))
        var y = area.y + 2 + used
        for destination in Destination.allCases where y < area.maxY {
            let end = frame.draw("open \(destination.rawValue)", x: x, y: y, width: width)
            frame.draw(destination.summary, x: max(end + 2, x + 16), y: y, width: x + width - max(end + 2, x + 16))
            y += 1
        }
        if y + 1 < area.maxY {
            frame.draw("logout", x: x, y: y + 1, width: width)
            frame.draw("Sign out", x: x + 16, y: y + 1, width: width - 16)
        }
    }
}
