// Copies of example scenes with one bug planted each: the explorer must find every one.
import ReelExampleSupport
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelLog
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

/// A copy of the profile: its model, messages, start, subscriptions and frames; only `update` is its own.
protocol ProfileCopy: LoggableScene where Input == Profile.Input, Model == Profile.Model, Msg == Profile.Msg {}

extension ProfileCopy {
    static var messageSamples: [Msg] { Profile.messageSamples }
    static func start(_ input: Profile.Input) -> (Model, Effect<Msg>) { Profile.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { Profile.render(model, into: &frame) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { Profile.subscriptions(model) }
}

/// The profile with its refresh guard removed: a tap during a refresh starts another, which
/// (the request keeping its id) cancels the running one.
enum RestartingProfile: ProfileCopy {
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

/// The profile with its refresh guard and its request id both removed: a tap (or the automatic
/// refresh) during a refresh starts a second `GET /me` beside the first. The model does not change.
enum OverlappingProfile: ProfileCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .refreshTapped, .refreshDue:
            model.isRefreshing = true
            model.error = nil
            return .http(Profile.userRequest(model), decoding: ProfileUser.self) { result in
                switch result {
                case .success(let user): .userLoaded(user)
                case .failure(let error): .userFailed(error)
                }
            }
        default: return Profile.update(&model, msg)
        }
    }
}

/// The notes whose saves carry no id: a save while one runs starts a second write of the file
/// beside the first, and the older one may finish last.
enum RacingNotes: LoggableScene {
    typealias Input = Notes.Input
    typealias Model = Notes.Model
    typealias Msg = Notes.Msg
    static var messageSamples: [Msg] { Notes.messageSamples }
    static var requestSamples: [any Request] { Notes.requestSamples }
    static func start(_ input: Input) -> (Model, Effect<Msg>) { Notes.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { Notes.render(model, into: &frame) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        let effect = Notes.update(&model, msg)
        // The same commands, the notes file's requests without their id.
        return Effect(effect.commands.map { command in
            guard case .request(let request, _) = command, request.request is NotesFile else { return command }
            return .request(request, id: nil)
        })
    }
}

/// The search whose progress ticks come from a timer that re-arms itself on each tick instead
/// of a subscription, and that forgets to stop when the answer comes: a poll that never ends.
enum PollingSearch: SearchCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        let tick = Effect<Msg>.after(Search.progressInterval, send: .progressTicked, id: Search.progressID)
        let effect = Search.update(&model, msg)
        switch msg {
        case .progressTicked: return .batch([effect, tick])  // the planted bug: re-armed whatever the phase
        case .queryDebounced, .retryTapped:
            guard case .loading = model.phase else { return effect }
            return .batch([effect, tick])
        default: return effect
        }
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { .none }
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
