import Reel

extension ExampleApp {
    /// Honors a navigation intent of the top scene; a refused one leaves the stack as it is and
    /// says why in ``Model/notice``.
    static func navigate(_ model: inout Model, _ navigation: Navigation) -> Effect<Msg> {
        switch navigation {
        case .push(let route):
            return open(route, as: .pushed, in: &model)
        case .present(let route):
            return open(route, as: .modal, in: &model)
        case .replace(let route):
            let presentation = model.top.presentation
            return startScene(route, in: &model) { model, entry in
                let removed = model.stack.removeLast()
                model.stack.append(Entry(id: entry.id, screen: entry.screen, presentation: presentation))
                return stop([removed])
            }
        case .pop:
            guard model.stack.count > 1 else { return refuse("there is nothing to go back to", in: &model) }
            model.notice = nil
            return stop([model.stack.removeLast()])
        case .dismiss:
            guard model.top.presentation == .modal else { return refuse("there is no modal to dismiss", in: &model) }
            model.notice = nil
            return stop([model.stack.removeLast()])
        case .popToRoot:
            let removed = Array(model.stack.dropFirst())
            model.stack.removeSubrange(1...)
            model.notice = nil
            return stop(removed.reversed())
        }
    }

    private static func open(_ route: Route, as presentation: Presentation, in model: inout Model) -> Effect<Msg> {
        startScene(route, in: &model) { model, entry in
            model.stack.append(Entry(id: entry.id, screen: entry.screen, presentation: presentation))
            return .none
        }
    }

    /// Starts the route's scene with a fresh id and lets `place` put it on the stack; the commands
    /// `place` returns (cancelling what it removed) run before the new scene's startup commands.
    private static func startScene(
        _ route: Route, in model: inout Model, place: (inout Model, Entry) -> Effect<Msg>
    ) -> Effect<Msg> {
        switch Routes.start(route, in: model.context) {
        case .failure(let refusal):
            return refuse(refusal.reason, in: &model)
        case .success(let (screen, effect)):
            let id = model.nextID
            model.nextID += 1
            model.notice = nil
            let placed = place(&model, Entry(id: id, screen: screen, presentation: .pushed))
            return .batch([placed, lift(effect, from: id)])
        }
    }

    private static func refuse(_ reason: String, in model: inout Model) -> Effect<Msg> {
        model.notice = reason
        return .none
    }

    /// Stops the running commands of scenes that left the stack, top first: everything under
    /// each scene's scope. Their subscriptions stop too, since the app no longer declares them.
    private static func stop(_ removed: [Entry]) -> Effect<Msg> {
        Effect(removed.map { .cancelScope(scope(of: $0.id)) })
    }
}
