import Reel

/// Where a person is in the terminal inspector: the selected step, the list's scroll position,
/// the prompt being typed (`/` search, `:` go to a step), the last search, the line of news at the
/// bottom, and whether the right side shows the frame or only what the step did.
struct InspectorState {
    /// What the bottom line is being typed for.
    enum Prompt: Equatable {
        /// `/`: text to find in the messages.
        case search
        /// `:`: a step number to go to.
        case step
    }

    /// The rows of the list: the start (0) and every step.
    private(set) var count: Int
    /// The selected row: a step number, 0 for the start.
    var selection: Int
    /// The first row shown.
    var top = 0
    /// The prompt being typed, with its line.
    var prompt: Prompt?
    var editor = LineEditor()
    /// The last text searched for, for `n` and `N`.
    var query: String?
    /// The news shown on the bottom line until the next key.
    var message = ""
    /// Whether the message is an error (drawn in red).
    var messageIsError = false
    /// Whether the right side shows only what the step did, without the frame (Tab).
    var detailsOnly = false

    /// A list of `steps` steps, the last one selected.
    init(steps: Int) {
        count = steps + 1
        selection = steps
    }

    /// Adds the steps of a followed log up to `steps`: a selection on the last step moves to the
    /// newest, any other stays where it is.
    mutating func grow(to steps: Int) {
        let onLast = selection == count - 1
        count = steps + 1
        if onLast { selection = steps }
    }

    /// Selects `step`, clamped to the list.
    mutating func select(_ step: Int) {
        selection = min(max(0, step), count - 1)
    }

    /// The list's window `rows` tall, scrolled as little as needed to show the selection.
    mutating func window(rows: Int) -> ListWindow {
        let window = ListWindow(count: count, rows: rows, selection: selection, top: top)
        top = window.top
        return window
    }

    /// Sets the news line.
    mutating func tell(_ text: String, error: Bool = false) {
        message = text
        messageIsError = error
    }
}
