/// One case of a ``SceneCases`` enum, said once: its scene, its model's case and its message's
/// case. A list of them (`static let scenes`) gives the enum its `update` and `subscriptions`,
/// with no switch to write.
///
/// ```swift
/// static let scenes = [SceneCase(Counter.self, Screen.counter, Msg.counter), SceneCase(Clock.self, Screen.clock, Msg.clock)]
/// ```
///
/// The cases are read back by reflection (see ``CaseExtraction``): a few thousand instructions a
/// message; an enum on a hot path writes its `update` by hand.
public struct SceneCase<Cases: SceneCases>: Sendable {
    /// Applies a message to the enum, if both are this case; nil when either is not.
    let update: @Sendable (inout Cases, Cases.Msg) -> Effect<Cases.Msg>?
    /// The enum's subscriptions, if it is this case.
    let subscriptions: @Sendable (Cases) -> Subscriptions<Cases.Msg>?

    /// The case of `scene`, its model wrapped by `embed` and its messages by `embedMsg`.
    public init<S: Scene>(
        _ scene: S.Type, _ embed: @escaping @Sendable (S.Model) -> Cases, _ embedMsg: @escaping @Sendable (S.Msg) -> Cases.Msg
    ) {
        let model = CaseExtraction.payload(of: embed)
        let msg = CaseExtraction.payload(of: embedMsg)
        update = { cases, message in
            guard let childMsg = msg(message), let childModel = model(cases) else { return nil }
            return S.update(childModel, childMsg, in: &cases, as: embed, embedMsg)
        }
        subscriptions = { cases in model(cases).map { S.subscriptions($0, embedMsg) } }
    }
}

extension SceneCases {
    /// The enum's cases, for the `update` and `subscriptions` they give; none by default, for an
    /// enum that writes both by hand.
    public static var scenes: [SceneCase<Self>] { [] }

    /// Applies a message to the case it is for, through ``scenes``; nil when it is for another case.
    public mutating func update(_ msg: Msg) -> Effect<Msg>? {
        precondition(!Self.scenes.isEmpty, "\(Self.self) lists its cases (static let scenes) or writes update(_:)")
        for scene in Self.scenes {
            if let effect = scene.update(&self, msg) { return effect }
        }
        return nil
    }

    /// What the current case subscribes to, through ``scenes``.
    public func subscriptions() -> Subscriptions<Msg> {
        for scene in Self.scenes {
            if let subscriptions = scene.subscriptions(self) { return subscriptions }
        }
        return .none
    }
}
