import Foundation

/// Where an exploration runs its sessions.
public enum ExploreIsolation: Sendable {
    /// In this process: the fastest; a trap in `update` or `render` stops the explorer with it.
    case inProcess
    /// In child processes that run this same program again (the same executable, arguments and
    /// environment) and take over at the same ``Explorer/explore(runs:steps:seed:progress:)``
    /// call: a trap ends only a child, and is reported as a broken property
    /// ("update and render never trap") with its message, then shrunk by further children.
    ///
    /// The program must reach that call the same way when run again, before doing anything it
    /// must not do twice; a child stops there. A child writes what it does to a crash-safe log
    /// (one `write` per record), so that the session of a crashed child is known to the step.
    case childProcesses

    /// Whether this process is a child started by an isolated exploration to do part of its work:
    /// a program that does much else before its `explore` call (a benchmark running other
    /// scenarios first) can go straight to that call.
    public static var isChildProcess: Bool { ProcessInfo.processInfo.environment[ChildJob<Never>.variable] != nil }
}
