/// How a cell is shown beyond its text: bold, dim, reverse, underline, and a foreground and
/// background colour (nil: the terminal's default).
///
/// A frame's styles never change its text, its hash or its log's frame hashes; they show in
/// terminal mode, in coloured output, and in the style layer of snapshots. ``plain`` is a cell
/// with no style, what every cell of a new frame has.
public struct Style: Hashable, Sendable, Codable {
    /// The on-or-off attributes of a style.
    public struct Attributes: OptionSet, Hashable, Sendable, Codable {
        /// The attributes as bits: bold 1, dim 2, reverse 4, underline 8.
        public let rawValue: UInt8
        /// Attributes from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue & 0x0F }
        /// Bold or bright text (SGR 1).
        public static let bold = Attributes(rawValue: 1)
        /// Dim, faint text (SGR 2).
        public static let dim = Attributes(rawValue: 2)
        /// Foreground and background swapped (SGR 7).
        public static let reverse = Attributes(rawValue: 4)
        /// Underlined text (SGR 4).
        public static let underline = Attributes(rawValue: 8)
    }

    /// Bold, dim, reverse, underline.
    public var attributes: Attributes
    /// The text's colour; nil for the terminal's default.
    public var foreground: Color?
    /// The cell's colour; nil for the terminal's default.
    public var background: Color?

    /// A style from attributes and colours.
    public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// No style: the terminal's default look.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(.bold)
    /// Dim text.
    public static let dim = Style(.dim)
    /// Reversed colours.
    public static let reverse = Style(.reverse)
    /// Underlined text.
    public static let underline = Style(.underline)

    /// Whether this is ``plain``.
    public var isPlain: Bool { self == .plain }

    /// The style as one number, as frames store it: attributes in bits 0–3, the foreground in bits
    /// 4–12 and the background in bits 13–21 (each 0 for none, else the colour's code plus one).
    var packed: UInt32 {
        UInt32(attributes.rawValue)
            | UInt32(foreground.map { $0.code + 1 } ?? 0) << 4
            | UInt32(background.map { $0.code + 1 } ?? 0) << 13
    }

    /// The style a packed number stands for.
    init(packed: UInt32) {
        attributes = Attributes(rawValue: UInt8(truncatingIfNeeded: packed & 0x0F))
        let foreground = UInt16(truncatingIfNeeded: (packed >> 4) & 0x1FF)
        let background = UInt16(truncatingIfNeeded: (packed >> 13) & 0x1FF)
        self.foreground = foreground == 0 ? nil : Color(checkedCode: foreground - 1)
        self.background = background == 0 ? nil : Color(checkedCode: background - 1)
    }
}

extension Style: CustomStringConvertible {
    /// Words for the style, as the snapshots' style layer shows it: `bold reverse red on 236`,
    /// `on blue` for a background alone, `plain` for no style.
    public var description: String {
        let names: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline")]
        var words = names.filter { attributes.contains($0.0) }.map(\.1)
        if let foreground { words.append(foreground.description) }
        if let background { words.append("on \(background)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
