/// A terminal colour: one of the 16 named colours (`.red`, `.brightBlue`, …) or one of the 256
/// indexed colours (`.indexed(208)`).
///
/// Named colours follow the terminal's palette and are written with the short SGR codes
/// (30–37, 90–97); indexed colours with `38;5;n`. Encoded as the name (`"red"`) or the index.
public struct Color: Hashable, Sendable {
    /// 0–15 for the named colours, 16 + n for `indexed(n)`.
    let code: UInt16

    private init(code: UInt16) { self.code = code }

    /// One of the 256 colours of the terminal's indexed palette.
    public static func indexed(_ index: UInt8) -> Color { Color(code: 16 + UInt16(index)) }

    /// The colour with a given internal code, nil outside 0...271.
    init?(checkedCode code: UInt16) {
        guard code < 272 else { return nil }
        self.init(code: code)
    }

    /// The 16 named colours, in the order of their SGR codes.
    static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// Black (SGR 30).
    public static let black = Color(code: 0)
    /// Red (SGR 31).
    public static let red = Color(code: 1)
    /// Green (SGR 32).
    public static let green = Color(code: 2)
    /// Yellow (SGR 33).
    public static let yellow = Color(code: 3)
    /// Blue (SGR 34).
    public static let blue = Color(code: 4)
    /// Magenta (SGR 35).
    public static let magenta = Color(code: 5)
    /// Cyan (SGR 36).
    public static let cyan = Color(code: 6)
    /// White (SGR 37).
    public static let white = Color(code: 7)
    /// Bright black, often grey (SGR 90).
    public static let brightBlack = Color(code: 8)
    /// Bright red (SGR 91).
    public static let brightRed = Color(code: 9)
    /// Bright green (SGR 92).
    public static let brightGreen = Color(code: 10)
    /// Bright yellow (SGR 93).
    public static let brightYellow = Color(code: 11)
    /// Bright blue (SGR 94).
    public static let brightBlue = Color(code: 12)
    /// Bright magenta (SGR 95).
    public static let brightMagenta = Color(code: 13)
    /// Bright cyan (SGR 96).
    public static let brightCyan = Color(code: 14)
    /// Bright white (SGR 97).
    public static let brightWhite = Color(code: 15)
}

extension Color {
    /// Whether this is one of the 16 named colours, which terminals take by their short codes.
    public var isNamed: Bool { code < 16 }

    /// The colour's number: 0–15 for the named colours in SGR order, the index for `indexed(n)`.
    public var number: Int { Int(code < 16 ? code : code - 16) }
}

extension Color: CustomStringConvertible {
    /// The colour's name (`red`), or its index (`208`) for an indexed colour.
    public var description: String { code < 16 ? Self.names[Int(code)] : String(code - 16) }
}

extension Color: Codable {
    /// Reads a name such as `"red"` or an index from 0 to 255.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let index = try? container.decode(UInt8.self) {
            self = .indexed(index)
            return
        }
        let name = try container.decode(String.self)
        guard let code = Self.names.firstIndex(of: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no colour named \(name)")
        }
        self.init(code: UInt16(code))
    }

    /// Writes the name of a named colour, the index of an indexed one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if code < 16 { try container.encode(Self.names[Int(code)]) } else { try container.encode(UInt8(code - 16)) }
    }
}
