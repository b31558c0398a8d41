// Checking one screen of the example app exhaustively: every word the screen offers, with
// arguments from a small set, and every answer, failure, timer and event the world has, to a bound.
import ReelExampleApp
import ReelExampleSupport
import Reel
import ReelShell
import ReelTesting

/// The example app under exhaustive checking, as `reel-demo explore --exhaustive --scene NAME` runs it.
public enum AppChecker {
    /// The depth `reel-demo explore --exhaustive` checks to by default: in seconds for every screen.
    public static let defaultDepth = 5

    /// A checker of the app started on the screen at `route`, with the app explorer's world and
    /// properties (``AppExplorer``), trying every word the top screen offers but `back` (so that the
    /// check stays on the screen), each argument from a small set.
    ///
    /// A screen that needs a signed-in user (`profile`) is reached as the app reaches it: the check
    /// starts on the login form, signs in as Ada Lovelace (the backend's first answer, a success) and
    /// opens the screen from the greeting; those decisions are its ``ExhaustiveChecker/prelude``.
    public static func make(route: String, frameSize: FrameSize = FrameSize(width: 40, height: 12)) -> ExhaustiveChecker<ExampleApp> {
        var explorer = AppExplorer.make(frameSize: frameSize)
        explorer.input.root = Route(route)
        guard ExampleApp.start(explorer.input).0.notice != nil, route != "login" else {
            return ExhaustiveChecker(explorer, actions: actions(on:))
        }
        // The route was refused (the app shows the login form and why): sign in first, then open it.
        explorer.input.root = "login"
        var checker = ExhaustiveChecker(explorer, actions: actions(on:))
        for line in [["first", "Ada"], ["last", "Lovelace"], ["login"], [], ["open", route]] {
            guard !line.isEmpty else {
                checker.prelude.append(.answer(0, outcome: 0))  // the sign-in request succeeds
                continue
            }
            let model = checker.model(after: checker.prelude)
            guard let word = ExampleApp.commands(for: model).first(where: { $0.name == line[0] }) else { break }
            checker.prelude.append(.send(word.message(for: Arguments(Array(line.dropFirst())))))
        }
        return checker
    }

    /// Why the screen at `route` cannot be checked (no such screen, or one the sign-in does not
    /// open); nil when it can, after a sign-in if it needs one.
    public static func refusal(route: String) -> String? {
        let input = ExampleApp.Input(api: .offline, notesPath: "notes.json", root: Route(route))
        guard let notice = ExampleApp.start(input).0.notice else { return nil }
        let checker = make(route: route)
        let opened = checker.prelude.isEmpty ? nil : ExampleApp.sceneName(of: checker.model(after: checker.prelude))
        return opened == route ? nil : notice
    }

    /// Every word the top screen offers now but `back`, with every argument from ``arguments(for:)``.
    @Sendable
    public static func actions(on model: ExampleApp.Model) -> [ExampleApp.Msg] {
        ExampleApp.commands(for: model).filter { $0.name != "back" }.flatMap { word in
            word.arguments.reduce([[String]()]) { lines, argument in
                lines.flatMap { line in arguments(for: argument).map { line + [$0] } }
            }.map { word.message(for: Arguments($0)) }
        }
    }

    /// The values a checked argument takes: every choice; a short text that one search result
    /// matches and one that three do; the first row.
    static func arguments(for argument: Argument) -> [String] {
        switch argument {
        case .choice(_, let choices): choices
        case .number: ["1"]
        case .word, .text: ["x"]
        case .optionalText: ["x", "em"]
        }
    }
}
