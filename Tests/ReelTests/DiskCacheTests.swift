import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Disk tier")
final class DiskCacheTests {
    let directory: URL

    init() throws { directory = try TestPaths.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    private var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? [] }

    @Test func givenAStoredValue_whenReadByAnotherInstance_thenItComesBackFromTheFile() throws {
        try DiskCache(directory: directory).store(Data("hello".utf8), for: "greeting")
        #expect(try DiskCache(directory: directory).value(for: "greeting") == Data("hello".utf8))
        #expect(try DiskCache(directory: directory).value(for: "other") == nil)
    }

    @Test func givenManyWrites_whenDone_thenOnlyEntryFilesRemainAndNoTemporaryFile() throws {
        let disk = DiskCache(directory: directory)
        for index in 0..<20 { try disk.store(Data(repeating: UInt8(index), count: 1_000), for: "key\(index % 5)") }
        #expect(files.count == 5)
        #expect(files.allSatisfy { $0.hasSuffix(DiskCache.entrySuffix) })
        #expect(try disk.value(for: "key4") == Data(repeating: 19, count: 1_000))
    }

    @Test func givenKeysWithPathCharacters_whenStored_thenTheirFilesStayInsideTheDirectory() throws {
        let disk = DiskCache(directory: directory)
        let keys = ["../../etc/passwd", "a/b", "", String(repeating: "long", count: 200), "é 🎬"]
        for key in keys { try disk.store(Data(key.utf8), for: key) }
        for key in keys { #expect(try disk.value(for: key) == Data(key.utf8)) }
        #expect(files.count == keys.count)
    }

    @Test func givenATruncatedEntry_whenRead_thenItIsAMissAndTheFileIsRemoved() throws {
        let disk = DiskCache(directory: directory)
        try disk.store(Data(repeating: 7, count: 500), for: "avatar")
        let path = disk.path(for: "avatar")
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count - 10).write(to: URL(fileURLWithPath: path))

        #expect(try disk.value(for: "avatar") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [0, 3, 10, 30, 400])
    func givenAnEntryWithAFlippedByte_whenRead_thenItIsAMissAndTheFileIsRemoved(offset: Int) throws {
        let disk = DiskCache(directory: directory)
        try disk.store(Data(repeating: 7, count: 500), for: "avatar")
        let url = URL(fileURLWithPath: disk.path(for: "avatar"))
        var bytes = try Data(contentsOf: url)
        bytes[offset] ^= 0xFF
        try bytes.write(to: url)

        #expect(try disk.value(for: "avatar") == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func givenAnyByteOfAnEntryChanged_whenRead_thenEveryChangeIsCaught() throws {
        let disk = DiskCache(directory: directory)
        var random = SplitMix64(seed: 42)
        let value = Data((0..<77).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        try disk.store(value, for: "avatar")
        let url = URL(fileURLWithPath: disk.path(for: "avatar"))
        let original = try Data(contentsOf: url)

        for offset in original.indices {
            var damaged = original
            damaged[offset] ^= UInt8(1) << (offset % 8)
            try damaged.write(to: url)
            #expect(try disk.value(for: "avatar") == nil, "a change at byte \(offset) went unnoticed")
        }
    }

    @Test func givenAnEmptyEntryFile_whenRead_thenItIsAMissAndTheFileIsRemoved() throws {
        let disk = DiskCache(directory: directory)
        try Data().write(to: URL(fileURLWithPath: disk.path(for: "k")))
        #expect(try disk.value(for: "k") == nil)
        #expect(files.isEmpty)
    }

    @Test func givenAMissingDirectory_whenWriting_thenItIsCreated() throws {
        let nested = directory.appendingPathComponent("a/b/c")
        try DiskCache(directory: nested).store(Data("v".utf8), for: "k")
        #expect(try DiskCache(directory: nested).value(for: "k") == Data("v".utf8))
    }

    @Test func givenADirectoryPathThatIsAFile_whenWriting_thenAOneLineErrorNamesThePath() throws {
        let blocker = directory.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let disk = DiskCache(directory: blocker.appendingPathComponent("cache"))

        let error = #expect(throws: DiskCacheError.self) { try disk.store(Data("v".utf8), for: "k") }

        #expect(error?.description.contains(blocker.path) == true)
        #expect(error?.description.contains("Not a directory") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func givenARemovedKey_whenRead_thenItIsAMissAndRemovingAgainIsFine() throws {
        let disk = DiskCache(directory: directory)
        try disk.store(Data("v".utf8), for: "k")
        try disk.remove("k")
        try disk.remove("k")
        #expect(try disk.value(for: "k") == nil)
    }

    @Test func givenTemporaryFilesLeftByACrash_whenACacheOpens_thenTheyAreRemoved() throws {
        let leftover = directory.appendingPathComponent(DiskCache.temporaryPrefix + "crashed")
        try Data("half".utf8).write(to: leftover)
        let cache = Cache(directory: directory)

        _ = cache.runAndWait(.read(key: "k", tiers: [.disk]))  // queued behind the clean-up

        #expect(files.isEmpty)
    }
}
