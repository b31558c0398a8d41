import ReelExampleSupport
import Reel

/// The home screen after login: "Hello First Last <3", a menu of the other examples, and logout.
///
/// The greeting only expresses intents: opening an example asks the coordinator to push it, and
/// logout asks it to pop back to the login form. The coordinator ends the session on logout
/// (``sessionChange(after:in:)``), which clears the form underneath.
public enum Greeting: AppScreen {
    /// An example the home menu opens; the raw value is the route and the shell's word.
    public enum Destination: String, Hashable, Sendable, Codable, CaseIterable {
        /// The domain search.
        case search
        /// The fruit catalog.
        case catalog
        /// The user's profile.
        case profile
        /// A stopwatch.
        case stopwatch
        /// Notes kept in a file.
        case notes
        /// A live feed of server lines.
        case feed

        /// What the menu says about it.
        public var summary: String {
            switch self {
            case .search: "Search domain names"
            case .catalog: "Browse the fruit catalog"
            case .profile: "See your profile"
            case .stopwatch: "Time something"
            case .notes: "Keep a few notes"
            case .feed: "Watch a live feed"
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

    public static let name = "greeting"

    public static func title(of model: Model) -> String { "Home" }

    /// `home`, for a signed-in user.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<User, RouteRefusal>? {
        guard route.segments == ["home"] else { return nil }
        guard let session = context.session else { return .failure(.signInFirst(route)) }
        return .success(session.user)
    }

    /// Its way back is logout.
    public static var offersBack: Bool { false }

    public static func start(_ user: User) -> (Model, Effect<Msg>) { (Model(user: user), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .openTapped(let destination): .navigate(.push(Route(destination.rawValue)))
        case .logoutTapped: .navigate(.popToRoot)
        }
    }

    /// Logout ends the session.
    public static func sessionChange(after msg: Msg, in model: Model) -> SessionChange? {
        msg == .logoutTapped ? .signedOut : nil
    }

    /// The greeting line.
    public static func greeting(_ user: User) -> String { "Hello \(user.fullName) <3" }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        frame.drawSceneStatus("Signed in", hint: hint)
        let body = frame.sceneBody
        // Blank lines go first when the screen is short (the one before logout, then the one after
        // the greeting), so that every item, logout included, stays visible.
        let items = Destination.allCases.count + 1
        let spare = body.height - 1 - items
        var y = frame.drawParagraphs([greeting(model.user)] + (spare >= 1 ? [""] : []), in: body)
        for destination in Destination.allCases {
            drawMenuItem("open \(destination.rawValue)", destination.summary, in: &frame, body: body, y: y)
            y += 1
        }
        drawMenuItem("logout", "Sign out", in: &frame, body: body, y: y + (spare >= 2 ? 1 : 0))
    }

    /// One menu line: the command, then what it does from column 16.
    private static func drawMenuItem(_ command: String, _ summary: String, in frame: inout Frame, body: Rect, y: Int) {
        guard y < body.maxY else { return }
        let end = frame.draw(command, x: body.x, y: y, width: body.width)
        let column = max(end + 2, body.x + 16)
        frame.draw(summary, x: column, y: y, width: body.maxX - column)
    }
}

extension Greeting {
    /// Every greeting message: the schema fingerprint of logs that hold them.
    public static let messageSamples: [Msg] = Destination.allCases.map(Msg.openTapped) + [.logoutTapped]
}
