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
    public static func make(route: String, frameSize: FrameSize = FrameSize(width: 40, height: 12)) -> ExhaustiveChecker<ExampleApp> {
        var explorer = AppExplorer.make(frameSize: frameSize)
        explorer.input.root = Route(route)
        return ExhaustiveChecker(explorer, actions: actions(on:))
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
