import Reel

/// A list that a diff shows row by row, each named by its id (`rows[id: 42].title: "a" → "b"`),
/// rather than by the parts it is stored in.
package protocol DiffShownByID {
    /// The rows in order, each with its id.
    var rowsByID: [(id: Any, row: Any)] { get }
}

extension IdentifiedRows: DiffShownByID {
    /// The rows in order, each with its id.
    package var rowsByID: [(id: Any, row: Any)] { rows.map { ($0.id, $0) } }
}

extension SceneStack: DiffShownByID {
    /// The screens, bottom first, each with the id the stack gave it (`stack[id: 3].title`),
    /// rather than the stack's storage.
    package var rowsByID: [(id: Any, row: Any)] { entries.map { ($0.id, $0.screen) } }
}

extension ValueDiff {
    /// Rows matched by id: a row in both is compared part by part under `[id: …]`, a row in one
    /// only is added or removed, and rows in both that changed places show as a change of `ids`.
    static func rowsByID(
        _ before: [(id: Any, row: Any)], _ after: [(id: Any, row: Any)], at path: [String], depth: Int,
        into lines: inout [Line]
    ) {
        func named(_ rows: [(id: Any, row: Any)]) -> [(id: String, row: Any)] { rows.map { (ValueSummary.line($0.id), $0.row) } }
        let (left, right) = (named(before), named(after))
        let (leftRows, rightRows) = (Dictionary(left, uniquingKeysWith: { a, _ in a }), Dictionary(right, uniquingKeysWith: { a, _ in a }))
        let start = lines.count
        var unchanged = 0
        for (id, old) in left {
            let step = path + ["[id: \(id)]"]
            guard let new = rightRows[id] else {
                lines.append(.changed(path: step, expected: ValueSummary.line(old), actual: nil))
                continue
            }
            let count = lines.count
            walk(old, new, at: step, depth: depth + 1, into: &lines)
            if lines.count == count { unchanged += 1 }
        }
        for (id, new) in right where leftRows[id] == nil {
            lines.append(.changed(path: path + ["[id: \(id)]"], expected: nil, actual: ValueSummary.line(new)))
        }
        let (leftOrder, rightOrder) = (left.map(\.id).filter { rightRows[$0] != nil }, right.map(\.id).filter { leftRows[$0] != nil })
        if leftOrder != rightOrder {
            func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
            lines.append(.changed(path: path + [".ids"], expected: list(left.map(\.id)), actual: list(right.map(\.id))))
        }
        note(unchanged, .element, at: path, ifChangedSince: start, into: &lines)
    }
}
