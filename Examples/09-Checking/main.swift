/// Rung 9 of the ladder: checking a scene exhaustively, as a model checker does.
///
/// An `ExhaustiveChecker` takes every decision at every state: each user action of a small
/// alphabet, and each move of the world (here: time passing, so that the next timer fires),
/// breadth first, to a depth. A state (the model and the work pending) reached by many paths is
/// expanded once. Because `update` is pure and its effects are data, these are all the choices
/// there are: when a property holds to depth D, no session of D decisions breaks it, and when one
/// breaks it, no shorter session does.
///
/// The scene is a microwave that heats for two minutes, a timer a minute: the property, after
/// the classic example of model checking, is that it never heats with its door open. The planted
/// bug is one missing command: opening the door stops the heating but not the timer, whose next
/// minute turns the heating back on.
import Reel
import ReelLog
import ReelTesting

enum Microwave: LoggableScene {
    struct Model: Equatable, Sendable {
        var doorOpen = false
        var heating = false
        var minutesLeft = 0
    }

    enum Msg: Equatable, Sendable, Codable { case doorOpened, doorClosed, startPressed, minutePassed }

    static let messageSamples: [Msg] = [.doorOpened, .doorClosed, .startPressed, .minutePassed]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .doorOpened:
            model.doorOpen = true
            model.heating = false
            return .cancel("minute")  // the timer stops with the heating
        case .doorClosed:
            model.doorOpen = false
        case .startPressed where !model.doorOpen && !model.heating:
            model.minutesLeft = model.minutesLeft == 0 ? 2 : model.minutesLeft  // a new dish, or the rest of this one
            model.heating = true
            return .after(.seconds(60), send: .minutePassed, id: "minute")
        case .startPressed:
            break  // the door is open, or it is already heating
        case .minutePassed:
            model.minutesLeft -= 1
            model.heating = model.minutesLeft > 0
            if model.heating { return .after(.seconds(60), send: .minutePassed, id: "minute") }
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        let door = model.doorOpen ? "open" : "closed", oven = model.heating ? "heating" : "off"
        frame.draw("door \(door), \(oven), \(model.minutesLeft) min left", x: 0, y: 0)
    }
}

/// The same microwave with the bug: opening the door forgets to cancel the timer.
enum BuggyMicrowave: LoggableScene {
    static let appName = "Microwave"
    static let messageSamples = Microwave.messageSamples
    static func start(_ input: Void) -> (Microwave.Model, Effect<Microwave.Msg>) { Microwave.start(input) }
    static func update(_ model: inout Microwave.Model, _ msg: Microwave.Msg) -> Effect<Microwave.Msg> {
        let effect = Microwave.update(&model, msg)
        return msg == .doorOpened ? .none : effect
    }
    static func render(_ model: Microwave.Model, into frame: inout Frame) { Microwave.render(model, into: &frame) }
}

/// A checker of a microwave: every user action in every state, and every timer, against the property.
func checker<S: LoggableScene>(of scene: S.Type) -> ExhaustiveChecker<S>
where S.Input == Void, S.Model == Microwave.Model, S.Msg == Microwave.Msg {
    let safe = Property<S>.model("never heats with the door open") { !($0.heating && $0.doorOpen) }
    let explorer = Explorer(scene, input: (), properties: [safe])
    // The user's alphabet: the door and the button. `minutePassed` comes only from the timer.
    return ExhaustiveChecker(explorer, actions: { _ in [.doorOpened, .doorClosed, .startPressed] })
}

/// Checks a scene to `depth` decisions, and prints what it visited and its verdict: counts, never times.
func check<S: LoggableScene>(_ checker: ExhaustiveChecker<S>, depth: Int, named name: String) {
    let report = checker.check(depth: depth)
    print("\(name), to depth \(depth): \(report.distinctStates) distinct states, \(report.transitions) transitions")
    let kinds = CheckedKind.allCases.compactMap { kind in report.decisions[kind].map { "\(kind.rawValue) \($0)" } }
    print("  decisions taken: " + kinds.joined(separator: ", "))
    if let counterexample = report.counterexample {
        let violation = counterexample.violation
        print("  broken: \(violation.property), after \(counterexample.steps.count) decisions (none shorter):")
        for (number, decision) in counterexample.steps.enumerated() { print("    \(number + 1). \(decision)") }
        let model = checker.model(after: counterexample.steps)  // the state it ends in, reached again
        print("  then: " + S.frame(of: model, size: FrameSize(width: 40, height: 1)).trimmedText)
    } else if report.exhausted {
        print("  holds in every reachable state: all of them lie within \(report.depth) decisions")
    } else {
        print("  holds to depth \(depth), not beyond: \(report.unexpanded) states at the bound were not expanded")
    }
}

check(checker(of: BuggyMicrowave.self), depth: 8, named: "BuggyMicrowave")
check(checker(of: Microwave.self), depth: 8, named: "Microwave")
