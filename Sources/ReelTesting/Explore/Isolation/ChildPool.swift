import Foundation

/// What a child found in one run: a session that broke a property, or a trap that ended the child.
enum ChildFinding<Msg: Codable & Equatable & Sendable>: Sendable {
    case found(FoundSession<Msg>)
    case trapped(String)
}

/// Child processes exploring the runs of one exploration at once, sharing them out through a
/// claims file (``RunClaims``), and the ledger of what each run counted and found.
///
/// A child that traps ends alone: the run it was in is the trap's (found by its last "run
/// starts" record without a "run ends" one), no run after it is taken any more, and a new child
/// takes over the runs still to take. A child that cannot be started, that exits without doing
/// its job, that writes a line that is not a record, that is killed from outside (a signal no
/// crash raises) or whose run is still going at `runTimeout` (stopped, or looping: it is ended
/// then) stops the others: that is a ``problem``, naming the run and the seed.
struct ChildPool<Msg: Codable & Equatable & Sendable> {
    let scene: String
    let runs: [Int]
    /// The exploration's seed, which reproduces a run: in the problems that name one.
    let seed: UInt64
    /// How long a run may take in a child.
    let runTimeout: Duration
    /// The job of every child, given the path of the claims file.
    let work: (String) -> ChildJob<Msg>.Work
    /// Why the exploration could not go on; nil while it can.
    private(set) var problem: String?

    init(scene: String, runs: [Int], seed: UInt64, runTimeout: Duration, work: @escaping (String) -> ChildJob<Msg>.Work) {
        self.scene = scene
        self.runs = runs
        self.seed = seed
        self.runTimeout = runTimeout
        self.work = work
    }

    /// Runs the runs in at most `atOnce` children at once, telling `progress` what the runs up to
    /// the first unfinished one counted (about once a second); the ledger once every child ended.
    mutating func run(atOnce: Int, progress: ((ExploreProgress) -> Void)?) -> RunLedger<ChildFinding<Msg>> {
        var ledger = RunLedger<ChildFinding<Msg>>(runs: runs)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-explore-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let claimsPath = folder.appendingPathComponent("claims").path
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let claims = RunClaims(path: claimsPath, runs: runs, creating: true)
        else {
            problem = "cannot share the runs out: \(claimsPath) cannot be written"
            return ledger
        }
        let ended = DispatchSemaphore(value: 0)
        var children: [ChildProcess<Msg>] = []
        func startChild() {
            switch ChildProcess<Msg>.start(scene: scene, work(claimsPath), ended: { ended.signal() }) {
            case .success(let child): children.append(child)
            case .failure(let error): problem = error.reason
            }
        }
        for _ in 0..<min(max(1, atOnce), runs.count) where problem == nil { startChild() }
        while !children.isEmpty {
            _ = ended.wait(timeout: .now() + ChildProcess<Msg>.pollInterval(runTimeout))
            for child in children {
                Self.note(child.readNew(), in: &ledger)
                if let running = child.running, ContinuousClock.now - running.since >= runTimeout { child.endAtDeadline() }
                // Outside a run a child starts, or takes its next run at once: one silent for long
                // (stopped between runs) is ended too, with a grace for a slow start.
                if child.running == nil, ContinuousClock.now - child.lastHeard >= max(runTimeout, .seconds(60)) { child.endAtDeadline() }
                if child.unreadable != nil { child.kill() }
            }
            for (index, child) in children.enumerated().reversed() where !child.isRunning {
                // Every record read so far is noted; `ending()` reads what the child wrote last
                // (its last runs, often), into its records: those are noted from here.
                let noted = child.records.count
                let ending = child.ending()
                Self.note(Array(child.records[noted...]), in: &ledger)
                children.remove(at: index)
                switch ending {
                case .finished: break
                case .trapped(let trap):
                    guard let run = Self.runInProgress(child.records) else {
                        problem = problem ?? "a child crashed outside any run"
                        continue
                    }
                    claims.stop(at: run)
                    ledger.finish(run, counted: ExploreProgress(), found: .trapped(trap))
                case .failed(let reason):
                    problem = problem ?? reason
                case .killed(let signal):
                    problem = problem ?? killed(signal, in: Self.runInProgress(child.records))
                case .timedOut:
                    problem = problem ?? timedOut(in: Self.runInProgress(child.records))
                }
                if problem == nil, claims.hasMore, children.count < atOnce { startChild() }
            }
            if problem != nil {
                for child in children { child.kill() }
            }
            progress?(ledger.counted)
        }
        return ledger
    }

    /// Notes in `ledger` the runs that `records` say are over.
    private static func note(_ records: [ChildRecord<Msg>], in ledger: inout RunLedger<ChildFinding<Msg>>) {
        for case .ran(let run, let counted, let found) in records {
            ledger.finish(run, counted: counted, found: found.map { .found($0) })
        }
    }

    /// The run a child started last and did not end, if any.
    private static func runInProgress(_ records: [ChildRecord<Msg>]) -> Int? {
        var started: Int?
        for record in records {
            switch record {
            case .run(let run): started = run
            case .ran(let run, _, _) where run == started: started = nil
            default: break
            }
        }
        return started
    }

    /// Why a child ended by a signal no crash raises stops the exploration, in one line.
    private func killed(_ signal: Int32, in run: Int?) -> String {
        let signal = ChildProcess<Msg>.signalName(signal)
        guard let run else { return "a child process was killed (\(signal)) outside any run" }
        return "run \(run)'s child process was killed (\(signal)) from outside: not a trap; explore again with seed \(seed) to run it again"
    }

    /// Why a child ended at its run's deadline stops the exploration, in one line.
    private func timedOut(in run: Int?) -> String {
        guard let run else { return "a child process was silent outside any run for \(Self.seconds(max(runTimeout, .seconds(60))))" }
        let limit = Self.seconds(runTimeout)
        return "run \(run) did not end within \(limit) (its child process was stopped, or update or render loops): "
            + "seed \(seed) reproduces it"
    }

    /// `1 s`, `0.5 s`: a duration in seconds, as people write it.
    private static func seconds(_ duration: Duration) -> String {
        String(format: "%g s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
