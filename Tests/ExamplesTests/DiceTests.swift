import ReelExampleDice
import ReelExampleApp
import Reel
import ReelTesting
import Testing

@Suite("Dice scene")
struct DiceTests {
    @Test("given the dice, when rolled, then each die asks for a random face and the total comes when both land")
    func roll() {
        // The tester answers random requests from a source seeded with 3; the same seed predicts them.
        let faces = RandomSource(seed: 3)
        let (first, second) = (faces.next(in: 1...6), faces.next(in: 1...6))
        let t = SceneTester<Dice>(input: (), seed: 3)
        t.send(.rollTapped, { $0.faces = [nil, nil] }, commands: .batch([
            .request(RandomInteger(in: 1...6), id: "die-0"), .request(RandomInteger(in: 1...6), id: "die-1"),
        ]))
        t.receive(.landed(die: 0, face: first)) { $0.faces = [first, nil] }
        t.receive(.landed(die: 1, face: second)) { $0.faces = [first, second]; $0.totals = [first + second] }
        #expect(t.frame.text.contains("[\(first)] [\(second)]"))
    }

    @Test("given the same seed, when rolled on two testers, then the throws are the same; another seed throws others")
    func seeded() {
        func throwsOf(seed: UInt64) -> [Int] {
            let program = Program<Dice>(input: (), services: Services(seed: seed))
            for _ in 0..<5 {
                program.send(.rollTapped)
                program.expectSettled()  // a throw before the last one landed would be replaced (latest wins)
            }
            return program.model.totals
        }
        #expect(throwsOf(seed: 7) == throwsOf(seed: 7))
        #expect(throwsOf(seed: 7).count == 5)
        #expect(throwsOf(seed: 7) != throwsOf(seed: 8))
    }

    @Test("given totals past ten, when another lands, then only the last ten are kept, latest first")
    func keepsTen() {
        var model = Dice.Model(faces: [6, nil], totals: Array(1...10))
        _ = Dice.update(&model, .landed(die: 1, face: 6))
        #expect(model.totals == [12] + Array(1...9))
        _ = Dice.update(&model, .landed(die: 9, face: 6))
        #expect(model.totals.count == 10, "a die that is not on the table changes nothing")
    }
}
