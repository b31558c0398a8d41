import Foundation
import Reel
@testable import ReelTesting
import Testing

/// The exhaustive checker's bound, its report and its fingerprints, on the clicker.
@Suite("the exhaustive checker")
struct ExhaustiveCheckerTests {
    /// A checker of the clicker that only clicks, whose count must stay under 4: it breaks at the
    /// fourth click, and at no depth before.
    static let underFour = ExhaustiveChecker(
        Explorer(Clicker.self, input: (), properties: [.model("fewer than 4 clicks") { $0.count < 4 }]),
        actions: { _ in [.clicked] })

    @Test("given a property that breaks only at depth 4, when checked to depth 3, then it holds to depth 3 and not beyond")
    func aPropertyHoldsToTheBoundOnly() {
        let report = Self.underFour.check(depth: 3)
        #expect(report.counterexample == nil)
        #expect(!report.exhausted)
        #expect(report.summary == "4 distinct states, 3 transitions, depth 3")
        #expect(report.unexpanded == 1)
        #expect(report.description.contains("holds to depth 3: every property, in every state within 3 decisions; not beyond"))
        #expect(!report.description.contains("in every reachable state"))
    }

    @Test("given the same property, when checked to depth 4, then the four clicks are the counterexample")
    func theDepthThatBreaksItFindsIt() throws {
        let report = Self.underFour.check(depth: 4)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.steps == Array(repeating: .send(.clicked), count: 4))
        #expect(counterexample.violation.property == "fewer than 4 clicks")
        #expect(counterexample.violation.step == 4)
        #expect(report.description.contains("broken: fewer than 4 clicks, after 4 decisions"))
    }

    @Test("given a timer and a click undone, when checked, then every decision kind is counted and states reached twice are kept once")
    func statesReachedTwiceAreKeptOnce() {
        let checker = ExhaustiveChecker(Explorer(Clicker.self, input: ()), actions: { _ in [.clicked, .unclicked] })
        let report = checker.check(depth: 4)
        // Counts -4…2 and 3 reached once: 8 states (0 is reached again by a click and its undoing); then
        // with the party timer pending after the third click: 3, 4 and 2; and 3 once the party started.
        #expect(report.summary == "11 distinct states, 15 transitions, depth 4")
        #expect(report.decisions[.send] == report.transitions - (report.decisions[.advanceTime] ?? 0))
        #expect(report.decisions[.advanceTime, default: 0] > 0)
        #expect(report.fingerprintBytes >= report.distinctStates * 8, "8 bytes a fingerprint, and the table's free slots")
        #expect(report.description.contains("bytes a state"))
        #expect(report.description == checker.check(depth: 4).description, "the same report on every run")
    }

    @Test("given a scene whose states are few, when checked beyond them, then the bound is exhausted")
    func aFiniteSceneIsExhausted() {
        let report = ExhaustiveChecker(Explorer(Clicker.self, input: ()), actions: { _ in [.partyStarted] }).check(depth: 5)
        #expect(report.exhausted)
        #expect(report.summary == "1 distinct states, 1 transitions, depth 0")
        #expect(report.description.contains("holds: every property, in every reachable state"))
    }

    @Test("given equal values built differently, when hashed, then the hashes are equal, stable and tell values apart")
    func fingerprintsAreCanonical() {
        func hash(_ value: Any) -> UInt64 {
            var hasher = StateHasher()
            hasher.combine(value)
            return hasher.value
        }
        var grown: [String: Int] = [:]
        for key in (0..<50).map(String.init).reversed() { grown[key] = Int(key)! }
        let direct = Dictionary(uniqueKeysWithValues: (0..<50).map { (String($0), $0) })
        #expect(hash(grown) == hash(direct))
        #expect(hash(Set(grown.keys)) == hash(Set(direct.keys.reversed())))
        #expect(hash((1, 23)) != hash((12, 3)))
        #expect(hash(Clicker.Model(count: 1, hum: 0)) != hash(Clicker.Model(count: 0, hum: 1)))
        #expect(hash(Data([1, 2])) != hash(Data([2, 1])))
        // The same on every run and machine: FNV-1a over a fixed encoding.
        #expect(hash(Clicker.Model(count: 2, hum: 5)) == 8_016_979_042_395_332_600)
    }

    @Test("given a private type, when hashed, then its name leaves out where it was loaded, so every process hashes it alike")
    func privateTypesHashAlikeInEveryProcess() {
        #expect(String(reflecting: Hidden.self).contains("(unknown context at $"), "a private type's name holds an address")
        #expect(StateHasher.name(of: Hidden.self) == "ReelTestingTests.Hidden")
        #expect(StateHasher.name(of: [Hidden].self) == "Swift.Array<ReelTestingTests.Hidden>")
        var hasher = StateHasher()
        hasher.combine(Hidden(count: 2))
        // Pinned: with the address in it, the hash changed from one run to the next.
        #expect(hasher.value == 7_882_169_227_863_931_560)
    }
}

/// A private type: its reflected name holds the address of its context.
private struct Hidden {
    var count: Int
}
