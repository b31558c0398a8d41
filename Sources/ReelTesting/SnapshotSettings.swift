import Foundation

/// What a snapshot assertion reads from its surroundings: the environment that sets the record
/// mode and CI, where failures go, and (for tests of the assertion itself) the package root.
///
/// The default reads the real process environment and reports to the running test framework;
/// a test passes its own dictionary and a `FailureLog` reporter to prove every mode safely.
public struct SnapshotSettings: Sendable {
    /// The variable that picks the record mode: `missing`, `all`, `failed` or `never`.
    public static let modeVariable = "REEL_SNAPSHOTS"
    /// The variable whose presence means "running on CI": never write a snapshot.
    public static let ciVariable = "CI"
    /// The variable that picks the record mode of committed logs, with the same four modes: a log
    /// that no longer verifies is upgraded (`LogUpgrader`) where a snapshot would be re-recorded.
    public static let logModeVariable = "REEL_RECORD_LOGS"

    /// The environment to read `REEL_SNAPSHOTS`, `REEL_RECORD_LOGS` and `CI` from.
    public var environment: [String: String]
    /// Where failures go.
    public var reporter: FailureReporter
    /// The directory holding `Snapshots/`; nil to walk up from the test file to `Package.swift`.
    public var packageRoot: String?

    /// Settings from the given environment (the process's by default).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        reporter: FailureReporter = .testFramework,
        packageRoot: String? = nil
    ) {
        self.environment = environment
        self.reporter = reporter
        self.packageRoot = packageRoot
    }

    /// Whether `CI` is set to anything but empty, `0` or `false`.
    public var isCI: Bool {
        guard let value = environment[Self.ciVariable] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The record mode, `missing` when unset; a one-line error naming the bad value otherwise.
    public func recordMode() throws(SnapshotError) -> SnapshotRecordMode { try recordMode(from: Self.modeVariable) }

    /// The record mode `variable` sets (``modeVariable`` for snapshots, ``logModeVariable`` for
    /// logs), `missing` when unset; a one-line error naming the bad value otherwise.
    public func recordMode(from variable: String) throws(SnapshotError) -> SnapshotRecordMode {
        guard let value = environment[variable], !value.isEmpty else { return .missing }
        guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
            let known = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw SnapshotError("\(variable)=\(value) is not a record mode (use one of: \(known))")
        }
        return mode
    }

    /// Whether a check in `mode` writes its reference file (a snapshot, a committed log): never
    /// with CI set; a missing one unless `never`; an existing one under `all`, or under `failed`
    /// when it does not match.
    func mayWrite(_ mode: SnapshotRecordMode, exists: Bool, matches: Bool) -> Bool {
        guard !isCI else { return false }
        return exists ? mode == .all || (mode == .failed && !matches) : mode != .never
    }
}

/// Why a snapshot could not be checked: a bad name, no package root, an unreadable file.
public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The one-line explanation.
    public let message: String

    /// An error with the given message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
