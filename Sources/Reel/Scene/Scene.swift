/// A screen of an app: a pure `Model + Msg + update`, plus `render` to draw the model as text.
///
/// Every function here is pure: no I/O, no clock, no randomness, no globals. Time, ids and
/// randomness arrive as messages; everything the scene wants done in the world is returned from
/// `start` and `update` as an ``Effect``, an inert value the runtime interprets and a test compares.
///
/// `update` takes the model `inout` so the runtime mutates it in place: a model holding a large
/// array is never copied per message.
public protocol Scene: SendableMetatype {
    /// What the scene starts from (app-wide state, a selected item); `Void` for most scenes.
    associatedtype Input = Void
    /// The scene's whole state.
    associatedtype Model: Equatable & Sendable
    /// The events the scene reacts to: any `Equatable` values, a `Result` with a plain error
    /// included. Only a scene whose sessions are logged needs them `Codable` (`LoggableScene`).
    associatedtype Msg: Equatable & Sendable

    /// The first model and the effects to run at startup.
    static func start(_ input: Input) -> (Model, Effect<Msg>)
    /// Applies one message to the model in place and returns what to do next.
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg>
    /// Draws the model into a frame (already cleared, at the program's size).
    static func render(_ model: Model, into frame: inout Frame)
    /// The long-lived sources of messages the scene wants for this model (Elm's `Sub`): ticks,
    /// app-defined sources. After every update the runtime starts what is new, stops what is
    /// gone and restarts what changed, by id. By default none.
    static func subscriptions(_ model: Model) -> Subscriptions<Msg>
}

extension Scene {
    /// No subscription.
    @inlinable
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> { .none }
}
