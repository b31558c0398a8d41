import Foundation
import Reel
import Testing

/// Cache commands through a real program: outcomes come back as messages, in order, with their tier.
@Suite("Cache through a program")
final class CacheProgramTests {
    /// Runs the cache commands it is told to and records each outcome.
    enum CacheProbe: Scene {
        struct Model: Equatable, Sendable {
            var outcomes: [CacheOutcome] = []
        }

        enum Msg: Codable, Equatable, Sendable {
            case commandRequested(CacheCommand, id: EffectID?)
            case cacheAnswered(CacheOutcome)
        }

        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .commandRequested(let command, let id):
                return .cache(command, id: id) { .cacheAnswered($0) }
            case .cacheAnswered(let outcome):
                model.outcomes.append(outcome)
                return .none
            }
        }

        static func render(_ model: Model, into frame: inout Frame) {}
    }

    let directory: URL

    init() throws { directory = try TestPaths.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func givenAnImageOnDiskOnly_whenTheSceneReadsMemoryThenDisk_thenUpdateLearnsItCameFromDiskThenMemory() {
        let image = Data(repeating: 0xAB, count: 4_096)
        let program = Program<CacheProbe>(input: (), services: .live(cacheDirectory: directory))
        program.send(.commandRequested(.write(key: "avatar:42", value: image, tiers: [.disk]), id: nil))
        program.send(.commandRequested(.read(key: "avatar:42", tiers: [.memory, .disk]), id: nil))
        #expect(program.waitUntilIdle())
        program.send(.commandRequested(.read(key: "avatar:42", tiers: [.memory, .disk]), id: nil))
        program.send(.commandRequested(.read(key: "avatar:7", tiers: [.memory, .disk]), id: nil))

        #expect(program.waitUntilIdle())
        #expect(program.model.outcomes == [.done, .hit(image, from: .disk), .hit(image, from: .memory), .miss])
        #expect(program.inFlight == 0)
    }

    @Test func givenAnUnwritableCacheDirectory_whenTheSceneWrites_thenUpdateReceivesAOneLineFailure() throws {
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let program = Program<CacheProbe>(input: (), services: .live(cacheDirectory: blocker.appendingPathComponent("cache")))
        program.send(.commandRequested(.write(key: "k", value: Data("v".utf8), tiers: [.disk]), id: nil))

        #expect(program.waitUntilIdle())
        guard case .failed(let reason)? = program.model.outcomes.first else {
            Issue.record("expected a failure, got \(program.model.outcomes)")
            return
        }
        #expect(reason.hasPrefix("cannot "))
        #expect(!reason.contains("\n"))
    }
}
