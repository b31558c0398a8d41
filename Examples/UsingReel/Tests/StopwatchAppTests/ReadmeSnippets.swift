// The README's code blocks, each verbatim, compiled here against Reel's public API only (a test in
// the Reel package, DocumentationCodeTests, checks that every block of the README and the
// documentation articles stands in a compiled file like this one).
import Foundation
import Reel
import ReelLog
import ReelTesting
import StopwatchApp
import Testing

enum Counter: Scene {
    struct Model: Equatable, Sendable {
        var count = 0
        var saved: Int?
    }
    enum Msg: Equatable, Sendable, Codable { case incrementTapped, decrementTapped, saveTimerFired }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .incrementTapped:
            model.count += 1
            return .after(.milliseconds(300), send: .saveTimerFired, id: "save")   // debounced: latest wins
        case .decrementTapped:
            model.count -= 1
            return .after(.milliseconds(300), send: .saveTimerFired, id: "save")
        case .saveTimerFired:
            model.saved = model.count
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Counter", x: 0, y: 0)
        frame.draw("Count: \(model.count)", x: 2, y: 2)
        let status = switch model.saved {
        case nil: "not saved yet"
        case model.count?: "saved"
        case let saved?: "saving… (last saved \(saved))"
        }
        frame.draw(status, x: 2, y: 4)
    }
}

@Suite struct ReadmeSnippets {
    @Test func aProgramRunsTheCounter() {
        let cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cacheURL) }
        let program = Program<Counter>(input: (), services: .live(cacheDirectory: cacheURL))
        program.send(.incrementTapped)          // safe from any thread
        let idle = program.waitUntilIdle()      // nothing queued, no command in flight (subscriptions don't count); false after 10 s
        print(program.frame.text)
        #expect(idle)
        #expect(program.model == Counter.Model(count: 1, saved: 1))
    }

    @Test func anObserverIsHandedItsProgram() {
        let program = Program<Counter>(input: ())
        let observation = program.observe { step, program in     // handed the program: nothing captured
            if step.model.count > 10 { program.send(.decrementTapped) }
        }
        observation.cancel()                                      // or keep it as long as the program
        program.send(.incrementTapped)
        #expect(program.waitUntilIdle())
        #expect(program.model.count == 1)
    }

    @Test func aTesterStatesEveryChange() {
        let t = SceneTester<Counter>(input: ())
        t.send(.incrementTapped, { $0.count = 1 }, commands: .after(.milliseconds(300), send: .saveTimerFired, id: "save"))
        t.advance(by: .milliseconds(300))
        t.receive(.saveTimerFired) { $0.saved = 1 }
    }

    @Test func aSessionIsRecordedAndReplayed() throws {
        typealias App = Stopwatch
        let (input, msg): (Void, App.Msg) = ((), .resetTapped)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = try LogRecorder<App>(to: url, frameSize: .standard, input: input, storesFrames: true)
        let program = Program<App>(input: input, observer: recorder.record)   // sees the startup steps too
        program.send(msg)                                                       // … drive it
        let settled = program.waitUntilIdle()
        recorder.close()
        let verdict = Replay<App>.verify(logAt: url)                 // from the input the log records (App.Input: Codable)
        let same = Replay<App>.verify(logAt: url, input: input)       // an explicit input wins
        let past = try Replay<App>.travel(to: 1, inLogAt: url)       // the model and frame after step 1
        #expect(settled)
        #expect(verdict.isIdentical)
        #expect(same.isIdentical)
        #expect(past.stepsApplied == 1)
    }
}
