import Foundation
import Reel
import ReelLog

/// A parent scene for the store's tests: a list of books, and a panel (``Panel``) that opens and
/// closes, mapped under the scope `panel` as a coordinator maps a pushed screen.
enum Shelf: LoggableScene {
    struct Model: Equatable, Sendable {
        var books = ["Dune", "Emma"]
        var panel: Panel.Model?
        var opened = 0
    }

    enum Msg: Equatable, Sendable, Codable {
        case bookAdded(String)
        case panelOpened
        case panelClosed
        case panel(Panel.Msg)
    }

    static let panelScope: EffectScope = "panel"

    static let messageSamples: [Msg] = [.bookAdded("b"), .panelOpened, .panelClosed] + Panel.messageSamples.map(Msg.panel)

    static let requestSamples: [any Request] = Panel.requestSamples

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .bookAdded(let title):
            model.books.append(title)
        case .panelOpened:
            model.panel = Panel.start(()).0
            model.opened += 1
        case .panelClosed:
            model.panel = nil
            return .cancelAll(in: panelScope)  // leaving stops what the panel started
        case .panel(let msg):
            guard var panel = model.panel else { return .none }
            let effect = Panel.update(&panel, msg)
            model.panel = panel
            return effect.map(scope: panelScope, Msg.panel)
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.panel.map { Panel.subscriptions($0).map(scope: panelScope, Msg.panel) } ?? .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("books: \(model.books.joined(separator: ", "))", x: 0, y: 0)
        if let panel = model.panel { Panel.render(panel, into: &frame) }
    }
}
