import Foundation
import Reel

/// The jobs of an exhaustive check (``ExhaustiveChecker/jobs``): each level of the search is split
/// into as many runs of the frontier's states as there are jobs, each expanded in a child process
/// (this program again, as an isolated exploration runs it: ``ExploreIsolation/childProcesses``),
/// and the parent merges what they found in the frontier's order, as if it had expanded them all.
struct CheckJobs<S: LoggableScene> where S.Input: Sendable {
    let checker: ExhaustiveChecker<S>

    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// The successors of the states `paths` reach, by position; nil for a state no child expanded
    /// (one that failed, or one past a state whose successor broke a property), which the search
    /// then expands itself.
    func expand(_ paths: [[ExploreDecision<S.Msg>]]) -> [[CheckSuccessor<S.Msg>]?] {
        let jobs = min(checker.jobs, paths.count)
        // Contiguous runs of the frontier, as even as can be: job k has the states from `starts[k]`.
        let starts = (0...jobs).map { $0 * paths.count / jobs }
        var children: [(start: Int, child: ChildProcess<S.Msg>)] = []
        for job in 0..<jobs {
            let part = Array(paths[starts[job]..<starts[job + 1]])
            if case .success(let child) = ChildProcess<S.Msg>.start(scene: S.exploredName, .expand(part), ended: {}) {
                children.append((starts[job], child))
            }
        }
        var expanded = [[CheckSuccessor<S.Msg>]?](repeating: nil, count: paths.count)
        for (start, child) in children {
            // A child that did not finish its job is trusted for nothing: its states are expanded here.
            guard child.ending() == .finished else { continue }
            var position = start
            for case .expanded(let successors) in child.records {
                expanded[position] = successors
                position += 1
            }
        }
        return expanded
    }

    /// Serves the job this process was started for, if it is an exhaustive check's of this scene:
    /// writes the successors of each state it names, then ends the process.
    static func serveAssignedJob(_ checker: ExhaustiveChecker<S>) {
        guard let job = ChildJob<S.Msg>.assigned(), job.scene == S.exploredName, case .expand(let paths) = job.work else { return }
        guard let log = ChildLog<S.Msg>(path: job.records) else { ChildLog<S.Msg>.quit("cannot write the child's records at \(job.records)") }
        for path in paths {
            let successors = checker.expand(path)
            log.write(.expanded(successors))
            if successors.last?.outcome == .broke { break }
        }
        log.write(.done)
        exit(0)
    }
}
