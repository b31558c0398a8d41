// Copies of example scenes with one bug planted each: the explorer must find every one.
import ReelExampleSupport
import ReelExampleProfile
import Reel
import ReelExampleSearch

/// A copy of the search: its model, messages, start and frames; only `update` is its own.
protocol SearchCopy: LoggableScene where Input == Search.Input, Model == Search.Model, Msg == Search.Msg {}

extension SearchCopy {
    static var messageSamples: [Msg] { Search.messageSamples }
    static func start(_ input: Search.Input) -> (Model, Effect<Msg>) { Search.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { Search.render(model, into: &frame) }
}

/// The search with its request id dropped (no "latest wins") and its query check removed: an
/// answer to an older query replaces the newer one's results.
enum StaleSearch: SearchCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .queryDebounced(let text) where !text.isEmpty && text != model.searched:
            model.searched = text
            model.selection = 0
            model.phase = .loading(text)
            return .http(Search.request(text, api: model.api), decoding: DomainList.self) { result in
                switch result {
                case .success(let list): .searchResponded(query: text, domains: list.domains)
                case .failure(let error): .searchFailed(query: text, error: error)
                }
            }
        case .searchResponded(_, let domains):
            model.phase = domains.isEmpty ? .nothing : .found(domains)
            return .none
        default: return Search.update(&model, msg)
        }
    }
}

/// The search that swallows a failure: the prompt comes back instead of the error.
enum SwallowingSearch: SearchCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .searchFailed(let query, _) = msg, query == model.searched {
            model.phase = .prompt
            return .none
        }
        return Search.update(&model, msg)
    }
}

/// The search whose selection may move one row past the last result (an off-by-one).
enum OffByOneSearch: SearchCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .selectionMoved(let rows) = msg, case .found(let domains) = model.phase {
            model.selection = min(max(0, model.selection + rows), domains.count)
            return .none
        }
        return Search.update(&model, msg)
    }
}

/// The profile with its refresh guard removed: a tap during a refresh starts another.
enum OverlappingProfile: LoggableScene {
    typealias Model = Profile.Model
    typealias Msg = Profile.Msg
    static let messageSamples = Profile.messageSamples
    static func start(_ input: Profile.Input) -> (Model, Effect<Msg>) { Profile.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { Profile.render(model, into: &frame) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { Profile.subscriptions(model) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .refreshTapped, .refreshDue:
            var running = model
            running.isRefreshing = false  // the guard sees no refresh running
            let effect = Profile.update(&running, msg)
            model = running
            return effect
        default: return Profile.update(&model, msg)
        }
    }
}

/// The search that shows the result after the selected one, reading past the end of the list when
/// the last result is selected: an off-by-one that traps in `render`.
enum TrappingSearch: SearchCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Search.update(&model, msg) }

    static func render(_ model: Model, into frame: inout Frame) {
        Search.render(model, into: &frame)
        if case .found(let domains) = model.phase {
            _ = frame.draw("next: \(domains[model.selection + 1].name)", x: 0, y: frame.size.height - 2)
        }
    }
}
