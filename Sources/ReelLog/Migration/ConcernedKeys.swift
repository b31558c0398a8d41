import Reel

/// The case names that make a step line concern a log's changes (a changed case, or one a
/// migration touches), found in one pass over the line whatever their number.
///
/// A header may list thousands of cases: looking for each in turn would scan every line once per
/// case. Instead the line's keys are read once, left to right, and each is looked up in a set,
/// after a check of its length that most keys fail.
struct ConcernedKeys {
    private let names: Set<[UInt8]>
    /// Bit `n` is set when some name is `n` bytes long (bit 63: 63 bytes or more).
    private let lengths: UInt64

    /// The keys named `names` (a case's last name: `deleteTapped` for `screen.notes.deleteTapped`).
    init(_ names: some Sequence<String>) {
        self.names = Set(names.map { Array($0.utf8) })
        lengths = self.names.reduce(0) { $0 | Self.bit($1.count) }
    }

    /// Whether there is no name to look for.
    var isEmpty: Bool { names.isEmpty }

    /// Whether `line` (a valid JSON object) holds one of the names as a key, as encoders write
    /// them: `"name":`, with no escape in the name and no space before the colon. (A name written
    /// with escapes, as no encoder writes it, passes unseen; decoding the message as today's still
    /// checks it.)
    func areHeld(in line: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = 0
        while index < line.count {
            guard line[index] == quote else { index += 1; continue }
            // A string: its end is the next quote not escaped.
            let start = index + 1
            var end = start
            var escaped = false
            while end < line.count, line[end] != quote {
                if line[end] == backslash { escaped = true; end += 1 }
                end += 1
            }
            guard end < line.count else { return false }
            if !escaped, end + 1 < line.count, line[end + 1] == UInt8(ascii: ":"),
               lengths & Self.bit(end - start) != 0, names.contains(Array(line[start..<end])) {
                return true
            }
            index = end + 1
        }
        return false
    }

    private static func bit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }
}
