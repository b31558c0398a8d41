// The example app with a bug planted in one of its scenes, for the app's explorer to find.
import ReelExampleApp
import ReelExampleProfile
import Reel
import ReelLog

/// The example app whose profile screens run `P`'s update (a copy of the profile with a planted
/// bug) instead of the profile's: everything else is the app's own.
enum AppWithProfile<P: LoggableScene>: LoggableScene where P.Model == Profile.Model, P.Msg == Profile.Msg {
    typealias Input = ExampleApp.Input
    typealias Model = ExampleApp.Model
    typealias Msg = ExampleApp.Msg
    static var messageSamples: [Msg] { ExampleApp.messageSamples }
    static var requestSamples: [any Request] { ExampleApp.requestSamples }
    static var sourceSamples: [any SubscriptionSource] { ExampleApp.sourceSamples }
    static func start(_ input: Input) -> (Model, Effect<Msg>) { ExampleApp.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { ExampleApp.render(model, into: &frame) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { ExampleApp.subscriptions(model) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        guard case .screen(let id, let screenMsg) = msg, let profileMsg = screenMsg.msg(as: Profile.self),
              var profile = model.stack[id: id]?.screen.model(as: Profile.self)
        else { return ExampleApp.update(&model, msg) }
        let effect = P.update(&profile, profileMsg)
        model.stack[id: id]?.screen = Screen(Profile.self, profile)
        return ExampleApp.stack.lift(effect.map { ScreenMsg(Profile.self, $0) }, from: id)
    }
}
