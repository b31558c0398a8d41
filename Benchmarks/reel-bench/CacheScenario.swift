import Foundation
import Reel

extension Scenario {
    /// A 4 KiB value read from the memory tier through a program.
    static let cacheMemoryHit = Scenario(
        name: "cache-memory-hit", unit: "reads", defaultCount: 200_000,
        run: { count in
            let cache = Cache(memory: MemoryCache(), disk: nil)
            for key in CacheBench.keys { cache.memory.store(benchValue, for: key) }
            return runCacheCommands(count, cache: cache, expectHits: true) { .read(key: $0, tiers: [.memory]) }
        },
        baseline: { count in
            let table = Dictionary(uniqueKeysWithValues: CacheBench.keys.map { ($0, benchValue) })
            var bytes = 0
            for index in 0..<count { bytes &+= table[CacheBench.keys[index % CacheBench.keys.count]]?.count ?? 0 }
            blackHole(bytes)
        })

    /// A 4 KiB value read from the disk tier (a file read and checked) through a program.
    static let cacheDiskHit = Scenario(
        name: "cache-disk-hit", unit: "reads", defaultCount: 20_000,
        run: { count in
            withBenchDirectory { directory in
                let disk = DiskCache(directory: directory)
                for key in CacheBench.keys { try? disk.store(benchValue, for: key) }
                return runCacheCommands(count, cache: Cache(memory: MemoryCache(), disk: disk), expectHits: true) {
                    .read(key: $0, tiers: [.disk])
                }
            }
        },
        baseline: { count in
            withBenchDirectory { directory in
                let files = CacheBench.keys.map { directory.appendingPathComponent($0) }
                for file in files { try? benchValue.write(to: file) }
                var bytes = 0
                for index in 0..<count { bytes &+= (try? Data(contentsOf: files[index % files.count]))?.count ?? 0 }
                blackHole(bytes)
            }
        })

    /// A 4 KiB value written to the disk tier (temporary file + rename) through a program.
    static let cacheWrite = Scenario(
        name: "cache-write", unit: "writes", defaultCount: 5_000,
        run: { count in
            withBenchDirectory { directory in
                let cache = Cache(memory: MemoryCache(), disk: DiskCache(directory: directory))
                return runCacheCommands(count, cache: cache, expectHits: false) {
                    .write(key: $0, value: benchValue, tiers: [.disk])
                }
            }
        },
        baseline: { count in
            withBenchDirectory { directory in
                let files = CacheBench.keys.map { directory.appendingPathComponent($0) }
                for index in 0..<count { try? benchValue.write(to: files[index % files.count], options: .atomic) }
            }
        })

    private static let benchValue = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0) })

    private static func runCacheCommands(
        _ count: Int, cache: Cache, expectHits: Bool, command: (String) -> CacheCommand
    ) -> Figures {
        let program = Program<CacheBench>(input: (), services: Services(cache: cache))
        for index in 0..<count { program.send(.commandRequested(command(CacheBench.keys[index % CacheBench.keys.count]))) }
        guard program.waitUntilIdle(timeout: .seconds(600)) else { fatalError("the cache scenario did not settle") }
        let model = program.model
        precondition((expectHits ? model.hits : model.done) == count, "cache scenario: \(model.other) commands failed")
        return []
    }

    private static func withBenchDirectory<T>(_ body: (URL) -> T) -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return body(directory)
    }
}
