import Reel
import ReelLog
import ReelExampleSearch

/// The search that shows the result after the selected one, reading past the end of the list
/// when the last result is selected (an off-by-one that traps in `render`).
enum TrappingSearch: LoggableScene {
    typealias Input = Search.Input
    typealias Model = Search.Model
    typealias Msg = Search.Msg
    static let messageSamples = Search.messageSamples
    static func start(_ input: Input) -> (Model, Effect<Msg>) { Search.start(input) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Search.update(&model, msg) }

    static func render(_ model: Model, into frame: inout Frame) {
        Search.render(model, into: &frame)
        if case .found(let domains) = model.phase {
            let next = domains[model.selection + 1]  // the planted bug: no check for the last row
            _ = frame.draw("next: \(next.name)", x: 0, y: frame.size.height - 2, width: frame.size.width)
        }
    }
}
