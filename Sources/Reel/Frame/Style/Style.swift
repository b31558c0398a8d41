/// How a cell is shown beyond its text: bold, dim, reverse, underline, and a foreground and
/// background colour (nil: the terminal's default).
///
/// A frame's styles never change its text, its hash or its log's frame hashes; they show in
/// terminal mode, in coloured output, and in the style layer of snapshots. ``plain`` is a cell
/// with no style, what every cell of a new frame has. A style is one number, as frames store it.
public struct Style: Hashable, Sendable {
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

    /// Attributes in bits 0–3, the foreground in bits 4–12 and the background in bits 13–21 (each
    /// 0 for none, else the colour's code plus one); 0 is plain.
    private(set) var packed: UInt32

    /// The style a packed number stands for.
    init(packed: UInt32) { self.packed = packed }

    /// A style from attributes and colours.
    public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
        packed = UInt32(attributes.rawValue) | Self.bits(foreground) << 4 | Self.bits(background) << 13
    }

    /// Bold, dim, reverse, underline.
    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: packed & 0x0F)) }
        set { packed = packed & ~0x0F | UInt32(newValue.rawValue) }
    }

    /// The text's colour; nil for the terminal's default.
    public var foreground: Color? {
        get { Self.colour(packed >> 4) }
        set { packed = packed & ~(0x1FF << 4) | Self.bits(newValue) << 4 }
    }

    /// The cell's colour; nil for the terminal's default.
    public var background: Color? {
        get { Self.colour(packed >> 13) }
        set { packed = packed & ~(0x1FF << 13) | Self.bits(newValue) << 13 }
    }

    /// No style: the terminal's default look.
    public static var plain: Style { Style(packed: 0) }
    /// Bold text.
    public static var bold: Style { Style(.bold) }
    /// Dim text.
    public static var dim: Style { Style(.dim) }
    /// Reversed colours.
    public static var reverse: Style { Style(.reverse) }
    /// Underlined text.
    public static var underline: Style { Style(.underline) }

    /// Whether this is ``plain``.
    public var isPlain: Bool { packed == 0 }

    /// Nine bits for a colour: 0 for none, else its code plus one.
    private static func bits(_ colour: Color?) -> UInt32 { colour.map { UInt32($0.code) + 1 } ?? 0 }

    /// The colour in the low nine bits of `bits`.
    private static func colour(_ bits: UInt32) -> Color? {
        let code = UInt16(truncatingIfNeeded: bits & 0x1FF)
        return code == 0 ? nil : Color(checkedCode: code - 1)
    }
}

extension Style: Codable {
    private enum CodingKeys: String, CodingKey { case attributes, foreground, background }

    /// Reads attributes and colours, each optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decodeIfPresent(Attributes.self, forKey: .attributes) ?? [],
            foreground: try container.decodeIfPresent(Color.self, forKey: .foreground),
            background: try container.decodeIfPresent(Color.self, forKey: .background))
    }

    /// Writes the attributes (their bits) and the colours that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
        try container.encodeIfPresent(foreground, forKey: .foreground)
        try container.encodeIfPresent(background, forKey: .background)
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
