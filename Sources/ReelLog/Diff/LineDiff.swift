import Reel

/// A line-by-line diff of two texts, expected against actual, for failure messages.
///
/// Lines are matched by a longest common subsequence after the common start and end are set
/// aside, so a changed row shows as one removed and one added line and the rest as unchanged.
/// Very large middles (over four million line pairs) are shown as wholly replaced rather than
/// searched.
public struct LineDiff: Hashable, Sendable {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// In both texts, with its 1-based line number in each.
        case same(String, expected: Int, actual: Int)
        /// Only in the expected text.
        case removed(String, expected: Int)
        /// Only in the actual text.
        case added(String, actual: Int)
    }

    /// Every line of both texts, in order; removals come before additions within a change.
    public let lines: [Line]

    /// Diffs two texts split at `\n`.
    public init(expected: String, actual: String) {
        self.init(expected: Self.split(expected), actual: Self.split(actual))
    }

    /// Diffs two lists of lines.
    public init(expected: [String], actual: [String]) {
        lines = Self.match(expected, actual)
    }

    /// Whether the texts are equal.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func match(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, equal(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) { suffix += 1 }
        let oldMiddle = Array(old[prefix..<old.count - suffix])
        let newMiddle = Array(new[prefix..<new.count - suffix])
        var result = (0..<prefix).map { Line.same(old[$0], expected: $0 + 1, actual: $0 + 1) }
        for line in middle(oldMiddle, newMiddle) {
            switch line {
            case let .same(text, e, a): result.append(.same(text, expected: e + prefix, actual: a + prefix))
            case let .removed(text, e): result.append(.removed(text, expected: e + prefix))
            case let .added(text, a): result.append(.added(text, actual: a + prefix))
            }
        }
        for offset in (0..<suffix).reversed() {
            result.append(.same(old[old.count - 1 - offset], expected: old.count - offset, actual: new.count - offset))
        }
        return result
    }

    /// Lines match when their bytes do (not merely canonically equivalent Unicode).
    private static func equal(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    /// The diff of two runs with nothing in common at either end, numbered from 1.
    private static func middle(_ old: [String], _ new: [String]) -> [Line] {
        guard old.count * new.count <= 4_000_000 else {
            return old.enumerated().map { Line.removed($1, expected: $0 + 1) }
                + new.enumerated().map { Line.added($1, actual: $0 + 1) }
        }
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        let columns = new.count + 1
        var common = [Int32](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] = equal(old[i], new[j])
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, equal(old[i], new[j]) {
                lines.append(.same(old[i], expected: i + 1, actual: j + 1))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1]) {
                lines.append(.removed(old[i], expected: i + 1))
                i += 1
            } else {
                lines.append(.added(new[j], actual: j + 1))
                j += 1
            }
        }
        return lines
    }
}
