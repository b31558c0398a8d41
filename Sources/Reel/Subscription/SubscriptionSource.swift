/// A long-lived source of events an app defines for itself (lines of a streaming response, file
/// changes, a socket), described as data and run by a handler the app registers in ``Services``.
///
/// Like a ``Request`` it prints, compares and encodes into logs under its ``tag``; unlike a
/// request it answers many times, until the scene stops declaring it.
public protocol SubscriptionSource: Equatable, Codable, Sendable, SendableMetatype {
    /// What the source emits.
    associatedtype Event: Sendable
    /// The stable name logs record the source under; by default the type's name.
    static var tag: String { get }
}

extension SubscriptionSource {
    /// The type's name.
    public static var tag: String { String(describing: Self.self) }
}

/// The type-erased source of a ``Subscription``, with the function that turns its events into messages.
@usableFromInline
class AnySourceBox<Msg: Sendable>: @unchecked Sendable {
    var source: any SubscriptionSource { fatalError("abstract") }
    var tag: String { fatalError("abstract") }
    func isEqual(to other: AnySourceBox<Msg>) -> Bool { fatalError("abstract") }
    func hasValue(equalTo other: any SubscriptionSource) -> Bool { fatalError("abstract") }
    func encodeValue(to encoder: any Encoder) throws { fatalError("abstract") }
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> AnySourceBox<Parent> {
        fatalError("abstract")
    }
    func start(with services: Services, emit: @escaping @Sendable (Msg) -> Void) -> Result<any Cancellable, RequestFault> {
        fatalError("abstract")
    }
}

final class SourceBox<S: SubscriptionSource, Msg: Sendable>: AnySourceBox<Msg>, @unchecked Sendable {
    let value: S
    let toMsg: @Sendable (S.Event) -> Msg

    init(_ value: S, _ toMsg: @escaping @Sendable (S.Event) -> Msg) {
        self.value = value
        self.toMsg = toMsg
    }

    override var source: any SubscriptionSource { value }
    override var tag: String { S.tag }

    override func isEqual(to other: AnySourceBox<Msg>) -> Bool {
        guard let other = other as? SourceBox<S, Msg> else { return false }
        return value == other.value
    }

    override func hasValue(equalTo other: any SubscriptionSource) -> Bool { (other as? S) == value }

    override func encodeValue(to encoder: any Encoder) throws { try value.encode(to: encoder) }

    override func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> AnySourceBox<Parent> {
        let toMsg = self.toMsg
        return SourceBox<S, Parent>(value) { transform(toMsg($0)) }
    }

    override func start(
        with services: Services, emit: @escaping @Sendable (Msg) -> Void
    ) -> Result<any Cancellable, RequestFault> {
        let toMsg = self.toMsg
        if let handler = services.sourceHandler(for: S.self) { return .success(handler.run(value) { emit(toMsg($0)) }) }
        guard let anyHandler = services.anySourceHandler else { return .failure(.unhandledSource(tag: S.tag, type: String(reflecting: S.self))) }
        return .success(anyHandler(value) { event in
            guard let event = event as? S.Event else {
                preconditionFailure("\(S.tag) emitted \(type(of: event)), not \(S.Event.self)")
            }
            emit(toMsg(event))
        })
    }
}
