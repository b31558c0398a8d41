import Reel

extension LineDiff {
    /// The diff as text: `-` for expected-only lines, `+` for actual-only lines, both line
    /// numbers, then `│` and the line; unchanged lines more than `context` lines away from a
    /// change are collapsed to `⋯ N unchanged lines`. Empty when the texts are equal.
    ///
    /// ```
    ///   ⋯ 8 unchanged lines
    ///    9  9 │ line 9
    /// - 10    │ line 10
    /// +    10 │ changed
    ///   11 11 │ line 11
    /// ```
    public func rendered(context: Int = 2) -> String {
        guard !isEmpty else { return "" }
        let digits = String(lines.count).count
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: max(0, digits - text.count)) + text
        }
        func same(_ text: String, _ expected: Int, _ actual: Int) -> String {
            "  \(number(expected)) \(number(actual)) │ \(text)"
        }
        var near = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            for neighbour in max(0, index - context)...min(lines.count - 1, index + context) { near[neighbour] = true }
        }
        var output: [String] = []
        var skipped: [String] = []
        for (index, line) in lines.enumerated() {
            switch line {
            case let .same(text, expected, actual):
                if !near[index] {
                    skipped.append(same(text, expected, actual))
                    continue
                }
                flush(&skipped, into: &output)
                output.append(same(text, expected, actual))
            case let .removed(text, expected):
                flush(&skipped, into: &output)
                output.append("- \(number(expected)) \(number(nil)) │ \(text)")
            case let .added(text, actual):
                flush(&skipped, into: &output)
                output.append("+ \(number(nil)) \(number(actual)) │ \(text)")
            }
        }
        flush(&skipped, into: &output)
        return output.joined(separator: "\n")
    }

    /// Writes a run of unchanged lines: collapsed, unless it is a single line (no shorter so).
    private func flush(_ skipped: inout [String], into output: inout [String]) {
        if skipped.count == 1 {
            output.append(skipped[0])
        } else if skipped.count > 1 {
            output.append("  ⋯ \(skipped.count) unchanged lines")
        }
        skipped = []
    }
}
