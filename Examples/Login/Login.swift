// Login and greeting: first and last name, a login request for a token, and a home screen that says hello.
import ReelExampleSupport
import Foundation
import Reel

/// The login form: first and last name, and a login action that asks the backend for a token.
///
/// Empty names never reach the network: they get a validation message instead. A successful
/// sign-in asks the coordinator to push the greeting; the coordinator reads the new session from
/// the same message (``sessionChange(after:in:)``) and keeps it in the app model. When the session
/// ends (logout), the coordinator tells the form with ``Msg/sessionChanged(_:)`` and both fields clear.
public enum Login: AppScreen {
    /// What the form starts from: where the backend is, and the session if one is already open.
    public struct Input: Sendable {
        /// The backend.
        public var api: API
        /// The app's session, read-only.
        public var session: Session?

        /// Creates an input.
        public init(api: API, session: Session? = nil) {
            self.api = api
            self.session = session
        }
    }

    /// Where the form stands.
    public enum Status: Hashable, Sendable {
        /// Waiting for the user.
        case editing
        /// The last login tap had a missing name; the message says which.
        case invalid(String)
        /// The login request is running.
        case signingIn
        /// The login request failed; the reason in one line.
        case failed(String)
    }

    /// The form's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The first name field.
        public var firstName = ""
        /// The last name field.
        public var lastName = ""
        /// Where the form stands.
        public var status = Status.editing

        /// Creates a model.
        public init(api: API, firstName: String = "", lastName: String = "", status: Status = .editing) {
            self.api = api
            self.firstName = firstName
            self.lastName = lastName
            self.status = status
        }
    }

    /// What happens to the form.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user set the first name field.
        case firstNameChanged(String)
        /// The user set the last name field.
        case lastNameChanged(String)
        /// The user asked to log in.
        case loginTapped
        /// The backend accepted the names and issued a token.
        case signedIn(SignInReply)
        /// The login request failed.
        case signInFailed(HTTPError)
        /// The app's session changed (the coordinator says so): a session that ends clears the form.
        case sessionChanged(Session?)
    }

    /// The id of the login request: tapping login twice keeps only the newer request.
    public static let requestID: EffectID = "login.request"

    public static let name = "login"

    public static func title(of model: Model) -> String { "Sign in" }

    /// `login`, filled in with the signed-in user's names if there is one.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        route.segments == ["login"] ? .success(Input(api: context.api, session: context.session)) : nil
    }

    /// A session change clears or fills the form.
    public static func sessionChanged(to session: Session?) -> Msg? { .sessionChanged(session) }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let user = input.session?.user
        return (Model(api: input.api, firstName: user?.firstName ?? "", lastName: user?.lastName ?? ""), .none)
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .firstNameChanged(let name):
            model.firstName = name
            if case .invalid = model.status { model.status = .editing }
            return .none
        case .lastNameChanged(let name):
            model.lastName = name
            if case .invalid = model.status { model.status = .editing }
            return .none
        case .loginTapped:
            guard model.status != .signingIn else { return .none }
            if let problem = missingNames(model) {
                model.status = .invalid(problem)
                return .none
            }
            model.status = .signingIn
            return .http(signInRequest(model), decoding: SignInReply.self, id: requestID) { result in
                switch result {
                case .success(let reply): .signedIn(reply)
                case .failure(let error): .signInFailed(error)
                }
            }
        case .signedIn:
            model.status = .editing
            return .navigate(.push("home"))
        case .signInFailed(let error):
            model.status = .failed(error.description)
            return .none
        case .sessionChanged(let session):
            guard session == nil else { return .none }
            model.firstName = ""
            model.lastName = ""
            model.status = .editing
            return .none
        }
    }

    /// A successful sign-in opens a session: the typed names (trimmed) with the reply's token.
    public static func sessionChange(after msg: Msg, in model: Model) -> SessionChange? {
        guard case .signedIn(let reply) = msg else { return nil }
        return .signedIn(Session(user: user(of: model), token: reply.token))
    }

    /// `POST {api}/login` with the names as JSON.
    public static func signInRequest(_ model: Model) -> HTTPRequest {
        let user = user(of: model)
        let body = #"{"firstName":\#(jsonString(user.firstName)),"lastName":\#(jsonString(user.lastName))}"#
        return HTTPRequest(
            method: "POST", url: model.api.url("login"), headers: [HTTPHeader("Content-Type", "application/json")],
            body: Data(body.utf8))
    }

    /// The user the fields name, trimmed of surrounding spaces.
    static func user(of model: Model) -> User {
        User(firstName: model.firstName.trimmingBlanks,
             lastName: model.lastName.trimmingBlanks)
    }

    /// Which names are missing, as the message the form shows; nil when both are given.
    static func missingNames(_ model: Model) -> String? {
        let user = user(of: model)
        switch (user.firstName.isEmpty, user.lastName.isEmpty) {
        case (true, true): return "Please enter your first and last name."
        case (true, false): return "Please enter your first name."
        case (false, true): return "Please enter your last name."
        case (false, false): return nil
        }
    }

    /// A JSON string literal for the text.
    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
