import Reel

/// The outcome of verifying a log: today's code replays it identically, diverges somewhere, or
/// the log cannot be read.
public enum Verification: Equatable, Sendable, CustomStringConvertible {
    /// Every step's commands and frame hash match the recording.
    case identical(steps: Int, warnings: [String])
    /// A step differs; replay stopped there.
    case diverged(Divergence)
    /// The log could not be read (wrong app, schema or version, a bad line, an I/O error).
    case unreadable(LogError)

    /// Whether the replay matched the recording.
    public var isIdentical: Bool { if case .identical = self { true } else { false } }

    /// One line for identical and unreadable logs, the divergence report otherwise.
    public var description: String {
        switch self {
        case .identical(let steps, let warnings):
            (["identical: \(steps) steps replayed and verified"] + warnings.map { "warning: \($0)" })
                .joined(separator: "\n")
        case .diverged(let divergence): divergence.description
        case .unreadable(let error): "unreadable: \(error)"
        }
    }
}
