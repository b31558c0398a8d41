import Foundation

/// What a child process of an isolated exploration is asked to do, handed to it as a JSON file
/// named by the environment variable ``variable``.
struct ChildJob<Msg: Codable & Equatable & Sendable>: Codable {
    /// The kinds of work a child does.
    enum Work: Codable {
        /// Explore the runs of `shard` of an exploration of `runs` runs, taking each from the file
        /// at `claims` that the children running at once share (``RunClaims``), noting each run as
        /// it starts and as it ends.
        case explore(runs: Int, steps: Int, seed: UInt64, shard: ExploreShard, claims: String)
        /// Run one run again, writing down every step and message (a run that crashed).
        case record(run: Int, steps: Int, seed: UInt64)
        /// Run one given session, writing down every step and message, and its verdict; and
        /// its log to `logPath` when given.
        case check([ExploreDecision<Msg>], seed: UInt64, checksDeeply: Bool, logPath: String?)
    }

    /// The explored scene's type, as `String(reflecting:)` names it.
    let scene: String
    /// What to do.
    let work: Work
    /// Where to write the records (``ChildRecord``).
    let records: String

    /// The environment variable that names a child's job file.
    static var variable: String { "REEL_EXPLORE_JOB" }

    /// The job this process was started for, when it is a child of an isolated exploration;
    /// nil in any other process. A job it cannot read ends the process (status 3).
    static func assigned() -> ChildJob? {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
        guard let data = FileManager.default.contents(atPath: path), let job = try? ExploreJSON.decoder().decode(ChildJob.self, from: data) else {
            FileHandle.standardError.write(Data("reel explore: cannot read the child's job at \(path)\n".utf8))
            exit(3)
        }
        return job
    }
}
