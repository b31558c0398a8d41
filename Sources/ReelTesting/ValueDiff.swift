/// Shows how two values differ, line by line of their `dump`, for failure messages.
enum ValueDiff {
    /// The lines of both dumps, the differing ones marked `−` (expected) and `+` (actual).
    static func describe<T>(expected: T, actual: T) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a == b {
                out.append("  " + (a ?? ""))
            } else {
                if let a { out.append("− " + a) }
                if let b { out.append("+ " + b) }
            }
        }
        return out.joined(separator: "\n")
    }

    private static func lines<T>(of value: T) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}
