import Foundation
import Reel
import ReelLog
@testable import ReelTesting
import Testing

/// The liveness check after the shards of an exhaustive check are merged
/// (``ExhaustiveChecker/checkLiveness(of:)``): the verdict, and a lasso, one machine finds.
@Suite("liveness after the merge of shards")
struct LivenessAfterMergeTests {
    /// The shards 1…`count` of `checker`'s check to `depth`, each written to its file's bytes and read back, merged.
    static func merged<S: LoggableScene>(_ checker: ExhaustiveChecker<S>, depth: Int, count: Int) throws -> CheckMergedReport where S.Input: Sendable {
        let shards = try (1...count).map { index in
            try CheckShardResult(data: checker.check(depth: depth, shard: ExploreShard(index: index, count: count)!).data)
        }
        return try CheckShardResult.merging(shards)
    }

    /// Expects `checker`'s verdict after its merged shards to be its one-machine verdict.
    static func expectOneMachinesVerdict<S: LoggableScene>(_ checker: ExhaustiveChecker<S>, depth: Int) throws where S.Input: Sendable {
        let one = checker.check(depth: depth)
        var merged = try Self.merged(checker, depth: depth, count: 2)
        #expect(merged.livenessProperties == checker.liveness.map(\.name))
        #expect(merged.liveness?.hasPrefix("liveness: not checked (the shards check the properties of every state;") == true)
        let verdict = try checker.checkLiveness(of: &merged)
        #expect(verdict.description == one.liveness.description)
        #expect(verdict.counterexample?.prefix == one.liveness.counterexample?.prefix)
        #expect(verdict.counterexample?.cycle == one.liveness.counterexample?.cycle)
        #expect(merged.liveness == one.liveness.description)
        #expect(merged.description.hasSuffix("\n" + one.liveness.description), "\(merged)")
    }

    @Test("given each planted bug and the loader as it is, when 2 shards are merged and liveness checked, then one machine's verdict and lasso")
    func theMergedVerdictIsOneMachines() throws {
        let answering = LivenessCheckTests.answering
        try Self.expectOneMachinesVerdict(LivenessCheckTests.checker(SpinnerKeepingLoader.self, world: answering), depth: 40)
        try Self.expectOneMachinesVerdict(LivenessCheckTests.checker(TimeoutlessLoader.self, world: LivenessCheckTests.silent), depth: 40)
        try Self.expectOneMachinesVerdict(LivenessCheckTests.checker(RetryingLoader.self, world: answering), depth: 40)
        try Self.expectOneMachinesVerdict(LivenessCheckTests.checker(Loader.self, world: answering), depth: 40)
        var merged = try Self.merged(LivenessCheckTests.checker(RetryingLoader.self, world: answering), depth: 40, count: 2)
        let lasso = try #require(try LivenessCheckTests.checker(RetryingLoader.self, world: answering).checkLiveness(of: &merged).counterexample)
        try LivenessCheckTests.expectReplays(lasso, LivenessCheckTests.checker(RetryingLoader.self, world: answering).explorer)
    }

    @Test("given the loader's shards, as the article on checking shows, then its liveness holds after the merge")
    func theArticlesExample() throws {
        let checker = LivenessCheckTests.checker(Loader.self, world: LivenessCheckTests.answering)
        let shards = try (1...2).map { try CheckShardResult(data: checker.check(depth: 40, shard: ExploreShard(index: $0, count: 2)!).data) }
        var merged = try CheckShardResult.merging(shards)
        let verdict = try checker.checkLiveness(of: &merged)  // merged's liveness line, too
        #expect(verdict.holds, "\(merged)")
    }

    @Test("given a bound that cuts the loader, when its shards are merged and liveness checked, then it says so, as one machine does")
    func aBoundedMergeDoesNotCheckLiveness() throws {
        let checker = LivenessCheckTests.checker(SpinnerKeepingLoader.self, world: LivenessCheckTests.answering)
        try Self.expectOneMachinesVerdict(checker, depth: 1)
        var merged = try Self.merged(checker, depth: 1, count: 2)
        #expect(try checker.checkLiveness(of: &merged).notChecked?.hasPrefix("the bound did not exhaust the scene") == true)
    }

    @Test("given shards of another scene, build or world, when liveness is checked after their merge, then refused in one line")
    func anotherChecksShardsAreNotChecked() throws {
        let checker = LivenessCheckTests.checker(SpinnerKeepingLoader.self, world: LivenessCheckTests.answering)
        var otherBuild = checker
        otherBuild.explorer.build = "another"
        /// The one-line refusal of liveness after `merged`, which keeps its line saying it was not checked.
        func refusal(_ merged: CheckMergedReport) -> String {
            var merged = merged
            let before = merged.liveness
            do {
                _ = try checker.checkLiveness(of: &merged)
                return ""
            } catch {
                #expect(merged.liveness == before)
                #expect(!error.description.contains("\n"))
                return error.description
            }
        }
        let otherScene = try Self.merged(LivenessCheckTests.checker(Loader.self, world: LivenessCheckTests.answering), depth: 40, count: 2)
        #expect(refusal(otherScene).hasPrefix("the shards are of different checks: the shards were checked with scene "))
        #expect(refusal(try Self.merged(otherBuild, depth: 40, count: 2)) == #"the shards are of different checks: the shards are of build "another", this checker of ""#
            + checker.explorer.build + "\"")
        // The world's answers are functions, which no settings line names: the states tell.
        let otherWorld = try Self.merged(LivenessCheckTests.checker(SpinnerKeepingLoader.self, world: LivenessCheckTests.silent), depth: 40, count: 2)
        #expect(refusal(otherWorld) == "the shards are of different checks: this checker reaches other states than the shards' \(otherWorld.distinctStates)")
    }

    @Test("given a checker with no liveness property, when its shards are merged, then no liveness line; a file without the names reads as none")
    func noLivenessPropertyNoLine() throws {
        var checker = LivenessCheckTests.checker(Loader.self, world: LivenessCheckTests.answering)
        checker.liveness = []
        var merged = try Self.merged(checker, depth: 40, count: 2)
        #expect(merged.liveness == nil && merged.livenessProperties.isEmpty)
        #expect(try checker.checkLiveness(of: &merged).properties.isEmpty)
        #expect(merged.liveness == nil)
        #expect(!merged.description.contains("liveness"))

        let named = LivenessCheckTests.checker(Loader.self, world: LivenessCheckTests.answering).check(depth: 40, shard: ExploreShard(index: 1, count: 2)!)
        #expect(named.liveness == ["every request is eventually answered or cancelled", "the loading indicator eventually goes away"])
        // The file's second line is its JSON header; the states after it are binary.
        let lines = named.data.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let header = String(decoding: lines[1], as: UTF8.self)
        let unnamed = header.replacingOccurrences(
            of: #","liveness":["every request is eventually answered or cancelled","the loading indicator eventually goes away"]"#, with: "")
        #expect(unnamed != header, "the header names them")
        let older = lines[0] + Data("\n\(unnamed)\n".utf8) + lines[2]
        #expect(try CheckShardResult(data: older).liveness == [])
    }
}
