import Foundation
import Reel
import ReelLog

/// A session that broke a property: how to reproduce it, what broke, and the messages that
/// reached `update`.
public struct ExploreFailure<S: LoggableScene>: Sendable {
    /// The exploration's seed.
    public let seed: UInt64
    /// The run (from 0) that failed.
    public let run: Int
    /// The run's own seed: its services' random numbers, and ``Explorer/check(_:seed:)``'s argument.
    public let runSeed: UInt64
    /// The property that broke.
    public let violation: ExploreViolation
    /// The session's steps, up to the failure.
    public let steps: [ExploreDecision<S.Msg>]
    /// The messages that reached `update`, in order: the session's log.
    public let messages: [S.Msg]

    /// A failure of run `run` of the exploration with `seed`, as its session showed it.
    @usableFromInline
    init(seed: UInt64, run: Int, runSeed: UInt64, violation: ExploreViolation, steps: [ExploreDecision<S.Msg>], messages: [S.Msg]) {
        self.seed = seed
        self.run = run
        self.runSeed = runSeed
        self.violation = violation
        self.steps = steps
        self.messages = messages
    }

    /// The same failure with other steps (shrunk), as they fail.
    func with(steps: [ExploreDecision<S.Msg>], violation: ExploreViolation, messages: [S.Msg]) -> ExploreFailure {
        ExploreFailure(seed: seed, run: run, runSeed: runSeed, violation: violation, steps: steps, messages: messages)
    }

    /// Writes the session's log (which `reel-demo replay` shows and `assertReplayVerifies` checks).
    /// With an isolated explorer the session runs in a child process, so a trap ends only the
    /// child: the log then holds every step before the one that trapped. As with
    /// ``Explorer/explore(runs:steps:seed:progress:)``, the child runs this program again, and
    /// does its job at this call (a program that writes a log without exploring first, such as
    /// one that merges shards' reports, reaches this call and not `explore`).
    public func writeLog(to url: URL, explorer: Explorer<S>) throws where S.Input: Sendable {
        if case .childProcesses = explorer.isolation {
            if let job = ChildJob<S.Msg>.assigned() {
                _ = explorer.serve(job)  // ends this process, unless the job is another explorer's
                throw LogError.io(path: url.path, reason: "this process is a child exploring \(job.scene)")
            }
            try explorer.writeLogInChild(of: steps, seed: runSeed, to: url)
            return
        }
        let recorder = try LogRecorder<S>(to: url, frameSize: explorer.frameSize, input: explorer.input, recordedAt: Explorer<S>.epoch)
        _ = explorer.run(steps, seed: runSeed, checksDeeply: false, recorder: recorder)
        recorder.close()
        if let failure = recorder.failure { throw failure }
    }

    /// The session as a Swift Testing test that fails while the bug is there, ready to paste. A
    /// trap is checked as an exit test, in a process of its own.
    public func testSource(named name: String = "exploredRegression", explorer: String = "explorer") -> String {
        testSource(named: name, explorer: explorer, note: nil)
    }

    /// The ``Explorer/check(_:seed:)`` form of ``testSource(named:explorer:)``, with `note` as a comment
    /// under the first line of its body.
    func testSource(named name: String, explorer: String, note: String?) -> String {
        let lines = steps.map { "        \($0.swiftSource)," }.joined(separator: "\n")
        let header = ([origin] + (note.map { ["// " + $0] } ?? [])).joined(separator: "\n    ")
        guard violation.property == ExploreViolation.trap else {
            return """
                @Test func \(name)() {
                    \(header)
                    let violation = \(explorer).check([
                \(lines)
                    ], seed: \(runSeedLiteral))
                    #expect(violation == nil, "\\(violation!)")
                }
                """
        }
        return """
            @Test func \(name)() async {
                \(origin)
                await #expect(processExitsWith: .success) {
                    _ = \(explorer).check([
            \(lines.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                    ], seed: \(runSeedLiteral))
                }
            }
            """
    }

    /// The run's seed as a Swift literal, its digits grouped by three: `15_212_506_146_343_009_075`.
    var runSeedLiteral: String {
        let digits = Array(String(runSeed))
        let head = digits.count % 3 == 0 ? 3 : digits.count % 3
        let groups = [String(digits.prefix(head))] + stride(from: head, to: digits.count, by: 3).map { String(digits[$0..<$0 + 3]) }
        return groups.joined(separator: "_")
    }

    /// Where the failure comes from, as a comment: the property, the seed and run, the steps.
    var origin: String {
        "// \(violation.property): found by seed \(seed), run \(run); shrunk to \(steps.count) steps."
    }
}
