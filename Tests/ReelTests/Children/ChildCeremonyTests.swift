import Foundation
import Reel
import ReelTesting
import Testing

/// The short forms: a child always there, kinds made from their cases alone, an enum of scenes
/// listed once, a parent with no logic of its own, and a stack's navigation operations.
@Suite("Children: the short forms")
struct ChildCeremonyTests {
    /// The screens, listed once: no switch.
    enum Tab: SceneCases {
        case fetcher(Fetcher.Model)
        case label(Label.Model)
        enum Msg: Equatable, Sendable, Codable {
            case fetcher(Fetcher.Msg)
            case label(Label.Msg)
        }
        static let scenes = [SceneCase(Fetcher.self, Tab.fetcher, Msg.fetcher), SceneCase(Label.self, Tab.label, Msg.label)]
    }

    /// A parent with no logic of its own: a fetcher always there, rows and a stack, each made from its case.
    enum Shell: Scene {
        struct Model: Equatable, Sendable {
            var header = Fetcher.Model(id: "header", running: true)
            var rows: IdentifiedRows<Fetcher.Model> = [Fetcher.Model(id: "r")]
            var stack = SceneStack<Tab>([.label("root"), .fetcher(Fetcher.Model(id: "s"))])
        }
        enum Msg: Equatable, Sendable, Codable {
            case header(Fetcher.Msg)
            case row(id: String, Fetcher.Msg)
            case tab(id: Int, Tab.Msg)
        }
        static let headerChild = EmbeddedChild<Shell, Fetcher>(\.header, scope: "header", Msg.header)
        static let rowChildren = ChildList<Shell, Fetcher>(\.rows, scope: "rows", Msg.row)
        static let tabStack = ChildStack<Shell, Tab>(\.stack, scope: "tab", Msg.tab)
        static let children = Children<Shell>(headerChild, rowChildren, tabStack)
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { children.update(&model, msg) }
        static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test("given kinds made from their cases alone, then each child's messages reach it, and only its")
    func derivedExtraction() {
        var model = Shell.Model()
        #expect(Shell.update(&model, .header(.fetched("h"))).isNone)
        #expect(Shell.update(&model, .row(id: "r", .fetched("x"))).isNone)
        #expect(Shell.update(&model, .tab(id: 2, .fetcher(.fetched("t")))).isNone)
        #expect(Shell.update(&model, .tab(id: 1, .label(.rename("home")))).isNone)
        #expect(model.header.fetched == ["h"] && model.rows[id: "r"]?.fetched == ["x"])
        #expect(model.stack[id: 2] == .fetcher(Fetcher.Model(id: "s", fetched: ["t"])) && model.stack[id: 1] == .label("home"))
        // A message of one case never reads as another's: the label is not a fetcher.
        #expect(Shell.update(&model, .tab(id: 1, .fetcher(.fetched("no")))).isDropped)
        #expect(Shell.update(&model, .row(id: "gone", .fetched("no"))).isDropped)
        #expect(model.stack[id: 1] == .label("home"))
    }

    @Test("given a child always there, then its subscriptions are declared with no line in the parent")
    func embeddedSubscriptions() {
        #expect(Shell.subscriptions(Shell.Model()).all.map(\.id) == ["header/tick"])
        let t = SceneTester<Shell>(input: (), subscriptions: Shell.subscriptions(Shell.Model()))
        t.advance(by: .milliseconds(100))
        t.receive(.header(.ticked)) { $0.header.ticks = 1 }
        t.discardInFlight()
    }

    @Test("given a stack, when it pops from an id, empties, and is rebuilt in place, then no id is ever reused")
    func stackOperations() {
        var stack = SceneStack<String>(["a", "b", "c", "d"])
        stack.pop(from: 3)
        #expect(stack.ids == [1, 2])
        stack.pop(from: 9)
        #expect(stack.ids == [1, 2])
        stack.removeAll()
        #expect(stack.isEmpty)
        #expect(stack.replaceAll(with: ["x", "y"]) == [5, 6])
        #expect(stack.push("z") == 7)
    }
}
