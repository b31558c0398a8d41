/// What shrinking a log found, and how far it shrank.
public struct LogShrinkReport: Equatable, Sendable, CustomStringConvertible {
    /// What today's code makes of the log.
    public enum Finding: Equatable, Sendable {
        /// Today's update emits other commands (or subscription changes) than recorded.
        case divergedCommands
        /// Today's frame hashes differently than recorded; the commands are the same.
        case divergedFrame
        /// The log verifies, but a property breaks: the shrunk session's violation.
        case property(ExploreViolation)
        /// The log verifies and every property holds: nothing to shrink, nothing written.
        case nothing
    }

    /// What was found.
    public let finding: Finding
    /// The steps shrinking started from: the log's steps up to the divergence or the broken
    /// property (every step when nothing was found).
    public let originalSteps: Int
    /// The shrunk log's steps (0 when nothing was written).
    public let shrunkSteps: Int

    /// Whether a shrunk log was written.
    public var wroteLog: Bool { finding != .nothing }

    /// One line: `diverged at step 41 (commands): shrunk 41 steps to 3`.
    public var description: String {
        let shrunk = "shrunk \(originalSteps) steps to \(shrunkSteps)"
        return switch finding {
        case .divergedCommands: "diverged at step \(originalSteps) (commands): \(shrunk)"
        case .divergedFrame: "diverged at step \(originalSteps) (frame): \(shrunk)"
        case .property(let violation): "property \"\(violation.property)\" failed at step \(originalSteps): \(shrunk)"
        case .nothing: "nothing to shrink: \(originalSteps) steps verify and every property holds"
        }
    }
}
