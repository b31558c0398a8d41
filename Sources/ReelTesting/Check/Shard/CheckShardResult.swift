import Foundation
import Reel

/// What one shard of an exhaustive check found (``ExhaustiveChecker/check(depth:shard:)``), to
/// merge with the other shards' into what one machine finds (``merging(_:)``), and to write to a
/// file between CI jobs (``data``, ``init(data:)``).
///
/// Every shard runs the same breadth-first search until a level holds at least 16 states per shard
/// (the split level); there shard `I` of `N` keeps the level's states at positions `I - 1`,
/// `I - 1 + N`, … and searches on from those alone. A shortest path to any state passes through
/// the split level at a state whose own shortest path is that long, so the shard holding that
/// state reaches it at its shortest depth: the union of the shards' states, each at the least
/// depth a shard gives it, is the one run's, and the shortest counterexample among the shards is
/// as short as the one run's. The shard keeps each state's fingerprint and depth (10 bytes a state).
/// It does not check liveness, which needs the whole graph of states: a checker checks it after the
/// merge (``ExhaustiveChecker/checkLiveness(of:)``).
public struct CheckShardResult: Sendable, Equatable {
    /// Which shard this is.
    public let shard: ExploreShard
    /// What decides the search (the scene and its start, the bound, the explorer's settings), in one
    /// line: shards checked with other settings do not merge.
    public let settings: String
    /// The build that checked it, as CI names it (``Explorer/build``); empty if none.
    public let build: String
    /// The bound: how many decisions a session takes at most.
    public let bound: Int
    /// The level at which the shards went their own ways; nil if the search ended before (each
    /// shard then holds the whole check).
    public let split: Int?
    /// The fingerprints of the states the shard reached, sorted, and the depth at which it first reached each.
    public let fingerprints: [UInt64], depths: [UInt16]
    /// The shortest session the shard found breaking a property: the property, its detail and the decisions, described.
    public let counterexample: Counterexample?
    /// The liveness properties its checker declares, by name: not checked by the shard (see ``ExhaustiveChecker/checkLiveness(of:)``).
    public let liveness: [String]

    /// A broken property and the session that broke it, as text.
    public struct Counterexample: Sendable, Equatable, Codable {
        /// The property's name.
        public let property: String
        /// What was wrong.
        public let detail: String
        /// The session's decisions, described, in order (the prelude's included).
        public let steps: [String]
    }

    /// A shard's result, from what its search found.
    @usableFromInline
    init(
        shard: ExploreShard, settings: String, build: String, bound: Int, split: Int?, states: [(UInt64, UInt16)],
        counterexample: Counterexample?, liveness: [String]
    ) {
        self.shard = shard
        self.settings = settings
        self.build = build
        self.bound = bound
        self.split = split
        let sorted = states.sorted { $0.0 < $1.0 }
        fingerprints = sorted.map(\.0)
        depths = sorted.map(\.1)
        self.counterexample = counterexample
        self.liveness = liveness
    }

    /// The header of a shard's file: everything but the states.
    private struct Header: Codable {
        var format = CheckShardResult.format
        let shard: String, settings: String, build: String, bound: Int, split: Int?, states: Int, checksum: UInt64
        let counterexample: Counterexample?
        /// Absent from the files of builds before liveness properties were named: none.
        let liveness: [String]?
    }

    /// The first line of a shard's file.
    static let format = "reel-check-shard 1"

    /// Whether `data` starts as a shard's file does (to tell it from an exploration's report).
    public static func isShardFile(_ data: Data) -> Bool { data.starts(with: Array(format.utf8)) }

    /// The shard's file: its first line names the format, its second is a JSON header, then each
    /// state's fingerprint and depth (8 and 2 bytes, little-endian).
    public var data: Data {
        var data = Data((Self.format + "\n").utf8)
        let header = Header(
            shard: shard.description, settings: settings, build: build, bound: bound, split: split, states: fingerprints.count,
            checksum: Self.checksum(fingerprints, depths), counterexample: counterexample, liveness: liveness)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same file on every run
        data += (try? encoder.encode(header)) ?? Data()
        data += Data("\n".utf8)
        var bytes = [UInt8]()
        bytes.reserveCapacity(fingerprints.count * 10)
        // Little-endian, byte by byte: the same file on every machine, with no unsafe access.
        for (fingerprint, depth) in zip(fingerprints, depths) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: fingerprint >> UInt64(shift))) }
            bytes.append(UInt8(truncatingIfNeeded: depth))
            bytes.append(UInt8(truncatingIfNeeded: depth >> 8))
        }
        data += bytes
        return data
    }

    /// A shard's result read from its file; ``CheckShardError/unreadable(_:)`` if it is not one, or corrupt.
    public init(data: Data) throws(CheckShardError) {
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == Self.format else {
            throw .unreadable("not a shard of an exhaustive check (\(Self.format))")
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(lines[1])), let shard = ExploreShard(header.shard) else {
            throw .unreadable("its header is not a shard's")
        }
        let records = Array(lines[2])
        guard header.states >= 0, records.count == header.states * 10 else {
            throw .unreadable("it holds \(records.count) bytes of states, not \(header.states) states")
        }
        var fingerprints = [UInt64](repeating: 0, count: header.states)
        var depths = [UInt16](repeating: 0, count: header.states)
        for index in 0..<header.states {
            let at = index * 10
            var fingerprint: UInt64 = 0
            for byte in (0..<8).reversed() { fingerprint = fingerprint << 8 | UInt64(records[at + byte]) }
            fingerprints[index] = fingerprint
            depths[index] = UInt16(records[at + 8]) | UInt16(records[at + 9]) << 8
        }
        guard Self.checksum(fingerprints, depths) == header.checksum else { throw .unreadable("its states do not match its checksum") }
        self.shard = shard
        settings = header.settings
        build = header.build
        bound = header.bound
        split = header.split
        self.fingerprints = fingerprints
        self.depths = depths
        counterexample = header.counterexample
        liveness = header.liveness ?? []
    }

    /// A hash of the states, which a file's header carries.
    static func checksum(_ fingerprints: [UInt64], _ depths: [UInt16]) -> UInt64 {
        var hasher = FingerprintHasher()
        for (fingerprint, depth) in zip(fingerprints, depths) {
            hasher.combine(fingerprint)
            hasher.combine(UInt64(depth))
        }
        return hasher.value
    }
}

extension ExhaustiveChecker {
    /// Checks shard `shard` of the check to `depth` decisions: the same search as ``check(depth:)``
    /// up to the split level, then only the shard's part of it (``CheckShardResult``). The shards'
    /// results merged give the one check's distinct states, depth, verdict and a counterexample
    /// of the same, shortest, length.
    public func check(depth: Int, shard: ExploreShard) -> CheckShardResult {
        precondition(depth >= 0, "ExhaustiveChecker.check(depth:shard:) needs a depth of at least 0")
        precondition(depth < Int(UInt16.max), "ExhaustiveChecker.check(depth:shard:) needs a depth below 65,535")
        var search = CheckSearch(self)
        search.shard = shard
        search.recorded = []
        let report = search.run(bound: depth)
        let counterexample = report.counterexample.map { failure in
            CheckShardResult.Counterexample(
                property: failure.violation.property, detail: failure.violation.detail, steps: failure.steps.map { "\($0)" })
        }
        return CheckShardResult(
            shard: shard, settings: settingsLine(bound: depth), build: explorer.build, bound: depth, split: search.split,
            states: search.recorded ?? [], counterexample: counterexample, liveness: liveness.map(\.name))
    }

    /// What decides a check, in one line, with the version of the fingerprints' scheme: a shard
    /// fingerprinted another way never merges with this one's (version 2: work hashed by its
    /// `Codable` encoding, ``FingerprintEncoder``). The start's fingerprint tells apart checks of
    /// one scene from other inputs or preludes (two screens of an app, each opened by its route).
    func settingsLine(bound: Int) -> String {
        let start = resume(CheckState(index: 0, base: nil, since: prelude)).fingerprint(fingerprints)
        return "scene \(StateHasher.name(of: S.self)), fingerprints v2, start \(String(start, radix: 16)), bound \(bound), "
            + "late answers \(lateAnswers), prelude \(prelude.count) decisions, " + explorer.settingsFingerprint
    }
}
