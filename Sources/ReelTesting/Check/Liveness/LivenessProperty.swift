import Reel

/// Something that must *eventually* hold, checked by an ``ExhaustiveChecker`` once its bound
/// exhausts the scene: "P leads to Q", whenever P holds, Q holds then or later, on every path on
/// which the world does not postpone what it owes forever (see ``ExhaustiveChecker/liveness``).
///
/// A property is a family of such pairs, one for each *key* its `from` gives a state: the key
/// names what is waited for ("this request"), and `to` says whether it came.
///
/// ```swift
/// checker.liveness = [
///     .everyRequestAnsweredOrCancelled(),
///     .loadingEnds { $0.isRefreshing },
///     .leadsTo("a failure is shown, then cleared", from: { $0.model.error != nil }, to: { $0.model.error == nil }),
/// ]
/// ```
public struct LivenessProperty<S: Scene>: Sendable {
    /// The name reports use.
    public let name: String
    /// The keys for which P holds in a state: each must then be followed by `to`.
    let from: @Sendable (CheckedState<S>) -> [String]
    /// Whether Q holds, for a key, in a state.
    let to: @Sendable (CheckedState<S>, String) -> Bool
    /// What stays true forever in a counterexample, for a key.
    let stays: @Sendable (String) -> String

    /// A property that, for each key `from` gives a state, `to` holds for that key then or later.
    init(
        _ name: String, from: @escaping @Sendable (CheckedState<S>) -> [String],
        to: @escaping @Sendable (CheckedState<S>, String) -> Bool, stays: @escaping @Sendable (String) -> String
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.stays = stays
    }

    /// Whenever `from` holds in a state, `to` holds in it or in a later one, on every fair path
    /// ("P leads to Q", TLA+'s `P ~> Q`).
    public static func leadsTo(
        _ name: String, from: @escaping @Sendable (CheckedState<S>) -> Bool, to: @escaping @Sendable (CheckedState<S>) -> Bool
    ) -> LivenessProperty {
        LivenessProperty(name, from: { from($0) ? [name] : [] }, to: { state, _ in to(state) }) { _ in
            "it held, and what must follow never does"
        }
    }

    /// Every request in flight is eventually answered or cancelled: no request stays in flight
    /// forever, while the world answers what it can and fires every timer (a request is named by
    /// what it asks, so one started again at once each time it is answered stays in flight too).
    public static func everyRequestAnsweredOrCancelled(
        _ name: String = "every request is eventually answered or cancelled"
    ) -> LivenessProperty {
        LivenessProperty(name, from: \.requestsInFlight, to: { !$0.requestsInFlight.contains($1) }) { request in
            "\(request) stays in flight forever, neither answered nor cancelled"
        }
    }

    /// A loading indicator eventually goes away once the world settles: whenever `loading` holds
    /// of the model, a later model (or this one) is not loading, on every path on which the world
    /// answers what it can and fires every timer, and the user may stop at any time.
    public static func loadingEnds(
        _ name: String = "the loading indicator eventually goes away", loading: @escaping @Sendable (S.Model) -> Bool
    ) -> LivenessProperty {
        LivenessProperty(name, from: { loading($0.model) ? ["loading"] : [] }, to: { state, _ in !loading(state.model) }) { _ in
            "the loading indicator stays forever"
        }
    }
}
