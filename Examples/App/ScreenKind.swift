import ReelExampleSupport
import Reel
import ReelShell

/// One kind of scene the app can show: how it opens from a route, the shell words that drive it,
/// and its log samples, all made from the scene's type.
public struct ScreenKind: Sendable {
    /// The scene's name: `search`.
    public let name: String
    /// The scene's screen and startup effect if the route is the scene's; nil if it is another's.
    let open: @Sendable (AppRoute, AppContext) -> Result<(Screen, Effect<ScreenMsg>), RouteRefusal>?
    /// The words that drive a screen of this kind now (empty for a screen of another kind).
    let words: @Sendable (Screen) -> [ShellCommand<ScreenMsg>]
    /// Reads a message for this scene from inside its `{"name": …}` object.
    let decodeMsg: @Sendable (KeyedDecodingContainer<NameKey>) throws -> ScreenMsg
    /// Every message shape of the scene.
    let messageSamples: [ScreenMsg]
    /// The scene's own request types, one value each.
    let requestSamples: [any Request]
    /// The scene's own subscription sources, one value each.
    let sourceSamples: [any SubscriptionSource]
    /// The names of the scene's invariants broken from one screen to the next (see ``AppScreen/invariants``).
    let brokenInvariants: @Sendable (Screen, ScreenMsg?, Screen) -> [String]

    /// The kind of scene `S`, driven from the shell by `words` (which may depend on the model:
    /// offer only what makes sense now, since the status line's hint is made from them).
    public init<S: AppScreen>(_ scene: S.Type, words: @escaping @Sendable (S.Model) -> [ShellCommand<S.Msg>]) {
        name = S.name
        open = { route, context in
            S.input(for: route, in: context).map { input in
                input.map { input in
                    let (model, effect) = S.start(input)
                    return (Screen(S.self, model), effect.map { ScreenMsg(S.self, $0) })
                }
            }
        }
        self.words = { screen in
            guard let model = screen.model(as: S.self) else { return [] }
            return words(model).map { $0.map { ScreenMsg(S.self, $0) } }
        }
        decodeMsg = { container in ScreenMsg(S.self, try container.decode(S.Msg.self, forKey: ScreenMsg.valueKey)) }
        messageSamples = S.messageSamples.map { ScreenMsg(S.self, $0) }
        requestSamples = S.requestSamples
        sourceSamples = S.sourceSamples
        brokenInvariants = { before, msg, after in
            guard let old = before.model(as: S.self), let new = after.model(as: S.self) else { return [] }
            let own = msg?.msg(as: S.self)
            return S.invariants.filter { !$0.holds(before: old, msg: own, after: new) }.map(\.name)
        }
    }
}
