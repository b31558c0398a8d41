import Dispatch
import Foundation
import Reel
import ReelTesting
import Testing

/// Many requests with random latest-wins ids through a real program: each command delivers
/// exactly one answer or was cancelled, never both, and nothing stays in flight.
@Suite("HTTP stress")
struct HTTPStressTests {
    /// Fires numbered requests and records which numbers were answered, and with what body.
    enum Burst: Scene {
        struct Model: Equatable, Sendable {
            var answered: [Int] = []
            var mismatched: [Int] = []
        }

        enum Msg: Codable, Equatable, Sendable {
            case fired(number: Int, latencyMicroseconds: Int, id: EffectID?)
            case answered(number: Int, body: String)
        }

        static func url(_ number: Int, _ latency: Int) -> String { "http://stress.test/item?n=\(number)&us=\(latency)" }

        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .fired(let number, let latency, let id):
                return .http(.get(url(number, latency)), id: id) { result in
                    .answered(number: number, body: (try? result.get()).map { String(decoding: $0.body, as: UTF8.self) } ?? "\(result)")
                }
            case .answered(let number, let body):
                model.answered.append(number)
                if !body.contains("?n=\(number)&") { model.mismatched.append(number) }
                return .none
            }
        }

        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test func givenTenThousandRequestsWithRandomIDs_whenAllSettle_thenEachIsAnsweredOnceOrCancelledAndNothingLeaks() {
        let count = 10_000
        var random = SplitMix64(seed: 0x5EED)
        let fixtures = FixtureTransport(
            directory: nil,
            latency: { request in .microseconds(Int(request.url.split(separator: "=").last ?? "") ?? 0) },
            fallback: { request in .success(HTTPResponse(body: Data(request.url.utf8))) })
        let transport = RecordingTransport(fixtures)
        let program = Program<Burst>(input: (), services: Services(http: transport))

        var lastNumberOfID: [EffectID: Int] = [:]
        var withoutID: Set<Int> = []
        for number in 0..<count {
            let latency = Int(random.next() % 2_000)
            let pick = random.next() % 10
            let id: EffectID? = pick < 8 ? EffectID("slot\(pick)") : nil
            if let id { lastNumberOfID[id] = number } else { withoutID.insert(number) }
            program.send(.fired(number: number, latencyMicroseconds: latency, id: id))
        }

        #expect(program.waitUntilIdle(timeout: .seconds(120)))
        let model = program.model
        let answered = Set(model.answered)
        let cancelled = Set(transport.cancelled.compactMap { url in
            url.split(separator: "n=").last?.split(separator: "&").first.flatMap { Int($0) }
        })

        #expect(model.answered.count == answered.count, "a command answered twice")
        #expect(answered.isDisjoint(with: cancelled), "a cancelled command's answer reached update")
        #expect(answered.union(cancelled) == Set(0..<count), "a command neither answered nor cancelled")
        #expect(transport.cancelled.count == cancelled.count)
        #expect(withoutID.isSubset(of: answered))
        #expect(Set(lastNumberOfID.values).isSubset(of: answered))
        #expect(model.mismatched.isEmpty)
        #expect(transport.performed == count)
        #expect(program.inFlight == 0)
        #expect(program.steps == count + answered.count)
    }
}
