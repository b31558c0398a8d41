import Reel
import ReelLog

/// What the liveness check of an exhaustive check found: whether it ran, and if it did, whether
/// every liveness property holds or which lasso breaks one (see ``ExhaustiveChecker/liveness``).
public struct LivenessReport<S: LoggableScene>: Sendable, CustomStringConvertible where S.Input: Sendable {
    /// The liveness properties, by name.
    public let properties: [String]
    /// Why they were not checked; nil when they were.
    public let notChecked: String?
    /// A lasso that breaks one; nil if none was found or they were not checked.
    public let counterexample: Lasso<S>?

    /// Whether the properties were checked (the bound exhausted the scene) and all hold.
    public var holds: Bool { notChecked == nil && counterexample == nil }

    /// Nothing to check: no liveness property was declared.
    static var none: LivenessReport { LivenessReport(properties: [], notChecked: "no liveness property", counterexample: nil) }

    /// One line when the properties hold or were not checked; the lasso when one broke.
    public var description: String {
        let names = properties.joined(separator: "; ")
        if let notChecked { return livenessNotCheckedLine(notChecked, properties: properties) }
        if let counterexample { return "liveness: " + counterexample.description }
        return "liveness: holds, in every reachable state, on every path on which the world does what it owes "
            + "(answers, timers) and the user may stop: \(names)"
    }
}

/// The liveness line of properties not checked, and why: one format for a check's report and for
/// shards' merged report, which has no scene type to make a ``LivenessReport`` of.
func livenessNotCheckedLine(_ reason: String, properties: [String]) -> String {
    "liveness: not checked (\(reason)): \(properties.joined(separator: "; "))"
}
