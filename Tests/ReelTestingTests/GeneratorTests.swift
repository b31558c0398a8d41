@testable import ReelTesting
import Testing

/// Draws `count` values of `generator` from a source seeded with `seed`.
private func drawn<Value>(_ generator: Generator<Value>, count: Int, seed: UInt64 = 7) -> [Value] {
    var draws = RandomDraws(seed: seed)
    return (0..<count).map { _ in generator.draw(from: &draws) }
}

@Suite struct GeneratorTests {
    @Test func givenConstant_whenDrawnManyTimes_thenAlwaysTheValueAndNoDrawTaken() {
        var draws = RandomDraws(seed: 3)
        let values = (0..<5).map { _ in Generator.constant("x").draw(from: &draws) }

        #expect(values == ["x", "x", "x", "x", "x"])
        var fresh = RandomDraws(seed: 3)
        #expect(draws.next() == fresh.next(), "a constant takes nothing from the source")
    }

    @Test func givenOneOf_whenDrawn_thenEveryGeneratorIsChosenAndNothingElse() {
        let values = drawn(.oneOf([.constant(1), .constant(2), .constant(3)]), count: 300)

        #expect(Set(values) == [1, 2, 3])
        for value in 1...3 {
            #expect(values.filter { $0 == value }.count > 60, "uniform: each of three near 100 of 300")
        }
    }

    @Test func givenWeighted_whenOneChoiceWeighsZero_thenItIsNeverDrawn() {
        let values = drawn(.weighted([(0, .constant("never")), (3, .constant("often")), (1, .constant("seldom"))]), count: 400)

        #expect(!values.contains("never"))
        let often = values.filter { $0 == "often" }.count
        #expect(often > 250 && often < 350, "about three in four: \(often)")
    }

    @Test func givenFlatMap_whenLengthDrawnFirst_thenThatManyElementsFollow() {
        let lists = drawn(Generator.int(in: 0...4).flatMap { Generator.constant("a").array(length: $0...$0) }, count: 100)

        #expect(lists.allSatisfy { $0.allSatisfy { $0 == "a" } && $0.count <= 4 })
        #expect(Set(lists.map(\.count)) == [0, 1, 2, 3, 4])
    }

    @Test func givenArray_whenDrawn_thenLengthsStayInRangeAndElementsComeFromTheGenerator() {
        let arrays = drawn(Generator.element(of: ["x", "y"]).array(length: 2...3), count: 100)

        #expect(Set(arrays.map(\.count)) == [2, 3])
        #expect(Set(arrays.flatMap { $0 }) == ["x", "y"])
    }

    @Test func givenBool_whenDrawn_thenBothValuesRoughlyEvenly() {
        let values = drawn(Generator.bool, count: 200)

        let trues = values.filter { $0 }.count
        #expect(trues > 60 && trues < 140, "about half: \(trues)")
    }

    @Test func givenMapAndString_whenDrawn_thenTransformedValuesOfTheAlphabet() {
        let values = drawn(Generator.string(of: "ab", length: 1...2).map { "<\($0)>" }, count: 50)

        #expect(values.allSatisfy { $0.hasPrefix("<") && $0.hasSuffix(">") && (3...4).contains($0.count) })
        #expect(Set(values.flatMap { $0.dropFirst().dropLast() }) == ["a", "b"])
    }

    @Test func givenSameSeed_whenDrawnTwice_thenSameValues_andAnotherSeedDiffers() {
        let generator = Generator<Int>.oneOf([.int(in: 0...9), .constant(42)]).array(length: 0...5)

        #expect(drawn(generator, count: 20, seed: 11) == drawn(generator, count: 20, seed: 11))
        #expect(drawn(generator, count: 20, seed: 11) != drawn(generator, count: 20, seed: 12))
    }
}
