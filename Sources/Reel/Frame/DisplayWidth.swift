/// How many terminal columns text takes, decided the same way on every machine.
///
/// The rules, per grapheme cluster (a Swift `Character`, which a frame never splits):
/// - East Asian Wide and Fullwidth characters and emoji take two columns (a fixed table, see
///   `WideRanges`); so does any cluster holding one of them, a variation selector 16 (emoji
///   presentation, as in `❤️` or `1️⃣`) or a pair of regional indicators (a flag, `🇫🇷`).
/// - Combining and enclosing marks, format characters (zero-width joiner and space, soft hyphen)
///   and Hangul medial vowels and final consonants take none on their own; inside a cluster they
///   add nothing to its base.
/// - Control characters take one column, because frames draw each as a space.
/// - Everything else, including a lone regional indicator and East Asian Ambiguous characters
///   (box drawing, `…`), takes one.
public enum DisplayWidth {
    /// The columns one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Below U+0300 only the soft hyphen is zero-width; nothing there is wide.
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        // Common ranges with neither marks nor format characters: skip the category lookup.
        if (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value) || (0x2100...0x2BFF).contains(value) {
            return WideRanges.contains(value) ? 2 : 1
        }
        if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return WideRanges.contains(value) ? 2 : 1
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return of(first) }
        return clusterWidth(scalars)
    }

    /// The columns of a cluster of several scalars (see the rules above).
    static func clusterWidth(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
        var width = 0
        var regionalIndicators = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F { return 2 }
            if isRegionalIndicator(scalar) {
                regionalIndicators += 1
                if regionalIndicators == 2 { return 2 }
            }
            let scalarWidth = of(scalar)
            if scalarWidth == 2 { return 2 }
            if width == 0 { width = scalarWidth }
        }
        return width
    }

    /// The columns a whole string takes.
    public static func of(_ text: String) -> Int {
        text.withContiguousUTF8 { bytes, text in
            if isPrintableASCII(bytes) { return bytes.count }
            var total = 0
            var scanner = ClusterScanner(bytes, of: text)
            while let cluster = scanner.next() { total += cluster.width }
            return total
        }
    }

    /// The columns a slice of a string takes.
    public static func of(_ text: Substring) -> Int {
        isPrintableASCII(text.utf8) ? text.utf8.count : of(String(text))
    }

    /// The text cut to at most `width` columns, ending in `…` when anything was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        return String(prefix(of: text, fitting: width - 1)) + "…"
    }

    /// The longest start of `text` that fits in `width` columns, never splitting a cluster.
    public static func prefix(of text: Substring, fitting width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += of(text[index])
            if used > width { break }
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// The longest start of `text` that fits in `width` columns, never splitting a cluster.
    public static func prefix(of text: String, fitting width: Int) -> Substring {
        prefix(of: text[...], fitting: width)
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// True when every byte is printable ASCII (no controls): one byte, one cluster, one column.
    static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
        return true
    }
}
