/// Finds the word a typo most likely meant, by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is within two edits (and closer than the word is long).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(Array(word.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < word.count else { return nil }
        return best.0
    }

    /// Levenshtein distance, with a cap so that a huge input costs little.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
