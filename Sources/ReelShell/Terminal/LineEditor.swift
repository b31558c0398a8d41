/// The `:` command line: a line of text with a cursor, edited by keys, and the lines entered before.
///
/// Left/Right move, Home/End (and Ctrl-A/Ctrl-E) jump, Backspace and Delete remove, Ctrl-U clears;
/// Up/Down walk through the history, keeping what was being typed as the newest entry.
public struct LineEditor: Sendable {
    /// What an edited key did.
    public enum Outcome: Equatable, Sendable {
        /// The line changed or the cursor moved; go on editing.
        case editing
        /// Enter: this line was entered (and added to the history).
        case entered(String)
        /// Esc, or Backspace on an empty line: editing is over, nothing entered.
        case cancelled
    }

    /// The text being edited, as characters.
    public private(set) var text: [Character] = []
    /// Where the cursor is: an index into `text` (its count at the end).
    public private(set) var cursor = 0
    private var history: [String] = []
    private var browsing: Int?
    private var draft: [Character] = []

    /// An empty line with no history.
    public init() {}

    /// The line as a string.
    public var line: String { String(text) }

    /// Clears the line (the history stays) for a new command.
    public mutating func start() {
        text = []
        cursor = 0
        browsing = nil
    }

    /// Applies a key.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .text(let typed):
            text.insert(contentsOf: typed, at: cursor)
            cursor += typed.count
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .backspace:
            if text.isEmpty { return .cancelled }
            if cursor > 0 {
                text.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < text.count { text.remove(at: cursor) }
        case .control("u"):
            text = []
            cursor = 0
        case .up: recall(by: -1)
        case .down: recall(by: 1)
        case .escape: return .cancelled
        case .enter:
            let entered = line
            if !entered.isEmpty && history.last != entered { history.append(entered) }
            start()
            return .entered(entered)
        default: break
        }
        return .editing
    }

    /// Moves through the history: -1 older, +1 newer; past the newest is the draft typed before.
    private mutating func recall(by step: Int) {
        guard !history.isEmpty else { return }
        let current = browsing ?? history.count
        let next = min(history.count, max(0, current + step))
        guard next != current else { return }
        if browsing == nil { draft = text }
        browsing = next == history.count ? nil : next
        text = next == history.count ? draft : Array(history[next])
        cursor = text.count
    }
}
