import Foundation
import Reel
import Testing

@Suite("Memory tier")
struct MemoryCacheTests {
    private func bytes(_ count: Int, _ fill: UInt8 = 1) -> Data { Data(repeating: fill, count: count) }

    @Test func givenAStoredValue_whenRead_thenItComesBack() {
        let memory = MemoryCache(byteLimit: 1_000)
        memory.store(bytes(10), for: "a")
        #expect(memory.value(for: "a") == bytes(10))
        #expect(memory.value(for: "b") == nil)
        #expect(memory.byteCount == 11)
    }

    @Test func givenAFullTier_whenANewValueArrives_thenTheLeastRecentlyUsedAreEvictedByBytes() {
        let memory = MemoryCache(byteLimit: 100)
        memory.store(bytes(39), for: "a")  // 40 bytes with its key
        memory.store(bytes(39), for: "b")
        _ = memory.value(for: "a")  // a is now more recent than b

        memory.store(bytes(39), for: "c")

        #expect(memory.keysByRecency == ["c", "a"])
        #expect(memory.value(for: "b") == nil)
        #expect(memory.byteCount == 80)
    }

    @Test func givenABigValue_whenStored_thenAsManyOldEntriesGoAsNeeded() {
        let memory = MemoryCache(byteLimit: 100)
        for key in ["a", "b", "c", "d"] { memory.store(bytes(19), for: key) }

        memory.store(bytes(59), for: "e")

        #expect(memory.keysByRecency == ["e", "d", "c"])
        #expect(memory.byteCount == 100)
    }

    @Test func givenAValueLargerThanTheTier_whenStored_thenItIsNotKeptAndTheOldValueGoes() {
        let memory = MemoryCache(byteLimit: 50)
        memory.store(bytes(10), for: "a")

        memory.store(bytes(100), for: "a")

        #expect(memory.value(for: "a") == nil)
        #expect(memory.byteCount == 0)
    }

    @Test func givenAKey_whenStoredTwice_thenTheBytesCountOnce() {
        let memory = MemoryCache(byteLimit: 1_000)
        memory.store(bytes(10), for: "a")
        memory.store(bytes(20, 2), for: "a")
        #expect(memory.value(for: "a") == bytes(20, 2))
        #expect(memory.byteCount == 21)
        #expect(memory.count == 1)
    }

    @Test func givenManyChurningKeys_whenStoredAndRemoved_thenTheAccountingStaysExact() {
        let memory = MemoryCache(byteLimit: 500)
        for round in 0..<2_000 {
            let key = "k\(round % 37)"
            if round % 5 == 0 { memory.remove(key) } else { memory.store(bytes(round % 23), for: key) }
            #expect(memory.byteCount <= 500)
        }
        let expected = memory.keysByRecency.reduce(0) { total, key in total + key.utf8.count + (memory.value(for: key)?.count ?? 0) }
        #expect(memory.byteCount == expected)
        #expect(memory.keysByRecency.count == memory.count)
    }

    @Test func givenAPresentKey_whenStoringIfAbsent_thenTheNewerValueStays() {
        let memory = MemoryCache()
        memory.store(bytes(3, 2), for: "a")
        memory.storeIfAbsent(bytes(3, 1), for: "a")
        memory.storeIfAbsent(bytes(3, 1), for: "b")
        #expect(memory.value(for: "a") == bytes(3, 2))
        #expect(memory.value(for: "b") == bytes(3, 1))
    }
}
