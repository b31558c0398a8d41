/// A line-by-line diff of two frames' lines, recorded against replayed, for divergence reports.
///
/// The diff is a longest common subsequence of lines: unchanged lines are kept in place, the
/// others shown as removed (`-`, only in the old text) or added (`+`, only in the new text).
/// Internal on purpose: it is the smallest diff the log needs, until a shared one replaces it.
struct LogLineDiff: Equatable, Sendable, CustomStringConvertible {
    /// One line of a diff.
    enum Line: Equatable, Sendable {
        /// A line both texts have.
        case same(String)
        /// A line only the old text has.
        case removed(String)
        /// A line only the new text has.
        case added(String)
    }

    /// The lines, in order.
    let lines: [Line]

    /// The diff from `old` to `new`.
    init(from old: [String], to new: [String]) {
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i])); i += 1; j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                lines.append(.removed(old[i])); i += 1
            } else {
                lines.append(.added(new[j])); j += 1
            }
        }
        self.lines = lines
    }

    /// A diff made of given lines.
    init(lines: [Line]) { self.lines = lines }

    /// Whether the texts are the same.
    var isEmpty: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

    /// The diff as text: each line prefixed with `  `, `- ` or `+ `, trailing spaces trimmed.
    var description: String {
        lines.map { line in
            let (mark, text) = switch line {
            case .same(let text): ("  ", text)
            case .removed(let text): ("- ", text)
            case .added(let text): ("+ ", text)
            }
            return mark + Frame.trimmingTrailingSpaces(text)
        }.joined(separator: "\n")
    }
}
