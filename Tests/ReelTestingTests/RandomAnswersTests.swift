import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

/// A raffle that asks for a ticket UUID and a die roll, as a test of `.uuid`/`.random` sees them.
private enum Raffle: LoggableScene {
    static let messageSamples: [Msg] = [.add, .roll, .added(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!), .rolled(1)]

    struct Model: Equatable, Sendable {
        var ids: [UUID] = []
        var rolls: [Int] = []
    }
    enum Msg: Equatable, Sendable, Codable { case add, roll, added(UUID), rolled(Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .add: return .uuid(then: Msg.added)
        case .roll: return .random(in: 1...6, then: Msg.rolled)
        case .added(let id): model.ids.append(id); return .none
        case .rolled(let value): model.rolls.append(value); return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Random answers in tests: documented, deterministic, and chosen by the test")
struct RandomAnswersTests {
    @Test("given a tester's default seed 0, then .uuid and .random answer the values TestingScenes documents, in request order")
    func defaultSeedAnswersDocumentedValues() {
        let t = SceneTester<Raffle>(input: ())
        t.send(.add, commands: .uuid())
        t.receive(.added(UUID(uuidString: "E220A839-7B1D-4DAF-AE78-9E6AA1B965F4")!)) {
            $0.ids = [UUID(uuidString: "E220A839-7B1D-4DAF-AE78-9E6AA1B965F4")!]
        }
        t.send(.add, commands: .uuid())
        t.receive(.added(UUID(uuidString: "06C45D18-8009-454F-B88B-B8A8724C81EC")!)) {
            $0.ids.append(UUID(uuidString: "06C45D18-8009-454F-B88B-B8A8724C81EC")!)
        }

        let roller = SceneTester<Raffle>(input: ())
        roller.send(.roll, commands: .random(in: 1...6, then: Raffle.Msg.rolled))
        roller.receive(.rolled(6)) { $0.rolls = [6] }
    }

    @Test("given two testers with one seed, then they answer the same; another seed answers otherwise")
    func sameSeedSameAnswers() {
        func answers(seed: UInt64) -> Raffle.Model {
            let t = SceneTester<Raffle>(input: (), exhaustivity: .off, seed: seed)
            for msg in [Raffle.Msg.add, .roll, .add, .roll, .roll] { t.send(msg) }
            return t.model
        }
        #expect(answers(seed: 0) == answers(seed: 0))
        #expect(answers(seed: 42) == answers(seed: 42))
        #expect(answers(seed: 0).ids != answers(seed: 42).ids)
        #expect(answers(seed: 42).ids.first == RandomSource(seed: 42).uuid())
    }

    @Test("given a tester with incrementing UUIDs, then they count up from 00000000-0000-0000-0000-000000000001, rolls still from the seed")
    func incrementingUUIDs() {
        let t = SceneTester<Raffle>(input: (), random: .incrementing())
        t.send(.add, commands: .uuid())
        t.receive(.added(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)) {
            $0.ids = [UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]
        }
        t.send(.add, commands: .uuid())
        t.receive(.added(UUID(uuidString: "00000000-0000-0000-0000-000000000002")!)) {
            $0.ids.append(UUID(uuidString: "00000000-0000-0000-0000-000000000002")!)
        }
        t.send(.roll, commands: .random(in: 1...6, then: Raffle.Msg.rolled))
        t.receive(.rolled(6)) { $0.rolls = [6] }

        let source = RandomSource.incrementing(seed: 3)
        #expect((1...300).map { _ in source.uuid() }.last == UUID(uuidString: "00000000-0000-0000-0000-00000000012C"))
        #expect(SceneTester<Raffle>(model: Raffle.Model(), random: .incrementing()).model == Raffle.Model())
    }

    @Test("given an explorer run, then its random answers come from its run seed, as check(_:seed:) replays them")
    func explorerRunAnswersFromRunSeed() {
        for seed: UInt64 in [0, 7] {
            let expected = RandomSource(seed: seed).uuid()
            let explorer = Explorer(Raffle.self, input: (), properties: [
                .model("the first id is drawn from the run seed") { $0.ids.first.map { $0 == expected } ?? true },
            ])
            #expect(explorer.check([.send(.add)], seed: seed) == nil)
            #expect(explorer.check([.send(.add)], seed: seed + 1) != nil)
        }
    }
}
