/// An enum whose cases hold the models of different child scenes — the screen types of a
/// ``SceneStack``, or a parent's destinations (a sheet, an alert, a pushed screen) — updated and
/// subscribed as one.
///
/// Without macros there are no case paths, so the enum says once, one line per case, how a
/// message reaches its case's scene (``Scene/update(_:_:in:as:_:)``) and what each case
/// subscribes to (``Scene/subscriptions(_:_:)``):
///
/// ```swift
/// enum Screen: SceneCases {
///     case counter(Counter.Model)
///     case clock(Clock.Model)
///
///     enum Msg: Equatable, Sendable, Codable {
///         case counter(Counter.Msg)
///         case clock(Clock.Msg)
///     }
///
///     mutating func update(_ msg: Msg) -> Effect<Msg>? {
///         switch (self, msg) {
///         case (.counter(let model), .counter(let msg)): Counter.update(model, msg, in: &self, as: Screen.counter, Msg.counter)
///         case (.clock(let model), .clock(let msg)): Clock.update(model, msg, in: &self, as: Screen.clock, Msg.clock)
///         default: nil
///         }
///     }
///
///     func subscriptions() -> Subscriptions<Msg> {
///         switch self {
///         case .counter(let model): Counter.subscriptions(model, Msg.counter)
///         case .clock(let model): Clock.subscriptions(model, Msg.clock)
///         }
///     }
/// }
/// ```
///
/// Or it lists its cases once, and `update` and `subscriptions` come from the list (see ``SceneCase``):
///
/// ```swift
/// static let scenes = [SceneCase(Counter.self, Screen.counter, Msg.counter), SceneCase(Clock.self, Screen.clock, Msg.clock)]
/// ```
public protocol SceneCases: Equatable, Sendable {
    /// The messages of every case, one case each (`case counter(Counter.Msg)`).
    associatedtype Msg: Equatable & Sendable

    /// The enum's cases, each said once; `update` and `subscriptions` default to reading them.
    static var scenes: [SceneCase<Self>] { get }

    /// Applies a message to the case it is for; nil when it is for another case (nothing changes).
    mutating func update(_ msg: Msg) -> Effect<Msg>?
    /// What the current case subscribes to.
    func subscriptions() -> Subscriptions<Msg>
    /// The case's name, which tells one destination from another (a sheet replaced by an alert
    /// has left); by default the enum case's label.
    var caseName: String { get }
}

extension SceneCases {
    /// The enum case's label (`counter` for `.counter(…)`).
    public var caseName: String {
        Mirror(reflecting: self).children.first?.label ?? String(describing: self)
    }
}

extension Scene {
    /// One line of a ``SceneCases`` enum's `update`: applies `msg` to this case's model, stores
    /// the model back as the case, and lifts the effect into the enum's messages.
    public static func update<Cases: SceneCases>(
        _ model: Model, _ msg: Msg, in cases: inout Cases, as embed: (Model) -> Cases,
        _ embedMsg: @escaping @Sendable (Msg) -> Cases.Msg
    ) -> Effect<Cases.Msg>? {
        var model = model
        let effect = update(&model, msg)
        cases = embed(model)
        return effect.isDropped ? .droppedBelow : effect.map(embedMsg)
    }

    /// One line of a ``SceneCases`` enum's `subscriptions`: this case's subscriptions in the enum's messages.
    public static func subscriptions<CasesMsg: Sendable>(
        _ model: Model, _ embedMsg: @escaping @Sendable (Msg) -> CasesMsg
    ) -> Subscriptions<CasesMsg> {
        let own = subscriptions(model)
        return own.isNone ? .none : own.map(embedMsg)
    }

    /// Starts this scene as a case of a ``SceneCases`` enum: the case and its startup effect,
    /// ready for ``ChildStack/push(_:in:)`` or ``ChildDestination/present(_:in:)``.
    public static func start<Cases: SceneCases>(
        _ input: Input, as embed: (Model) -> Cases, _ embedMsg: @escaping @Sendable (Msg) -> Cases.Msg
    ) -> (Cases, Effect<Cases.Msg>) {
        let (model, effect) = start(input)
        return (embed(model), effect.map(embedMsg))
    }
}
