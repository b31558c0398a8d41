import Reel
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleSearch

// The user actions each example scene's exhaustive check tries at every state: a small, finite
// alphabet that still reaches every phase of the scene (see `ExhaustiveChecker`).

extension Search {
    /// Two queries (one result for "x", three for "em"), a retry, and moves by one either way.
    public static let checkedActions: [Msg] = [
        .queryChanged("x"), .queryChanged("em"), .retryTapped, .selectionMoved(by: 1), .selectionMoved(by: -1),
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
