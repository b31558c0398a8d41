import Reel

/// A todo list whose items open one at a time in a sheet (an optional, identifiable child): what
/// the tests of a dismissed sheet's store play. A title keeps no digits: typing one is refused.
enum Editor: Scene {
    struct Todo: Equatable, Sendable, Identifiable {
        var id: Int
        var title: String
    }

    struct Model: Equatable, Sendable {
        var todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "eggs")]
        var editing: Todo?
    }

    enum Msg: Equatable, Sendable {
        case opened(Int)
        case closed
        case editing(TodoMsg)
    }

    enum TodoMsg: Equatable, Sendable {
        case titleChanged(String)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .opened(let id):
            model.editing = model.todos.first { $0.id == id }
        case .closed:
            model.editing = nil
        case .editing(.titleChanged(let title)):
            guard let id = model.editing?.id, let index = model.todos.firstIndex(where: { $0.id == id }) else { break }
            let kept = title.filter { !$0.isNumber }  // a title has no digits: the field's digit is refused
            model.editing?.title = kept
            model.todos[index].title = kept
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        for (line, todo) in model.todos.enumerated() { frame.draw(todo.title, x: 0, y: line) }
    }
}
