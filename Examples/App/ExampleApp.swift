// The example app: every example as a scene on one navigation stack, with an app-wide session.
import ReelExampleSupport
import ReelExampleLogin
import Reel

/// The app's coordinator: a pure update over a stack of scene models.
///
/// Scenes never navigate themselves: they return `.navigate(intent)` commands, which the
/// coordinator maps (with `Effect.map(_:navigation:)`) into ``Msg/navigationRequested(from:_:)``
/// messages tagged with the scene's id, and honors on the next step: push, present as a modal,
/// replace, pop, dismiss, pop to root. Only the top scene's intents count; a late one from a scene
/// that is no longer on top is dropped. Each scene's commands and subscriptions run under its own
/// scope (`screen-ID`), so a scene that leaves the stack is stopped completely (its commands
/// cancelled by scope, its subscriptions no longer declared), and two instances of one scene never
/// touch each other's work.
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

    /// A scene on the stack, with the id its messages are addressed to.
    public struct Entry: Hashable, Sendable {
        /// The id, unique for the app's lifetime.
        public var id: Int
        /// The scene's model.
        public var screen: Screen
        /// How it came onto the stack.
        public var presentation: Presentation

        /// Creates an entry.
        public init(id: Int, screen: Screen, presentation: Presentation) {
            self.id = id
            self.screen = screen
            self.presentation = presentation
        }
    }

    /// The app's state: the backend, the session and the stack.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// Where the notes example keeps its notes.
        public var notesPath: String
        /// Who is signed in, if anyone.
        public var session: Session?
        /// The scenes, bottom first; never empty (the login form is the root).
        public var stack: [Entry]
        /// The id the next scene gets.
        public var nextID: Int
        /// Why the last navigation intent was refused, until the next one succeeds.
        public var notice: String?

        /// Creates a model.
        public init(
            api: API, notesPath: String = "notes.json", session: Session? = nil, stack: [Entry], nextID: Int,
            notice: String? = nil
        ) {
            self.api = api
            self.notesPath = notesPath
            self.session = session
            self.stack = stack
            self.nextID = nextID
            self.notice = notice
        }

        /// The scene on top: the one the user sees and drives.
        public var top: Entry { stack[stack.count - 1] }

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
        let model = Model(
            api: input.api, notesPath: input.notesPath, stack: [Entry(id: 1, screen: screen, presentation: .root)],
            nextID: 2, notice: notice)
        return (model, lift(effect, from: 1))
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .screen(let id, let screenMsg):
            guard let index = model.stack.firstIndex(where: { $0.id == id }),
                  let effect = model.stack[index].screen.update(screenMsg)
            else { return .none }
            var effects = [lift(effect, from: id)]
            switch model.stack[index].screen.sessionChange(after: screenMsg) {
            case .signedIn(let session): effects.append(changeSession(&model, to: session))
            case .signedOut: effects.append(changeSession(&model, to: nil))
            case nil: break
            }
            return .batch(effects)
        case .navigationRequested(let id, let navigation):
            guard model.top.id == id else { return .none }
            return navigate(&model, navigation)
        }
    }

    /// Every scene's subscriptions, each under its scene's scope and addressed to it.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .batch(model.stack.map { entry in
            let id = entry.id
            return entry.screen.subscriptions.map(scope: scope(of: id)) { .screen(id: id, msg: $0) }
        })
    }

    /// A scene's effect in the app's messages: results addressed to the scene's id, intents
    /// turned into navigation requests from it, commands under the scene's scope.
    public static func lift(_ effect: Effect<ScreenMsg>, from id: Int) -> Effect<Msg> {
        effect.map(scope: scope(of: id), { .screen(id: id, msg: $0) }, navigation: { .navigationRequested(from: id, $0) })
    }

    /// Where the scene with this id runs its commands and subscriptions: `screen-ID`.
    static func scope(of id: Int) -> EffectScope { EffectScope("screen-\(id)") }

    /// Sets the session and tells every scene on the stack that reacts to it.
    private static func changeSession(_ model: inout Model, to session: Session?) -> Effect<Msg> {
        model.session = session
        var effects: [Effect<Msg>] = []
        for index in model.stack.indices {
            guard let msg = model.stack[index].screen.sessionChangedMsg(session),
                  let effect = model.stack[index].screen.update(msg)
            else { continue }
            effects.append(lift(effect, from: model.stack[index].id))
        }
        return .batch(effects)
    }
}
