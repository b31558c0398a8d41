import Foundation
import Reel
import ReelLog

// Isolated exploration: the parent hands jobs to child processes and reads back their crash-safe
// logs; the child, which is this program run again, does its job at `explore` and exits.
extension Explorer {
    /// The scene's name in a job: a child of another scene's explorer leaves this one alone.
    static var sceneName: String { S.exploredName }

    // MARK: - The parent

    /// Explores in ``concurrentRuns`` children at once, which take the runs one at a time from a
    /// file they share (``RunClaims``): a child that traps ends alone, its run is noted as the
    /// trap, and a new child carries on with the runs left. A run that trapped is run again in a
    /// child that writes down its steps; the first failure, by run, is shrunk by further children.
    func exploreInChildren(
        runs: Int, steps: Int, seed: UInt64, shard: ExploreShard, progress: ((ExploreProgress) -> Void)?
    ) -> ExploreReport<S> {
        let exploration = plan(runs: runs, steps: steps, seed: seed, shard: shard)
        var children = ChildPool<S.Msg>(
            scene: Self.sceneName, runs: shard.runs(of: runs), seed: seed, runTimeout: runTimeout,
            work: { .explore(runs: runs, steps: steps, seed: seed, shard: shard, claims: $0) })
        let ledger = children.run(atOnce: concurrentRuns, progress: progress)
        // Every run up to the first failure must have been counted, once: a run that no record
        // reports is a run that may have failed, so its absence is never an all-clear.
        if let problem = children.problem ?? ledger.shortfall {
            return ExploreReport(exploration, progress: ledger.counted, explored: ledger.countedRuns, original: nil, failure: nil, problem: problem)
        }
        guard let (run, finding) = ledger.failure else {
            return ExploreReport(exploration, progress: ledger.counted, explored: ledger.countedRuns, original: nil, failure: nil)
        }
        var explored = ledger.countedRuns
        let found: ExploreFailure<S>
        switch finding {
        case .found(let session):
            found = session.failure(of: S.self, seed: seed)
        case .trapped:
            let recorded = ChildProcess<S.Msg>.run(scene: Self.sceneName, .record(run: run, steps: steps, seed: seed), timeout: runTimeout)
            if case .timedOut = recorded.ending {
                return ExploreReport(
                    exploration, progress: ledger.counted, explored: explored, original: nil, failure: nil,
                    problem: "run \(run) trapped once, and did not end within its deadline when run again: seed \(seed) reproduces it")
            }
            guard case .trapped(let trap) = recorded.ending else {
                return ExploreReport(
                    exploration, progress: ledger.counted, explored: explored, original: nil, failure: nil,
                    problem: "run \(run) trapped once, but not when run again: something besides the seed decides it")
            }
            let session = LastSession(recorded.records)
            var counted = ExploreProgress()
            counted.add(run: run, steps: session.steps.count, messages: session.messages.count)
            explored[explored.count - 1] = counted
            found = ExploreFailure(seed: seed, run: run, runSeed: Self.seed(of: run, from: seed),
                                   violation: session.trap(trap), steps: session.steps, messages: session.messages)
        }
        let counted = explored.reduce(into: ExploreProgress()) { $0.add($1) }
        return ExploreReport(exploration, progress: counted, explored: explored, original: found, failure: shrinkInChildren(found))
    }

    /// ``shrink(_:)`` with every candidate session run in a child of its own.
    func shrinkInChildren(_ failure: ExploreFailure<S>) -> ExploreFailure<S> {
        let checksDeeply = failure.violation.needsDeepChecks
        let shrunk = Shrinker.shrink(failure.steps) { candidate in
            guard let verdict = checkInChild(candidate, seed: failure.runSeed, checksDeeply: checksDeeply),
                  verdict.violation?.isSameFailure(as: failure.violation) == true
            else { return nil }
            return verdict.steps.count
        }
        guard let verdict = checkInChild(shrunk, seed: failure.runSeed, checksDeeply: checksDeeply),
              let violation = verdict.violation
        else { return failure }
        return failure.with(steps: shrunk, violation: violation, messages: verdict.messages)
    }

    /// Writes the log of a session run in a child (up to the step that traps, if one does).
    func writeLogInChild(of steps: [ExploreDecision<S.Msg>], seed: UInt64, to url: URL) throws {
        guard checkInChild(steps, seed: seed, checksDeeply: false, logPath: url.path) != nil,
              FileManager.default.fileExists(atPath: url.path)
        else { throw LogError.io(path: url.path, reason: "the child process that records the session failed") }
    }

    /// Runs one session in a child: what broke (a trap included), the steps it took and the
    /// messages that reached `update`; nil when the child could not do it.
    private func checkInChild(
        _ steps: [ExploreDecision<S.Msg>], seed: UInt64, checksDeeply: Bool, logPath: String? = nil
    ) -> LastSession<S.Msg>? {
        let checked = ChildProcess<S.Msg>.run(
            scene: Self.sceneName, .check(steps, seed: seed, checksDeeply: checksDeeply, logPath: logPath), timeout: runTimeout)
        var session = LastSession(checked.records)
        switch checked.ending {
        case .failed, .killed, .timedOut: return nil
        case .trapped(let trap): session.violation = session.trap(trap)
        case .finished: break
        }
        return session
    }

    // MARK: - The child

    /// Does the job this process was started for, then ends the process; `session` runs a run
    /// (specialized for the scene by the caller of `explore`). A job for another scene's explorer
    /// is left for that explorer: this one reports that it did nothing.
    func serve(_ job: ChildJob<S.Msg>, session: RunSession? = nil) -> ExploreReport<S> {
        guard job.scene == Self.sceneName else {
            return ExploreReport(
                plan(runs: 0, steps: 0, seed: 0, shard: .whole), progress: ExploreProgress(), explored: [],
                original: nil, failure: nil, problem: "skipped: this process is a child exploring \(job.scene)")
        }
        guard let log = ChildLog<S.Msg>(path: job.records) else { ChildLog<S.Msg>.quit("cannot write the child's records at \(job.records)") }
        var counted = ExploreProgress()
        switch job.work {
        case .explore(let runs, let steps, let seed, let shard, let claimsPath):
            guard let claims = RunClaims(path: claimsPath, runs: shard.runs(of: runs), creating: false) else {
                ChildLog<S.Msg>.quit("cannot open the runs' claims at \(claimsPath)")
            }
            let session = session ?? { explorer, run, counted in explorer.explore(run: run, steps: steps, seed: seed, counted: &counted) }
            while let run = claims.next() {
                log.write(.run(run))
                var counted = ExploreProgress()
                let found = session(self, run, &counted)
                if found != nil { claims.stop(at: run) }
                log.write(.ran(run, counted: counted, found: found.map(FoundSession.init)))
            }
        case .record(let run, let steps, let seed):
            _ = explore(run: run, steps: steps, seed: seed, counted: &counted, tracer: log)
        case .check(let steps, let seed, let checksDeeply, let logPath):
            let recorder = logPath.flatMap { try? LogRecorder<S>(to: URL(fileURLWithPath: $0), frameSize: frameSize, input: input, recordedAt: Self.epoch) }
            let simulation = run(steps, seed: seed, checksDeeply: checksDeeply, recorder: recorder, tracer: log)
            recorder?.close()
            log.write(.checked(simulation.violation, steps: simulation.stepsTaken))
        }
        log.write(.done)
        exit(0)
    }
}

extension LoggableScene {
    /// The scene's type as jobs and reports name it: `String(reflecting:)`, module included.
    static var exploredName: String { String(reflecting: Self.self) }
}

/// The last session a child wrote down: its steps and messages, and the verdict it gave.
struct LastSession<Msg: Codable & Equatable & Sendable> {
    private(set) var steps: [ExploreDecision<Msg>] = []
    private(set) var messages: [Msg] = []
    var violation: ExploreViolation?

    init(_ records: [ChildRecord<Msg>]) {
        for record in records {
            switch record {
            case .session: (steps, messages) = ([], [])
            case .step(let step): steps.append(step)
            case .message(let msg): messages.append(msg)
            case .checked(let verdict, _): violation = verdict
            case .ran(_, _, let found): violation = found?.violation ?? violation
            case .run, .done: break
            }
        }
    }

    /// The trap that ended the session, as a broken property at its last message.
    func trap(_ trap: String) -> ExploreViolation {
        ExploreViolation(property: ExploreViolation.trap, detail: trap, step: messages.count)
    }
}
