import Reel

/// A list of notes: add one, delete one.
public enum Notes: Scene {
    public struct Model: Equatable, Sendable { public var notes: [String] = [] }

    public enum Msg: Equatable, Sendable, Codable { case added(String), deleted(Int) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .added(let note): model.notes.append(note)
        case .deleted(let index) where model.notes.indices.contains(index): model.notes.remove(at: index)
        case .deleted: break
        }
        return .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        for (row, note) in model.notes.enumerated() { frame.draw("• \(note)", x: 2, y: 1 + row) }
    }
}
