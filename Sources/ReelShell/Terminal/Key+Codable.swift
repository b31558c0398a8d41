/// Keys are codable so that a scene's messages can carry them (a scene's messages are logged):
/// `{"key":"enter"}`, `{"text":"a"}`, `{"control":"c"}`, `{"unknown":[27,91,50,48,126]}`.
extension Key: Codable {
    private enum CodingKeys: String, CodingKey { case key, text, control, unknown }

    /// The keys without a value, by the name a log writes.
    private static let named: [String: Key] = [
        "enter": .enter, "backspace": .backspace, "delete": .delete, "tab": .tab, "backTab": .backTab,
        "escape": .escape, "up": .up, "down": .down, "left": .left, "right": .right, "pageUp": .pageUp,
        "pageDown": .pageDown, "home": .home, "end": .end,
    ]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let control = try container.decodeIfPresent(String.self, forKey: .control) {
            guard control.count == 1, let character = control.first else {
                throw DecodingError.dataCorruptedError(forKey: .control, in: container, debugDescription: "a control key is one character")
            }
            self = .control(character)
        } else if let bytes = try container.decodeIfPresent([UInt8].self, forKey: .unknown) {
            self = .unknown(bytes)
        } else {
            let name = try container.decode(String.self, forKey: .key)
            guard let key = Self.named[name] else {
                throw DecodingError.dataCorruptedError(forKey: .key, in: container, debugDescription: "no key is named \(name)")
            }
            self = key
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .control(let character): try container.encode(String(character), forKey: .control)
        case .unknown(let bytes): try container.encode(bytes, forKey: .unknown)
        default: try container.encode(Self.named.first { $0.value == self }!.key, forKey: .key)
        }
    }
}
