import Foundation
import Reel
import Testing

@Suite("Cache service")
final class CacheTests {
    let directory: URL

    init() throws { directory = try TestPaths.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    private let value = Data("avatar bytes".utf8)

    @Test func givenAWriteToBothTiers_whenReadFromEach_thenEachTierHasIt() {
        let cache = Cache(directory: directory)
        #expect(cache.runAndWait(.write(key: "k", value: value, tiers: [.memory, .disk])) == .done)

        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory])) == .hit(value, from: .memory))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.disk])) == .hit(value, from: .disk))
    }

    @Test func givenAValueOnlyOnDisk_whenReadMemoryThenDisk_thenItComesFromDiskAndIsPromoted() {
        let cache = Cache(directory: directory)
        _ = cache.runAndWait(.write(key: "k", value: value, tiers: [.disk]))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory])) == .miss)

        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .hit(value, from: .disk))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .hit(value, from: .memory))
    }

    @Test func givenAValueOnDiskFromAnEarlierSession_whenANewCacheReadsIt_thenItComesFromDisk() {
        _ = Cache(directory: directory).runAndWait(.write(key: "k", value: value, tiers: [.memory, .disk]))
        let later = Cache(directory: directory)
        #expect(later.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .hit(value, from: .disk))
    }

    @Test func givenAReadOfDiskOnly_whenItHits_thenMemoryIsNotFilled() {
        let cache = Cache(directory: directory)
        _ = cache.runAndWait(.write(key: "k", value: value, tiers: [.disk]))
        _ = cache.runAndWait(.read(key: "k", tiers: [.disk]))
        #expect(cache.memory.value(for: "k") == nil)
    }

    @Test func givenARemoveFromBothTiers_whenRead_thenItIsAMiss() {
        let cache = Cache(directory: directory)
        _ = cache.runAndWait(.write(key: "k", value: value, tiers: [.memory, .disk]))
        #expect(cache.runAndWait(.remove(key: "k", tiers: [.memory, .disk])) == .done)
        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .miss)
    }

    @Test func givenACorruptDiskEntry_whenRead_thenItIsAMissAndTheFileIsGone() throws {
        let cache = Cache(directory: directory)
        _ = cache.runAndWait(.write(key: "k", value: value, tiers: [.disk]))
        let path = try #require(cache.disk).path(for: "k")
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))

        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .miss)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func givenAnUnwritableDirectory_whenWriting_thenTheOutcomeIsAFailureAndMemoryStillWorks() throws {
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let cache = Cache(directory: blocker.appendingPathComponent("cache"))

        let outcome = cache.runAndWait(.write(key: "k", value: value, tiers: [.memory, .disk]))

        guard case .failed(let reason)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect(reason.contains("Not a directory"))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.memory, .disk])) == .hit(value, from: .memory))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.disk])) == .miss)
    }

    @Test func givenNoDiskTier_whenWritingToDisk_thenItFailsAndDiskReadsMiss() {
        let cache = Cache(memory: MemoryCache(), disk: nil)
        #expect(cache.runAndWait(.write(key: "k", value: value, tiers: [.disk])) == .failed("the cache has no disk tier"))
        #expect(cache.runAndWait(.read(key: "k", tiers: [.disk])) == .miss)
    }

    @Test func givenADiskCommandCancelledBeforeItRuns_whenTheQueueGetsToIt_thenNothingIsWrittenOrAnswered() {
        let io = DispatchQueue(label: "test.io")
        let cache = Cache(memory: MemoryCache(), disk: DiskCache(directory: directory), ioQueue: io)
        let gate = DispatchSemaphore(value: 0)
        io.async { gate.wait() }  // hold the I/O queue
        let answered = DispatchSemaphore(value: 0)

        let handle = cache.run(.write(key: "k", value: value, tiers: [.disk])) { _ in answered.signal() }
        handle.cancel()
        gate.signal()

        #expect(cache.runAndWait(.read(key: "k", tiers: [.disk])) == .miss)
        #expect(answered.wait(timeout: .now()) == .timedOut)
    }
}
