// The example app: every example as a scene on one navigation stack, with an app-wide session.
import ReelExampleSupport
import ReelExampleLogin
import Reel

/// The app's coordinator: a pure update over a stack of scene models.
///
/// The stack is the library's: a ``SceneStack`` of ``Layer``s driven by a ``ChildStack`` (``stack``)
/// inside ``Children`` (``children``), which gives each scene its id, routes each
/// ``Msg/screen(id:msg:)`` to the scene with that id, declares every scene's subscriptions, and
/// cancels the work of every scene that leaves, top first, before a new scene's startup commands.
/// Each scene's commands and subscriptions run under its own scope (`screen-ID`), so a scene that
/// leaves the stack is stopped completely (its commands cancelled by scope, its subscriptions no
/// longer declared), and two instances of one scene never touch each other's work.
///
/// Scenes never navigate themselves: they return `.navigate(intent)` commands, which the stack
/// maps (with `Effect.map(scope:_:navigation:)`) into ``Msg/navigationRequested(from:_:)``
/// messages tagged with the scene's id, and which the coordinator honors on the next step: push,
/// present as a modal, replace, pop, dismiss, pop to root. Only the top scene's intents count; a
/// late one from a scene that is no longer on top is dropped.
///
/// The session (user and token) lives here, not in a singleton: the coordinator opens it when a
/// scene says a message signed someone in (the login form's sign-in), ends it when one says the
/// session ended (the greeting's logout), and tells every scene on the stack that reacts to it
/// (the login form clears itself when the session ends).
///
/// The coordinator knows no scene type: each ``Screen`` carries its scene, and ``screens`` lists
/// the scenes the app can open with the words that drive them.
public enum ExampleApp: Scene {
    /// What the app starts from: where its backend is, and which scene it opens first.
    ///
    /// `Codable`, so a log's header records it and replay starts where the session started; it
    /// holds no secret (the session's token comes later, from signing in).
    public struct Input: Sendable, Codable {
        /// The backend: the offline fixtures by default, or a real server's base URL.
        public var api: API
        /// Where the notes example keeps its notes.
        public var notesPath: String
        /// The route of the first scene: the login form by default; another to run one example
        /// alone. A route that cannot open leaves the login form first, with the reason shown.
        public var root: Route

        /// Creates an input.
        public init(api: API = .offline, notesPath: String = "notes.json", root: Route = "login") {
            self.api = api
            self.notesPath = notesPath
            self.root = root
        }
    }

    /// How a scene came onto the stack.
    public enum Presentation: String, Hashable, Sendable, Codable {
        /// The first scene.
        case root
        /// Pushed over the scene below; "back" returns to it.
        case pushed
        /// Presented as a modal: drawn as a box over the scene below.
        case modal
    }

    /// A scene on the stack: its screen, and how it came onto the stack.
    ///
    /// A wrapper rather than a field of ``Screen``: a ``SceneStack`` keeps an id with each screen
    /// and nothing more, and how a scene came on (pushed, presented) is the stack's business, not
    /// the scene's, so it rides beside the screen here. Everything else is the screen's own: its
    /// messages, its subscriptions, its name.
    public struct Layer: SceneCases, Hashable, Sendable {
        /// The scene's model.
        public var screen: Screen
        /// How it came onto the stack.
        public var presentation: Presentation

        /// A screen that came onto the stack this way.
        public init(_ screen: Screen, _ presentation: Presentation) {
            self.screen = screen
            self.presentation = presentation
        }

        /// Applies a message to the screen, if it is for the screen's scene.
        public mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>? { screen.update(msg) }
        /// What the screen subscribes to now.
        public func subscriptions() -> Subscriptions<ScreenMsg> { screen.subscriptions() }
        /// The screen's scene's name.
        public var caseName: String { screen.caseName }
    }

    /// The app's state: the backend, the session and the stack.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// Where the notes example keeps its notes.
        public var notesPath: String
        /// Who is signed in, if anyone.
        public var session: Session?
        /// The scenes, bottom first, each with its id; never empty (the login form is the root).
        public var stack: SceneStack<Layer>
        /// Why the last navigation intent was refused, until the next one succeeds.
        public var notice: String?

        /// Creates a model.
        public init(
            api: API, notesPath: String = "notes.json", session: Session? = nil, stack: SceneStack<Layer>,
            notice: String? = nil
        ) {
            self.api = api
            self.notesPath = notesPath
            self.session = session
            self.stack = stack
            self.notice = notice
        }

        /// The scene on top: the one the user sees and drives.
        public var top: Layer { stack[stack.count - 1].screen }
        /// The id of the scene on top, which its messages are addressed to.
        public var topID: Int { stack[stack.count - 1].id }

        /// What a scene opening now is started with.
        var context: AppContext { AppContext(api: api, session: session, notesPath: notesPath) }
    }

    /// What happens in the app.
    public enum Msg: Hashable, Sendable, Codable {
        /// A message for the scene with this id (from the user, or from one of its commands).
        case screen(id: Int, msg: ScreenMsg)
        /// The scene with this id asked to navigate.
        case navigationRequested(from: Int, Navigation)
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let context = AppContext(api: input.api, notesPath: input.notesPath)
        let (screen, effect, notice): (Screen, Effect<ScreenMsg>, String?)
        switch Routes.start(input.root, in: context) {
        case .success(let started): (screen, effect, notice) = (started.0, started.1, nil)
        case .failure(let refusal):
            let (login, loginEffect) = Login.start(Login.Input(api: input.api))
            (screen, effect, notice) = (Screen(Login.self, login), loginEffect.map { ScreenMsg(Login.self, $0) }, refusal.reason)
        }
        var model = Model(api: input.api, notesPath: input.notesPath, stack: SceneStack(), notice: notice)
        let started = stack.push((Layer(screen, .root), effect), in: &model)
        return (model, started)
    }

    /// The stack's screens, each under its scope `screen-ID`, their messages addressed by id and
    /// their navigation intents turned into requests from that id.
    public static let stack = ChildStack<ExampleApp, Layer>(
        \.stack, scopes: { EffectScope("screen-\($0)") }, Msg.screen, navigation: Msg.navigationRequested
    ) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }

    /// The app's children: the stack.
    static let children = Children<ExampleApp>(stack)

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own)
    }

    /// What the app does with a message once the stack has applied it to its scene: opens or ends
    /// the session after a scene's message changed it, and honors the top scene's intents.
    private static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .screen(let id, let screenMsg):
            switch model.stack[id: id]?.screen.sessionChange(after: screenMsg) {
            case .signedIn(let session): changeSession(&model, to: session)
            case .signedOut: changeSession(&model, to: nil)
            case nil: .none
            }
        case .navigationRequested(let id, let navigation):
            model.topID == id ? navigate(&model, navigation) : .none
        }
    }

    /// Every scene's subscriptions, each under its scene's scope and addressed to it.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    /// Sets the session and tells every scene on the stack that reacts to it.
    private static func changeSession(_ model: inout Model, to session: Session?) -> Effect<Msg> {
        model.session = session
        var effects: [Effect<Msg>] = []
        for entry in model.stack {
            guard let msg = entry.screen.screen.sessionChangedMsg(session),
                  let effect = model.stack[id: entry.id]?.update(msg)
            else { continue }
            effects.append(stack.lift(effect, from: entry.id))
        }
        return .batch(effects)
    }
}
