import ReelExampleSupport
import Reel

/// One scene of the app's stack: an example scene's model, with the scene it belongs to.
///
/// The coordinator never switches over scene types: a screen knows its scene, so it updates,
/// renders and names itself, and a message for another scene (a late answer meant for a scene
/// that is gone) is simply not applied. That is what a ``SceneCases`` enum does with a `switch`,
/// so a screen is one, its cases named by scene: the app's ``ChildStack`` routes to it.
public struct Screen: SceneCases, Hashable, Sendable {
    // Updated in place: a mutating call on an existential opens it where it is stored, so a model
    // holding an array is not copied per message (as `Program` avoids for the app's own model).
    private var state: any ScreenState

    /// A screen of scene `S` with this model.
    public init<S: AppScreen>(_ scene: S.Type, _ model: S.Model) { state = SceneState<S>(model: model) }

    /// The scene's name: `search`.
    public var name: String { state.name }
    /// The title bar's title.
    public var title: String { state.title }
    /// The model, if this screen shows scene `S`.
    public func model<S: AppScreen>(as scene: S.Type) -> S.Model? { (state as? SceneState<S>)?.model }

    var offersBack: Bool { state.offersBack }

    /// Applies a message if it is for this screen's scene; nil (nothing done) otherwise.
    public mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>? { state.update(msg) }
    /// What the scene subscribes to now.
    public func subscriptions() -> Subscriptions<ScreenMsg> { state.subscriptions }
    /// The scene's name, which tells one kind of screen from another: `search`.
    public var caseName: String { state.name }
    /// How a message just applied changed the session, if it did.
    func sessionChange(after msg: ScreenMsg) -> SessionChange? { state.sessionChange(after: msg) }
    /// The message that tells this screen the session changed, if its scene reacts to that.
    func sessionChangedMsg(_ session: Session?) -> ScreenMsg? { state.sessionChangedMsg(session) }
    /// Draws the scene into a frame of the scene's own size, with this status-line hint.
    func render(hint: String, into frame: inout Frame) { state.render(hint: hint, into: &frame) }

    public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.state.isEqual(to: rhs.state) }
    public func hash(into hasher: inout Hasher) { state.hash(into: &hasher) }
}

/// What the app does with a screen, whatever its scene.
private protocol ScreenState: Sendable {
    var name: String { get }
    var title: String { get }
    var offersBack: Bool { get }
    var subscriptions: Subscriptions<ScreenMsg> { get }
    mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>?
    func sessionChange(after msg: ScreenMsg) -> SessionChange?
    func sessionChangedMsg(_ session: Session?) -> ScreenMsg?
    func render(hint: String, into frame: inout Frame)
    func isEqual(to other: any ScreenState) -> Bool
    func hash(into hasher: inout Hasher)
}

/// A screen of one scene type.
private struct SceneState<S: AppScreen>: ScreenState {
    var model: S.Model

    var name: String { S.name }
    var title: String { S.title(of: model) }
    var offersBack: Bool { S.offersBack }
    var subscriptions: Subscriptions<ScreenMsg> { S.subscriptions(model).map { ScreenMsg(S.self, $0) } }

    mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>? {
        guard let msg = msg.msg(as: S.self) else { return nil }
        return S.update(&model, msg).map { ScreenMsg(S.self, $0) }
    }

    func sessionChange(after msg: ScreenMsg) -> SessionChange? {
        msg.msg(as: S.self).flatMap { S.sessionChange(after: $0, in: model) }
    }

    func sessionChangedMsg(_ session: Session?) -> ScreenMsg? {
        S.sessionChanged(to: session).map { ScreenMsg(S.self, $0) }
    }

    func render(hint: String, into frame: inout Frame) { S.render(model, hint: hint, into: &frame) }

    func isEqual(to other: any ScreenState) -> Bool { (other as? SceneState<S>)?.model == model }

    func hash(into hasher: inout Hasher) {
        hasher.combine(S.name)
        hasher.combine(model)
    }
}
