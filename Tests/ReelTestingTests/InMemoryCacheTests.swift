import Foundation
import Reel
import ReelTesting
import Testing

@Suite("In-memory cache double")
struct InMemoryCacheTests {
    private func run(_ cache: InMemoryCache, _ command: CacheCommand) -> CacheOutcome? {
        let outcome = Locked<CacheOutcome?>(nil)
        _ = cache.run(command) { answer in outcome.withLock { $0 = answer } }
        return outcome.withLock { $0 }
    }

    @Test func givenAValueStagedOnDisk_whenReadMemoryThenDisk_thenItComesFromDiskThenFromMemory() {
        let cache = InMemoryCache()
        cache.store(Data("img".utf8), for: "avatar", in: .disk)

        #expect(run(cache, .read(key: "avatar", tiers: [.memory, .disk])) == .hit(Data("img".utf8), from: .disk))
        #expect(run(cache, .read(key: "avatar", tiers: [.memory, .disk])) == .hit(Data("img".utf8), from: .memory))
        #expect(cache.commands.count == 2)
    }

    @Test func givenWritesAndRemoves_whenRead_thenEachTierReflectsThem() {
        let cache = InMemoryCache()
        #expect(run(cache, .write(key: "k", value: Data("v".utf8), tiers: [.memory, .disk])) == .done)
        #expect(run(cache, .remove(key: "k", tiers: [.memory])) == .done)
        #expect(cache.value(for: "k", in: .memory) == nil)
        #expect(cache.value(for: "k", in: .disk) == Data("v".utf8))
        #expect(run(cache, .read(key: "missing", tiers: [.memory, .disk])) == .miss)
    }

    @Test func givenAFailure_whenAnyCommandRuns_thenItFailsWithThatReason() {
        let cache = InMemoryCache()
        cache.failure = "disk full"
        #expect(run(cache, .write(key: "k", value: Data(), tiers: [.disk])) == .failed("disk full"))
        #expect(run(cache, .read(key: "k", tiers: [.memory])) == .failed("disk full"))
    }
}
