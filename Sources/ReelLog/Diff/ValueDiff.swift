import Reel

/// Shows how two values differ, part by part, for failure messages.
///
/// Each changed part is one line named by its path, and unchanged parts are only counted:
///
/// ```
///   query: "me" → "med"
///   phase.loaded.found[3].name: "a.com" → "b.com"
///   ⋯ 1 unchanged field of phase.loaded.found[3]
///   ⋯ 49 unchanged elements of phase.loaded.found
///   items[2]: added Item(name: "x", done: false)
///   ⋯ 2 unchanged fields
/// ```
///
/// The values are walked with `Mirror`, so a type's `customMirror` decides what is shown (a secret
/// header stays redacted). An `Equatable` part is compared with `==`, anything else part by part;
/// a part with nothing inside (a number, a string, a case without payload) by its description. An
/// enum path names its case (`.loaded`); a case change shows both values whole. Arrays are matched
/// from both ends, so one element added or removed is one line, not a change of every later index;
/// dictionaries and sets are matched by key and element; a list of rows with ids (``DiffShownByID``,
/// such as `IdentifiedRows`) by id: `rows[id: 42].title: "a" → "b"`.
package enum ValueDiff {
    /// One line of a diff.
    package enum Line: Equatable, Sendable {
        /// The part at `path` is `expected` in one value and `actual` in the other (nil: absent there).
        case changed(path: [String], expected: String?, actual: String?)
        /// `count` parts of the container at `path` are the same in both.
        case unchanged(path: [String], count: Int, of: Part)

        /// The path of the part the line is about.
        package var path: [String] {
            switch self {
            case .changed(let path, _, _), .unchanged(let path, _, _): path
            }
        }
    }

    /// What a container's parts are called in an `unchanged` line.
    package enum Part: String, Sendable {
        case field, element, entry

        /// The word for `count` of them: `field`, `fields`, `entries`.
        package func named(_ count: Int) -> String { count == 1 ? rawValue : self == .entry ? "entries" : rawValue + "s" }
    }

    /// The lines, indented by two spaces; a note when the values differ only where they print the same.
    package static func describe<T>(expected: T, actual: T) -> String {
        let lines = lines(expected: expected, actual: actual)
        guard !lines.isEmpty else { return "  (the values differ only in parts that print the same)" }
        return lines.map { "  " + render($0) }.joined(separator: "\n")
    }

    /// How `actual` differs from `expected`, in the order the parts appear; empty when they are the same.
    package static func lines(expected: Any, actual: Any) -> [Line] {
        var lines: [Line] = []
        walk(expected, actual, at: [], depth: 0, into: &lines)
        return lines
    }

    /// A line as text: `path: expected → actual`, `path: added …`, `⋯ 3 unchanged fields of path`.
    package static func render(_ line: Line) -> String {
        switch line {
        case let .changed(path, expected, actual):
            prefix(path) + (expected.map { old in actual.map { "\(old) → \($0)" } ?? "removed \(old)" } ?? "added \(actual ?? "")")
        case let .unchanged(path, count, part):
            "⋯ \(count) unchanged \(part.named(count))" + (path.isEmpty ? "" : " of \(text(path))")
        }
    }

    /// `a.b[3]["k"]`: the components joined, without the first one's dot.
    package static func text(_ path: [String]) -> String {
        let joined = path.joined()
        return joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
    }

    private static func prefix(_ path: [String]) -> String { path.isEmpty ? "" : text(path) + ": " }

    // MARK: - Walking

    static func walk(_ expected: Any, _ actual: Any, at path: [String], depth: Int, into lines: inout [Line]) {
        func whole() -> Line { .changed(path: path, expected: ValueSummary.line(expected), actual: ValueSummary.line(actual)) }
        guard type(of: expected) == type(of: actual) else { return lines.append(whole()) }
        let equal = ValueSummary.equal(expected, actual)
        if equal == true { return }
        let (left, right) = (Mirror(reflecting: expected), Mirror(reflecting: actual))
        // Deep enough to be a cycle of references: compare what the values print.
        if ValueSummary.isLeaf(expected, left) || ValueSummary.isLeaf(actual, right) || depth > 64 {
            let line = whole()
            // Unequal by `==` is a change even where the two print the same.
            if case .changed(_, let before, let after) = line, equal == false || before != after { lines.append(line) }
            return
        }
        let (leftChildren, rightChildren) = (Array(left.children), Array(right.children))
        let begin = lines.count
        defer {
            // Unequal by `==` though no part shows it (a redacted secret): the whole value is the change.
            if equal == false, lines.count == begin { lines.append(whole()) }
        }
        if let before = expected as? any DiffShownByID, let after = actual as? any DiffShownByID {
            return rowsByID(before.rowsByID, after.rowsByID, at: path, depth: depth, into: &lines)
        }
        switch left.displayStyle {
        case .optional?, .enum?:
            // An optional is walked through; an enum's path names its case.
            if leftChildren.isEmpty && rightChildren.isEmpty { return }
            guard let before = leftChildren.first, let after = rightChildren.first, before.label == after.label else {
                return lines.append(whole())
            }
            let step = left.displayStyle == .enum ? [".\(before.label ?? "")"] : []
            walk(before.value, after.value, at: path + step, depth: depth + 1, into: &lines)
        case .collection?:
            elements(leftChildren.map(\.value), rightChildren.map(\.value), at: path, depth: depth, into: &lines)
        case .dictionary?:
            entries(leftChildren, rightChildren, at: path, depth: depth, into: &lines)
        case .set?:
            let (before, after) = (leftChildren.map { ValueSummary.line($0.value) }, rightChildren.map { ValueSummary.line($0.value) })
            for removed in before.filter({ !after.contains($0) }).sorted() { lines.append(.changed(path: path, expected: removed, actual: nil)) }
            for added in after.filter({ !before.contains($0) }).sorted() { lines.append(.changed(path: path, expected: nil, actual: added)) }
            note(before.count { after.contains($0) }, .element, at: path, ifChangedSince: begin, into: &lines)
        default:
            var same = 0
            for (before, after) in zip(leftChildren, rightChildren) {
                let label = before.label ?? ""
                let count = lines.count
                walk(before.value, after.value, at: path + [label.hasPrefix(".") ? label : ".\(label)"], depth: depth + 1, into: &lines)
                if lines.count == count { same += 1 }
            }
            note(same, .field, at: path, ifChangedSince: begin, into: &lines)
        }
    }

    /// Array elements, matched from both ends: the equal ones at the start and at the end stay
    /// paired, the middle ones are compared in place, and any left over are added or removed.
    private static func elements(_ before: [Any], _ after: [Any], at path: [String], depth: Int, into lines: inout [Line]) {
        func same(_ left: Any, _ right: Any) -> Bool {
            var scratch: [Line] = []
            walk(left, right, at: [], depth: depth + 1, into: &scratch)
            return scratch.isEmpty
        }
        let shorter = min(before.count, after.count)
        var head = 0
        while head < shorter, same(before[head], after[head]) { head += 1 }
        var tail = 0
        while tail < shorter - head, same(before[before.count - 1 - tail], after[after.count - 1 - tail]) { tail += 1 }
        let start = lines.count
        var unchanged = head + tail
        for index in head..<(shorter - tail) {
            let count = lines.count
            walk(before[index], after[index], at: path + ["[\(index)]"], depth: depth + 1, into: &lines)
            if lines.count == count { unchanged += 1 }
        }
        for index in (shorter - tail)..<(before.count - tail) {
            lines.append(.changed(path: path + ["[\(index)]"], expected: ValueSummary.line(before[index]), actual: nil))
        }
        for index in (shorter - tail)..<(after.count - tail) {
            lines.append(.changed(path: path + ["[\(index)]"], expected: nil, actual: ValueSummary.line(after[index])))
        }
        note(unchanged, .element, at: path, ifChangedSince: start, into: &lines)
    }

    /// Dictionary entries, matched by key (as printed), in key order.
    private static func entries(_ before: [Mirror.Child], _ after: [Mirror.Child], at path: [String], depth: Int, into lines: inout [Line]) {
        func keyed(_ children: [Mirror.Child]) -> [String: Any] {
            var result: [String: Any] = [:]
            for child in children {
                let pair = Array(Mirror(reflecting: child.value).children)
                result[ValueSummary.line(pair[0].value)] = pair[1].value
            }
            return result
        }
        let (left, right) = (keyed(before), keyed(after))
        let start = lines.count
        var unchanged = 0
        for key in Set(left.keys).union(right.keys).sorted() {
            let count = lines.count
            switch (left[key], right[key]) {
            case let (old?, new?): walk(old, new, at: path + ["[\(key)]"], depth: depth + 1, into: &lines)
            case let (old?, nil): lines.append(.changed(path: path + ["[\(key)]"], expected: ValueSummary.line(old), actual: nil))
            case let (nil, new?): lines.append(.changed(path: path + ["[\(key)]"], expected: nil, actual: ValueSummary.line(new)))
            case (nil, nil): break
            }
            if lines.count == count { unchanged += 1 }
        }
        note(unchanged, .entry, at: path, ifChangedSince: start, into: &lines)
    }

    /// Counts a container's unchanged parts, only when some of its parts changed.
    static func note(_ count: Int, _ part: Part, at path: [String], ifChangedSince start: Int, into lines: inout [Line]) {
        if count > 0, lines.count > start { lines.append(.unchanged(path: path, count: count, of: part)) }
    }
}
