import Reel
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleSearch
import ReelTesting

// The user actions each example scene's exhaustive check tries at every state: a small, finite
// alphabet that still reaches every phase of the scene (see `ExhaustiveChecker`).

extension Search {
    /// Two queries (one result for "x", three for "em"), a retry, and moves by one either way.
    public static let checkedActions: [Msg] = [
        .queryChanged("x"), .queryChanged("em"), .retryTapped, .selectionMoved(by: 1), .selectionMoved(by: -1),
    ]

    /// Five decisions that bring the search back to where it starts: "x" typed, its debounce timer
    /// fired, its results answered, the query cleared and that timer fired. The model then differs
    /// from the start's only in remembering an empty search (`searched` is `""`, not nil), with no
    /// work pending, and nothing the checked actions lead to reads that: the same states lie
    /// ahead. A prelude of it, repeated, shows that how deep a state lies costs a check nothing.
    public static let backToStart: [ExploreDecision<Msg>] = [
        .send(.queryChanged("x")), .advanceTime, .answer(0, outcome: 0), .send(.queryChanged("")), .advanceTime,
    ]
}

extension Profile {
    /// A tap on refresh (the automatic refresh is the world's: its timer firing).
    public static let checkedActions: [Msg] = [.refreshTapped]
}

extension Notes {
    /// A note added, the first deleted, and a save.
    public static let checkedActions: [Msg] = [.addTapped("x"), .deleteTapped(position: 1), .saveTapped]
}
