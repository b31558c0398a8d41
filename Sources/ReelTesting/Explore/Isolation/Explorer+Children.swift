import Foundation
import Reel

// Isolated exploration: the parent hands jobs to child processes and reads back their crash-safe
// logs; the child, which is this program run again, does its job at `explore` and exits.
extension Explorer {
    /// The scene's name in a job: a child of another scene's explorer leaves this one alone.
    private static var sceneName: String { String(reflecting: S.self) }

    // MARK: - The parent

    /// Explores in one child; a run that traps is run again in a second child that writes down its
    /// steps, and the failure is shrunk by further children.
    func exploreInChildren(runs: Int, steps: Int, seed: UInt64, progress: ((ExploreProgress) -> Void)?) -> ExploreReport<S> {
        var counted = ExploreProgress()
        let explored = ChildProcess<S.Msg>.run(scene: Self.sceneName, .explore(runs: runs, steps: steps, seed: seed)) { records in
            for case .progress(let latest) in records {
                counted = latest
                progress?(latest)
            }
        }
        let found: ExploreFailure<S>
        switch explored.ending {
        case .failed(let problem):
            return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil, problem: problem)
        case .finished:
            guard let session = explored.records.lazy.compactMap({ if case .found(let found) = $0 { found } else { nil } }).first else {
                return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil)
            }
            found = ExploreFailure(seed: seed, run: session.run, runSeed: session.runSeed, violation: session.violation,
                                   steps: session.steps, messages: session.messages)
        case .trapped:
            guard let run = explored.records.lazy.compactMap({ if case .run(let run) = $0 { run } else { nil } }).last else {
                return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil, problem: "a child crashed before its first run")
            }
            let recorded = ChildProcess<S.Msg>.run(scene: Self.sceneName, .record(run: run, steps: steps, seed: seed))
            guard case .trapped(let trap) = recorded.ending else {
                return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil,
                                     problem: "run \(run) trapped once, but not when run again: something besides the seed decides it")
            }
            let session = LastSession(recorded.records)
            counted.add(run: run, steps: session.steps.count, messages: session.messages.count)
            found = ExploreFailure(seed: seed, run: run, runSeed: Self.seed(of: run, from: seed),
                                   violation: session.trap(trap), steps: session.steps, messages: session.messages)
        }
        return ExploreReport(seed: seed, progress: counted, original: found, failure: shrinkInChildren(found))
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
    func writeLogInChild(of steps: [ExploreStep<S.Msg>], seed: UInt64, to url: URL) throws {
        guard checkInChild(steps, seed: seed, checksDeeply: false, logPath: url.path) != nil,
              FileManager.default.fileExists(atPath: url.path)
        else { throw LogError.io(path: url.path, reason: "the child process that records the session failed") }
    }

    /// Runs one session in a child: what broke (a trap included), the steps it took and the
    /// messages that reached `update`; nil when the child could not do it.
    private func checkInChild(
        _ steps: [ExploreStep<S.Msg>], seed: UInt64, checksDeeply: Bool, logPath: String? = nil
    ) -> LastSession<S.Msg>? {
        let checked = ChildProcess<S.Msg>.run(
            scene: Self.sceneName, .check(steps, seed: seed, checksDeeply: checksDeeply, logPath: logPath))
        var session = LastSession(checked.records)
        switch checked.ending {
        case .failed: return nil
        case .trapped(let trap): session.violation = session.trap(trap)
        case .finished: break
        }
        return session
    }

    // MARK: - The child

    /// Does the job this process was started for, then ends the process. A job for another
    /// scene's explorer is left for that explorer: this one reports that it did nothing.
    func serve(_ job: ChildJob<S.Msg>) -> ExploreReport<S> {
        guard job.scene == Self.sceneName else {
            return ExploreReport(seed: 0, progress: ExploreProgress(), original: nil, failure: nil,
                                 problem: "skipped: this process is a child exploring \(job.scene)")
        }
        guard let log = ChildLog<S.Msg>(path: job.records) else {
            FileHandle.standardError.write(Data("reel explore: cannot write the child's records at \(job.records)\n".utf8))
            exit(3)
        }
        var counted = ExploreProgress()
        switch job.work {
        case .explore(let runs, let steps, let seed):
            for run in 0..<runs {
                log.write(.run(run))
                let found = explore(run: run, steps: steps, seed: seed, counted: &counted)
                log.write(.progress(counted))
                if let found {
                    log.write(.found(FoundSession(run: run, runSeed: found.runSeed, violation: found.violation,
                                                  steps: found.steps, messages: found.messages)))
                    break
                }
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

/// The last session a child wrote down: its steps and messages, and the verdict it gave.
struct LastSession<Msg: Codable & Equatable & Sendable> {
    private(set) var steps: [ExploreStep<Msg>] = []
    private(set) var messages: [Msg] = []
    var violation: ExploreViolation?

    init(_ records: [ChildRecord<Msg>]) {
        for record in records {
            switch record {
            case .session: (steps, messages) = ([], [])
            case .step(let step): steps.append(step)
            case .message(let msg): messages.append(msg)
            case .checked(let verdict, _): violation = verdict
            case .found(let found): violation = found.violation
            case .run, .progress, .done: break
            }
        }
    }

    /// The trap that ended the session, as a broken property at its last message.
    func trap(_ trap: String) -> ExploreViolation {
        ExploreViolation(property: ExploreViolation.trap, detail: trap, step: messages.count)
    }
}
