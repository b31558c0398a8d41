import Reel

/// Shows how two values differ, as a line diff of their `dump`s, for failure messages.
enum ValueDiff {
    /// The dumps' line diff: `-` expected, `+` actual, unchanged runs collapsed.
    static func describe<T>(expected: T, actual: T) -> String {
        LineDiff(expected: lines(of: expected), actual: lines(of: actual)).rendered()
    }

    private static func lines<T>(of value: T) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n").map(String.init)
    }
}
