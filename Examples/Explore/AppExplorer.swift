// Exploring the example app: the user types the words each screen offers, the offline backend
// answers (or fails in every way), and every scene's invariants and rules about its work in flight
// are checked after every message.
import ReelExampleApp
import ReelExampleSupport
import Foundation
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelLog
import ReelShell
import ReelTesting
import ReelExampleSearch

/// The example app under exploration, as `reel-demo explore` runs it.
public enum AppExplorer {
    /// The explorer of the whole app at `frameSize`.
    public static func make(frameSize: FrameSize = FrameSize(width: 40, height: 12)) -> Explorer<ExampleApp> {
        make(ExampleApp.self, frameSize: frameSize)
    }

    /// The explorer of `app`: the example app, or a copy of it with a bug planted.
    public static func make<App: LoggableScene>(_ app: App.Type, frameSize: FrameSize = FrameSize(width: 40, height: 12)) -> Explorer<App>
    where App.Input == ExampleApp.Input, App.Model == ExampleApp.Model, App.Msg == ExampleApp.Msg {
        Explorer(
            app, input: ExampleApp.Input(api: .offline, notesPath: "notes.json"),
            messages: { model in userInput(on: model) }, world: world, properties: properties(for: app), frameSize: frameSize)
    }

    /// What a user can do now: one of the words the top screen offers, with drawn arguments.
    static func userInput(on model: ExampleApp.Model) -> Generator<ExampleApp.Msg> {
        let words = ExampleApp.commands(for: model)
        return Generator { draws in
            let word = draws.element(of: words)
            return word.message(for: Arguments(word.arguments.map { argument(for: $0, &draws) }))
        }
    }

    /// An argument a user might type: real names and numbers mostly, now and then a wrong one.
    private static func argument(for argument: Argument, _ draws: inout RandomDraws) -> String {
        switch argument {
        case .choice(_, let choices): draws.element(of: choices)
        case .number: String(draws.int(in: 1...12))
        case .word: draws.element(of: ["ada", "med", "x", "fruit"])
        case .text, .optionalText: draws.element(of: ["med", "me", "m", "", "blog", "ada", "secret", "zz"])
        }
    }

    /// The offline backend's answers as the successful outcome, and every failure besides.
    static let world: SimulatedWorld = {
        var world = SimulatedWorld()
        let answers = BackendAnswers()
        world.http = { request in [answers.answer(request)] + SimulatedWorld.defaultHTTP.dropFirst() }
        return world
            .answering(NotesFile.self) { request in
                let saved: [Note] = if case .save(let notes) = request.action { notes } else { [] }
                return [.success(saved), .failure(NotesFileError("disk full"))]
            }
            .emitting(HTTPLines.self) { _ in [.line("a new line"), .ended, .failed(.timedOut)] }
    }()

    /// Every scene's invariants and the app's, no token on screen (render determinism is built
    /// in), and the rules about the work in flight (``workRules(for:)``).
    public static let properties: [Property<ExampleApp>] = properties(for: ExampleApp.self)

    /// ``properties`` for `app`, the example app or a copy of it with a bug planted.
    public static func properties<App: Scene>(for app: App.Type) -> [Property<App>]
    where App.Model == ExampleApp.Model, App.Msg == ExampleApp.Msg {
        [
            Property("invariants") { step in
                let broken = ExampleApp.brokenInvariants(before: step.before, msg: step.msg, after: step.model)
                return broken.isEmpty ? nil : broken.joined(separator: "; ") + " (after \(step.msg))"
            },
            .neverShows("the session token never appears on screen") { model in
                model.session.map { [$0.token.value] } ?? []
            },
        ] + workRules(for: app)
    }

    /// The rules about the work in flight: each scene's where a rule is about work, not models
    /// (the profile's refresh, the notes' saves, the search's request), and the app's own: every
    /// command is answered or cancelled once the world settles.
    public static func workRules<S: Scene>(for scene: S.Type) -> [Property<S>] {
        Profile.workRules(for: scene) + Notes.workRules(for: scene) + Search.workRules(for: scene) + [everyCommandEnds()]
    }

    /// The app's rule that no work goes on forever: once a session is over and the world settles,
    /// every command has been answered or cancelled (a poll that re-arms itself breaks it).
    public static func everyCommandEnds<S: Scene>() -> Property<S> {
        .eventuallyAnsweredOrCancelled("every command is answered or cancelled once the world settles")
    }
}

/// The offline backend's answers, each read from its file once (explorers on several test threads
/// share it; an `NSLock`, which the thread sanitizer sees, guards it).
private final class BackendAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [HTTPRequest: Result<HTTPResponse, HTTPError>] = [:]
    private let backend = ExampleBackend.transport()

    func answer(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError> {
        lock.withLock {
            if let known = answers[request] { return known }
            let answer = backend.answer(request)
            answers[request] = answer
            return answer
        }
    }
}

extension Property {
    /// The invariants `scene` states, as one property of a scene with the same model and messages
    /// (the scene itself, or a copy of it with a planted bug).
    @inlinable
    public static func invariants<Base: AppScreen>(of scene: Base.Type) -> Property
    where S.Model == Base.Model, S.Msg == Base.Msg {
        let invariants = Base.invariants
        return Property("\(Base.name) invariants") { step in
            // Checked after every message: a plain loop, and names gathered only when one breaks.
            var broken: [String] = []
            for invariant in invariants where !invariant.holds(before: step.before, msg: step.msg, after: step.model) {
                broken.append(invariant.name)
            }
            return broken.isEmpty ? nil : broken.joined(separator: "; ") + " (after \(step.msg))"
        }
    }
}

extension SimulatedWorld {
    /// The offline backend's answer as the successful outcome of every request, then every failure.
    public static let offlineBackend: SimulatedWorld = AppExplorer.world
}
