/// Reduces a failing session to a locally minimal one (Zeller's delta debugging, then simpler
/// steps): blocks of steps are removed, halving the block size down to single steps, for as long
/// as the session still fails, and then runs of a few adjacent steps at every offset (steps that
/// only cancel out together, such as a tap and its undo, cannot go one at a time, and a halved
/// block rarely lines up with them); then each step is tried replaced by its simpler variants.
///
/// `fails` runs a candidate and answers how many of its steps it took to fail (nil: it passed),
/// so that whatever follows the failure is cut at once. Explored sessions and logged messages
/// are shrunk alike.
enum Shrinker {
    /// An explored session shrunk; each answer is then tried with earlier candidates, which by
    /// convention are the plainer ones (success before failures).
    static func shrink<Msg>(
        _ session: [ExploreDecision<Msg>], fails: ([ExploreDecision<Msg>]) -> Int?
    ) -> [ExploreDecision<Msg>] {
        shrink(session, simplerVariants: { simplerVariants(of: $0) }, fails: fails)
    }

    /// Steps of any kind shrunk; `simplerVariants` lists a step's simpler forms, simplest first.
    static func shrink<Element>(
        _ session: [Element], simplerVariants: (Element) -> [Element] = { _ in [] }, fails: ([Element]) -> Int?
    ) -> [Element] {
        guard let length = fails(session) else { return session }
        var current = Array(session.prefix(length))
        current = removingBlocks(current, fails: fails)
        current = simplifying(current, simplerVariants: simplerVariants, fails: fails)
        return current
    }

    /// The longest run of adjacent steps tried at every offset.
    private static let longestRun = 8

    private static func removingBlocks<Element>(_ session: [Element], fails: ([Element]) -> Int?) -> [Element] {
        var current = session
        while true {
            current = removingHalvedBlocks(current, fails: fails)
            let length = current.count
            current = removingRuns(current, fails: fails)
            if current.count == length { return current }
        }
    }

    /// Removes runs of 2 to ``longestRun`` adjacent steps, trying every offset.
    private static func removingRuns<Element>(_ session: [Element], fails: ([Element]) -> Int?) -> [Element] {
        var current = session
        for width in 2...longestRun {
            var start = 0
            while start + width <= current.count {
                var candidate = current
                candidate.removeSubrange(start..<start + width)
                if let length = fails(candidate) {
                    current = Array(candidate.prefix(length))
                } else {
                    start += 1
                }
            }
        }
        return current
    }

    private static func removingHalvedBlocks<Element>(_ session: [Element], fails: ([Element]) -> Int?) -> [Element] {
        var current = session
        var block = max(1, current.count / 2)
        while true {
            var start = 0
            var removed = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + block, current.count))
                if let length = fails(candidate) {
                    current = Array(candidate.prefix(length))
                    removed = true
                } else {
                    start += block
                }
            }
            if block == 1 && !removed { return current }
            block = max(1, block / 2)
        }
    }

    private static func simplifying<Element>(
        _ session: [Element], simplerVariants: (Element) -> [Element], fails: ([Element]) -> Int?
    ) -> [Element] {
        var current = session
        for index in current.indices {
            for simpler in simplerVariants(current[index]) {
                var candidate = current
                candidate[index] = simpler
                if fails(candidate) != nil {
                    current = candidate
                    break
                }
            }
        }
        return current
    }

    /// The same step with each earlier outcome, earliest first.
    private static func simplerVariants<Msg>(of step: ExploreDecision<Msg>) -> [ExploreDecision<Msg>] {
        switch step {
        case .answer(let position, let outcome): (0..<outcome).map { .answer(position, outcome: $0) }
        case .emit(let position, let event): (0..<event).map { .emit(position, event: $0) }
        case .send, .advanceTime: []
        }
    }
}
