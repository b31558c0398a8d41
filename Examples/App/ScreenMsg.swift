import ReelExampleSupport
import Reel

/// A message for one of the app's scenes, tagged with the scene's name.
///
/// Logged as `{"search":{"_0":MSG}}`, the form an enum case with one value takes, so logs read
/// the same as when the app listed its scenes in an enum; decoding finds the scene by name among
/// ``ExampleApp/screens``.
public struct ScreenMsg: Hashable, Sendable, Codable, CustomStringConvertible {
    private let payload: any ScreenPayload

    /// A message for scene `S`.
    public init<S: AppScreen>(_ scene: S.Type, _ msg: S.Msg) { payload = Payload<S>(msg: msg) }

    /// The name of the scene it is for.
    public var scene: String { payload.scene }

    /// The message, if it is for scene `S`.
    public func msg<S: AppScreen>(as scene: S.Type) -> S.Msg? { (payload as? Payload<S>)?.msg }

    /// `search(queryChanged("med"))`.
    public var description: String { "\(scene)(\(payload.msgDescription))" }

    public static func == (lhs: ScreenMsg, rhs: ScreenMsg) -> Bool { lhs.payload.isEqual(to: rhs.payload) }
    public func hash(into hasher: inout Hasher) { payload.hash(into: &hasher) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        var scene = container.nestedContainer(keyedBy: NameKey.self, forKey: NameKey(payload.scene))
        try payload.encode(into: &scene)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "a screen message has one key: its scene's name"))
        }
        guard let kind = ExampleApp.screens.first(where: { $0.name == key.stringValue }) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "no scene named \"\(key.stringValue)\""))
        }
        self = try kind.decodeMsg(container.nestedContainer(keyedBy: NameKey.self, forKey: key))
    }

    /// The key of the message inside its scene's object, as for an enum case's only value.
    static let valueKey = NameKey("_0")
}

/// A coding key that is any string.
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private protocol ScreenPayload: Sendable {
    var scene: String { get }
    var msgDescription: String { get }
    func isEqual(to other: any ScreenPayload) -> Bool
    func hash(into hasher: inout Hasher)
    func encode(into container: inout KeyedEncodingContainer<NameKey>) throws
}

private struct Payload<S: AppScreen>: ScreenPayload {
    let msg: S.Msg

    var scene: String { S.name }
    var msgDescription: String { String(describing: msg) }
    func isEqual(to other: any ScreenPayload) -> Bool { (other as? Payload<S>)?.msg == msg }

    func hash(into hasher: inout Hasher) {
        hasher.combine(S.name)
        hasher.combine(msg)
    }

    func encode(into container: inout KeyedEncodingContainer<NameKey>) throws {
        try container.encode(msg, forKey: ScreenMsg.valueKey)
    }
}
