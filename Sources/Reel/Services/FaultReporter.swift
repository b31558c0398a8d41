import Foundation

/// Where a program says that a command could not start (a ``RequestFault``) as it happens, besides
/// listing it in ``Program/faults``: by default, in a debug build, one line on standard error.
///
/// A program tells its reporter once per distinct fault (one missing handler is one line, however
/// many commands need it), at the first command that hits it. A tester tells nobody: a test reads
/// `tester.faults`.
public struct FaultReporter: Sendable {
    private let report: @Sendable (RequestFault) -> Void

    /// A reporter that calls `report` with each fault, once per program.
    public init(_ report: @escaping @Sendable (RequestFault) -> Void) { self.report = report }

    /// Tells the reporter of a fault.
    public func report(_ fault: RequestFault) { report(fault) }

    /// Prints `reel: <the fault>` to standard error in a debug build (one compiled with `DEBUG`,
    /// as SwiftPM's and Xcode's debug configurations are); says nothing in a release build.
    public static let standardErrorInDebugBuilds = FaultReporter { fault in
        #if DEBUG
            FileHandle.standardError.write(Data("reel: \(fault)\n".utf8))
        #endif
    }

    /// Says nothing: the faults are only listed.
    public static let silent = FaultReporter { _ in }
}

/// The faults an interpreter has told its reporter of, so that each is told once.
final class ToldFaults: Sendable {
    private let reporter: FaultReporter
    private let told = Locked<Set<RequestFault>>([])

    init(_ reporter: FaultReporter) { self.reporter = reporter }

    /// Tells the reporter of `fault` unless it was told already.
    func tell(_ fault: RequestFault) {
        if told.withLock({ $0.insert(fault).inserted }) { reporter.report(fault) }
    }
}
