import Foundation
import ReelExampleExplore
import ReelTesting
import Testing

/// Shards of an exhaustive check (``ExhaustiveChecker/check(depth:shard:)``) merged against one run.
@Suite("exhaustive check shards and merge")
struct CheckShardTests {
    /// The results of shards 1…`count` of `checker`'s check to `depth`, each written to its file's bytes and read back.
    private func shards(_ checker: ExhaustiveChecker<TwoPhaseCommit>, depth: Int, count: Int) throws -> [CheckShardResult] {
        try (1...count).map { index in
            let result = checker.check(depth: depth, shard: ExploreShard(index: index, count: count)!)
            let read = try CheckShardResult(data: result.data)
            #expect(read == result)
            return read
        }
    }

    @Test("given TwoPhase with 5 resource managers, when 4 shards are merged, then the one run's states, depth and verdict")
    func fourShardsMergedAreOneRun() throws {
        let checker = TwoPhaseCommit.checker(managers: 5)
        let one = checker.check(depth: 100)
        let parts = try shards(checker, depth: 100, count: 4)
        #expect(parts.allSatisfy { $0.split != nil }, "the search splits")
        #expect(parts.allSatisfy { $0.fingerprints.count < one.distinctStates }, "each shard reaches part of the states")
        let merged = try CheckShardResult.merging(parts.reversed())
        #expect(merged.distinctStates == one.distinctStates)
        #expect(merged.distinctStates == 8_832)
        #expect(merged.depth == one.depth)
        #expect(merged.exhausted && one.exhausted, "\(merged)")
    }

    @Test("given a bound short of the whole model, when 4 shards are merged, then the states left at the bound are the one run's")
    func boundedShardsMergedAreOneRun() throws {
        let checker = TwoPhaseCommit.checker(managers: 5)
        let one = checker.check(depth: 9)
        let merged = try CheckShardResult.merging(shards(checker, depth: 9, count: 4))
        #expect(merged.distinctStates == one.distinctStates)
        #expect(merged.unexpanded == one.unexpanded && one.unexpanded > 0)
        #expect(merged.depth == one.depth)
        #expect(!merged.exhausted)
    }

    @Test("given a planted inconsistency, when 4 shards are merged, then a counterexample as short as the one run's")
    func shardsFindTheShortestCounterexample() throws {
        let checker = TwoPhaseCommit.plantedChecker(managers: 4)
        let one = checker.check(depth: 100)
        let expected = try #require(one.counterexample)
        let merged = try CheckShardResult.merging(shards(checker, depth: 100, count: 4))
        let found = try #require(merged.counterexample, "\(merged)")
        #expect(found.steps.count == expected.steps.count)
        #expect(found.steps.count == 10)
        #expect(found.property == expected.violation.property)
    }

    @Test("given shards of other checks, a shard twice, one missing or a corrupt file, when merged, then refused in one line")
    func mismatchedShardsAreRefused() throws {
        let checker = TwoPhaseCommit.checker(managers: 3)
        let parts = try shards(checker, depth: 100, count: 2)
        let deeper = checker.check(depth: 50, shard: ExploreShard(index: 2, count: 2)!)
        var otherBuild = checker
        otherBuild.explorer.build = "another"
        let fromOtherBuild = otherBuild.check(depth: 100, shard: ExploreShard(index: 2, count: 2)!)
        func refusal(_ shards: [CheckShardResult]) -> String {
            do {
                _ = try CheckShardResult.merging(shards)
                return ""
            } catch { return error.description }
        }
        #expect(refusal([parts[0], deeper]).hasPrefix("the shards are of different checks: "))
        #expect(refusal([parts[0], fromOtherBuild]).hasPrefix("the shards are of different checks: shard 2/2 is of build \"another\""))
        #expect(refusal([parts[0], parts[0]]) == "shard 1/2 is given twice")
        #expect(refusal([parts[1]]) == "shards missing: 1/2")
        #expect(refusal([]) == "no shard to merge")
        for refused in [refusal([parts[0], deeper]), refusal([parts[0], fromOtherBuild])] { #expect(!refused.contains("\n")) }
        var corrupt = parts[0].data
        corrupt[corrupt.count - 3] ^= 0xFF
        #expect(throws: CheckShardError.unreadable("its states do not match its checksum")) { try CheckShardResult(data: corrupt) }
        #expect(throws: CheckShardError.unreadable("it holds 9 bytes of states, not \(parts[0].fingerprints.count) states")) {
            try CheckShardResult(data: parts[0].data.prefix(parts[0].data.count - parts[0].fingerprints.count * 10 + 9))
        }
        #expect(throws: CheckShardError.unreadable("not a shard of an exhaustive check (reel-check-shard 1)")) { try CheckShardResult(data: Data("{}".utf8)) }
    }
}
