import ReelExampleSupport
import Reel

extension Search {
    /// The search's rules, checked by the app's explorer after every message.
    public static let invariants: [Invariant<Search>] = [
        .after("results belong to the query searched last") { before, msg, after in
            switch msg {
            case .searchResponded(let query, _), .searchFailed(let query, _):
                query == before.searched || after == before  // an answer to an older query changes nothing
            default: true
            }
        },
        .after("a failed request is shown, never swallowed") { before, msg, after in
            guard case .searchFailed(let query, _) = msg, query == before.searched else { return true }
            if case .failed = after.phase { return true }
            return false
        },
        .always("the selection points at a result") { model in
            guard case .found(let domains) = model.phase else { return true }
            return domains.indices.contains(model.selection)
        },
    ]
}
