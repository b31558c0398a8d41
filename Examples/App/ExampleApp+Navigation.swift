import Reel

extension ExampleApp {
    /// Honors a navigation intent of the top scene; a refused one leaves the stack as it is and
    /// says why in ``Model/notice``. Removing scenes is all it does: the stack cancels the work of
    /// every scene that left.
    static func navigate(_ model: inout Model, _ navigation: Navigation) -> Effect<Msg> {
        switch navigation {
        case .push(let route):
            return open(route, as: .pushed, in: &model)
        case .present(let route):
            return open(route, as: .modal, in: &model)
        case .replace(let route):
            return open(route, as: model.top.presentation, replacingTop: true, in: &model)
        case .pop:
            guard model.stack.count > 1 else { return refuse("there is nothing to go back to", in: &model) }
            model.stack.pop()
        case .dismiss:
            guard model.top.presentation == .modal else { return refuse("there is no modal to dismiss", in: &model) }
            model.stack.pop()
        case .popToRoot:
            model.stack.popToRoot()
        }
        model.notice = nil
        return .none
    }

    /// Starts the route's scene and pushes it (or puts it in place of the top one), with a fresh id
    /// from the stack; its startup commands run under its scope.
    private static func open(
        _ route: Route, as presentation: Presentation, replacingTop: Bool = false, in model: inout Model
    ) -> Effect<Msg> {
        switch Routes.start(route, in: model.context) {
        case .failure(let refusal):
            return refuse(refusal.reason, in: &model)
        case .success(let (screen, effect)):
            model.notice = nil
            let started = (Layer(screen, presentation), effect)
            return replacingTop ? stack.replaceTop(with: started, in: &model) : stack.push(started, in: &model)
        }
    }

    private static func refuse(_ reason: String, in model: inout Model) -> Effect<Msg> {
        model.notice = reason
        return .none
    }
}
