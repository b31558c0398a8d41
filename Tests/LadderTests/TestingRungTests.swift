import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@testable import reel_ladder_07_testing

/// Rung 7's twin: the kettle's tester, snapshot and recorded regression, each passing and failing as the rung says.
@Suite("Ladder 07: testing a scene")
struct TestingRungTests {
    /// Settings that write under `folder` and report to `failures`, whatever the environment says.
    static func settings(_ folder: URL, _ failures: FailureLog) -> SnapshotSettings {
        SnapshotSettings(environment: [:], reporter: failures.reporter, packageRoot: folder.path)
    }

    @Test("given the kettle switched on, then it boils 90 s later; switched off first, then its timer is cancelled")
    func theTesterStatesEveryConsequence() {
        let t = SceneTester<Kettle>(input: ())
        t.send(.switchedOn, { $0.heating = true }, commands: .after(.seconds(90), send: .boiled, id: "boil"))
        t.advance(by: .seconds(90))
        t.receive(.boiled) { $0.heating = false; $0.celsius = 100 }
        t.send(.switchedOn, { $0.heating = true }, commands: .after(.seconds(90), send: .boiled, id: "boil"))
        t.send(.switchedOff, { $0.heating = false }, commands: .cancel("boil"))
        t.advance(by: .seconds(90))  // nothing comes
        #expect(t.model == Kettle.Model(heating: false, celsius: 100))
    }

    @Test("given a statement that leaves the timer out, then the tester reports the commands and the timer left in flight")
    func aWrongStatementFails() {
        let failures = FailureLog()
        let t = SceneTester<Kettle>(input: (), reporter: failures.reporter)
        t.send(.switchedOn) { $0.heating = true }
        t.finish()
        #expect(failures.failures.count == 2)
        #expect(failures.failures.first?.hasPrefix("after switchedOn the commands differ") == true)
        #expect(failures.failures.last?.contains("commands still in flight") == true)
    }

    @Test("given a frame, then the first snapshot records it and fails, the second passes, and another frame fails")
    func aSnapshotIsRecordedThenChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ladder-07-test-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = FrameSize(width: 16, height: 2)
        let boiled = Kettle.frame(of: Kettle.Model(celsius: 100), size: size)
        let first = FailureLog(), second = FailureLog(), other = FailureLog()
        assertSnapshot(of: boiled, named: "boiled", in: "Kettle", settings: Self.settings(folder, first))
        #expect(first.failures.count == 1 && first.failures[0].hasPrefix("Recorded new snapshot \"boiled\""))
        let file = try String(contentsOf: folder.appendingPathComponent("Snapshots/Kettle/boiled.txt"), encoding: .utf8)
        #expect(file == "Kettle: 100 °C  |\n  off           |\n")
        assertSnapshot(of: boiled, named: "boiled", in: "Kettle", settings: Self.settings(folder, second))
        #expect(second.failures.isEmpty)
        let lukewarm = Kettle.frame(of: Kettle.Model(celsius: 60), size: size)
        assertSnapshot(of: lukewarm, named: "boiled", in: "Kettle", settings: Self.settings(folder, other))
        #expect(other.failures.count == 1 && other.failures[0].contains("+   1 │ Kettle: 60 °C   |"))
    }

    @Test("given the rung's session recorded, then Kettle's replay verifies and BuggyKettle's diverges at the switch-off")
    func aRecordedSessionIsARegressionTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ladder-07-test-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("kettle.jsonl")
        let size = FrameSize(width: 16, height: 2)
        let clock = VirtualClock(), recorder = try LogRecorder<Kettle>(to: log, frameSize: size)
        let program = Program<Kettle>(input: (), services: Services(timers: clock), frameSize: size, observer: recorder.record)
        program.send(.switchedOn)
        program.send(.switchedOff)
        program.send(.switchedOn)
        #expect(program.settle(advancing: clock))
        recorder.close()
        #expect(program.steps == 4 && program.model == Kettle.Model(heating: false, celsius: 100))
        let today = FailureLog(), buggy = FailureLog()
        assertReplayVerifies(log: log, scene: Kettle.self, input: (), settings: Self.settings(folder, today))
        #expect(today.failures.isEmpty)
        assertReplayVerifies(log: log, scene: BuggyKettle.self, input: (), settings: Self.settings(folder, buggy))
        #expect(buggy.failures.count == 1)
        #expect(buggy.failures.first?.contains("diverged at step 2, message {\"switchedOff\":{}}") == true)
    }
}
