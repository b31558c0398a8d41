import Foundation

extension ChildProcess {
    /// Runs `work` for `scene` in a child to its end, or to `timeout` after it started (then it is
    /// ended: ``Ending/timedOut``); `onRecords` hears of records while it runs (about once a
    /// second), for progress.
    static func run(
        scene: String, _ work: ChildJob<Msg>.Work, timeout: Duration, onRecords: ([ChildRecord<Msg>]) -> Void = { _ in }
    ) -> Outcome {
        let ended = DispatchSemaphore(value: 0)
        let child: ChildProcess
        switch start(scene: scene, work, ended: { ended.signal() }) {
        case .failure(let error): return Outcome(records: [], ending: .failed(error.reason))
        case .success(let started): child = started
        }
        let deadline = ContinuousClock.now + timeout
        while ended.wait(timeout: .now() + pollInterval(timeout)) == .timedOut {
            onRecords(child.readNew())
            if ContinuousClock.now >= deadline { child.endAtDeadline() }
        }
        let seen = child.records.count
        let ending = child.ending()  // reads what the child wrote last, into its records
        onRecords(Array(child.records[seen...]))
        return Outcome(records: child.records, ending: ending)
    }
}
