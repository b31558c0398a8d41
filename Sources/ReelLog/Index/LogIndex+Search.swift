import Reel

extension LogIndex {
    /// The nearest step after `step` (before it, if not `forward`) whose logged step satisfies
    /// `matches`, going round past the end of the log (the start) and checking `step` itself last;
    /// nil when no step does. The log is read in order, a block at a time when going backwards.
    public func search(from step: Int, forward: Bool = true, where matches: (LoggedStep<S>) -> Bool) throws(LogError) -> Int? {
        let current = min(max(step, 0), stepCount)
        let after = (current + 1)..<(stepCount + 1)
        let before = 1..<max(1, current)
        for range in forward ? [after, 1..<(current + 1)] : [before, max(1, current)..<(stepCount + 1)] {
            if let found = try scan(range, forward: forward, matches) { return found }
        }
        return nil
    }

    /// The first (or, not `forward`, the last) step in `range` that `matches`.
    private func scan(_ range: Range<Int>, forward: Bool, _ matches: (LoggedStep<S>) -> Bool) throws(LogError) -> Int? {
        let block = forward ? max(1, range.count) : 1024
        var blocks: [Range<Int>] = []
        var lower = range.lowerBound
        while lower < range.upperBound {
            blocks.append(lower..<min(range.upperBound, lower + block))
            lower += block
        }
        for part in forward ? blocks : blocks.reversed() {
            try seek(to: part.lowerBound)
            var found: Int?
            for _ in 0..<keptCount(in: (part.lowerBound - 1)..<(part.upperBound - 1)) {
                guard let logged = try reader.next() else { break }
                if matches(logged) {
                    found = logged.index
                    if forward { break }
                }
            }
            if let found { return found }
        }
        return nil
    }
}
