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
/// takes over the runs still to take. A child that cannot be started, or that exits without
/// doing its job, stops the others: that is a ``problem``.
struct ChildPool<Msg: Codable & Equatable & Sendable> {
    let scene: String
    let runs: [Int]
    /// The job of every child, given the path of the claims file.
    let work: (String) -> ChildJob<Msg>.Work
    /// Why the exploration could not go on; nil while it can.
    private(set) var problem: String?

    init(scene: String, runs: [Int], work: @escaping (String) -> ChildJob<Msg>.Work) {
        self.scene = scene
        self.runs = runs
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
            _ = ended.wait(timeout: .now() + .seconds(1))
            for child in children { Self.note(child.readNew(), in: &ledger) }
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
}
