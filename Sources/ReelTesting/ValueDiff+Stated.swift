import Reel
import ReelLog

extension ValueDiff {
    /// How `actual` differs from what `change` states, in the parts it touches only: for a test
    /// that is not exhaustive. Empty when the stated parts hold.
    ///
    /// The change is applied to the value `before` the step (giving the expected value) and, to
    /// find the parts it sets, also to `actual`: a relative change (`count += 1`,
    /// `items.append(x)`) touches what it alters in `before`, and an absolute one that keeps a part
    /// as it was (`isLoading = false`) touches that part wherever `actual` disagrees. The expected
    /// and actual values are then compared in the touched parts, and in everything inside or
    /// around them (a part whose enum case changed).
    static func stated<T: Equatable>(before: T, actual: T, change: (inout T) -> Void) -> [Line] {
        var expected = before
        change(&expected)
        guard expected != actual else { return [] }
        var restated = actual
        change(&restated)
        let touched = (lines(expected: before, actual: expected) + lines(expected: actual, actual: restated))
            .compactMap { line in if case .changed = line { line.path } else { nil } }
        guard !touched.isEmpty else {
            // The change alters only parts that print the same (a redacted secret), or nothing.
            return expected == before && restated == actual ? [] : lines(expected: expected, actual: actual)
        }
        return lines(expected: expected, actual: actual).filter { line in
            guard case .changed = line else { return false }
            return touched.contains { line.path.starts(with: $0) || $0.starts(with: line.path) }
        }
    }
}
