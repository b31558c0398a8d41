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
public struct CheckShardResult: Sendable, Equatable {
    /// Which shard this is.
    public let shard: ExploreShard
    /// What decides the search (the scene, the bound, the explorer's settings), in one line: shards
    /// checked with other settings do not merge.
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
        counterexample: Counterexample?
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
    }

    /// The header of a shard's file: everything but the states.
    private struct Header: Codable {
        var format = CheckShardResult.format
        let shard: String, settings: String, build: String, bound: Int, split: Int?, states: Int, checksum: UInt64
        let counterexample: Counterexample?
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
            checksum: Self.checksum(fingerprints, depths), counterexample: counterexample)
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

    /// The shards' results merged into what one machine finds: every shard of the same check (same
    /// settings, same build, same split), each once. Throws with one line otherwise.
    public static func merging(_ shards: [CheckShardResult]) throws(CheckShardError) -> CheckMergedReport {
        guard let first = shards.first else { throw .noShards }
        var byIndex: [Int: CheckShardResult] = [:]
        for shard in shards {
            guard shard.shard.count == first.shard.count else { throw .otherCheck("shard \(shard.shard) is one of \(shard.shard.count), shard \(first.shard) one of \(first.shard.count)") }
            guard shard.build == first.build else { throw .otherCheck("shard \(shard.shard) is of build \"\(shard.build)\", shard \(first.shard) of \"\(first.build)\"") }
            guard shard.settings == first.settings else { throw .otherCheck("shard \(shard.shard) was checked with \(shard.settings); shard \(first.shard) with \(first.settings)") }
            guard shard.bound == first.bound, shard.split == first.split else {
                throw .otherCheck("shard \(shard.shard) has bound \(shard.bound) and split \(shard.split.map(String.init) ?? "none"), shard \(first.shard) \(first.bound) and \(first.split.map(String.init) ?? "none")")
            }
            guard byIndex.updateValue(shard, forKey: shard.shard.index) == nil else { throw .duplicateShard(shard.shard.description) }
        }
        let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missingShards(missing.map { "\($0)/\(first.shard.count)" }) }
        var least: [UInt64: UInt16] = [:]
        least.reserveCapacity(shards.map(\.fingerprints.count).max() ?? 0)
        for shard in shards {
            for (fingerprint, depth) in zip(shard.fingerprints, shard.depths) {
                if let held = least[fingerprint], held <= depth { continue }
                least[fingerprint] = depth
            }
        }
        // The shortest counterexample; among equally short ones, the lowest shard's.
        let counterexample = (1...first.shard.count).compactMap { byIndex[$0]!.counterexample }.min { $0.steps.count < $1.steps.count }
        let depth = Int(least.values.max() ?? 0)
        let atBound = depth == first.bound ? least.values.count { Int($0) == first.bound } : 0
        return CheckMergedReport(
            shards: first.shard.count, bound: first.bound, distinctStates: least.count, depth: depth, unexpanded: counterexample == nil ? atBound : 0,
            counterexample: counterexample)
    }
}

/// Why shards of an exhaustive check do not merge: one line each.
public enum CheckShardError: Error, Equatable, CustomStringConvertible {
    /// No shard was given.
    case noShards
    /// A file is not a shard's result, or is corrupt.
    case unreadable(String)
    /// Two shards are of different checks (build, settings, bound, number of shards).
    case otherCheck(String)
    /// A shard was given twice.
    case duplicateShard(String)
    /// Shards are missing.
    case missingShards([String])

    /// The reason, in one line.
    public var description: String {
        switch self {
        case .noShards: "no shard to merge"
        case .unreadable(let why): "not a readable shard: \(why)"
        case .otherCheck(let why): "the shards are of different checks: \(why)"
        case .duplicateShard(let shard): "shard \(shard) is given twice"
        case .missingShards(let shards): "shards missing: \(shards.joined(separator: ", "))"
        }
    }
}

/// What N shards of an exhaustive check found together (``CheckShardResult/merging(_:)``): the
/// distinct states, the depth and the verdict one machine reports, and a shortest counterexample.
/// Not the transitions, nor the decisions by kind: a state the shards' subtrees share is expanded by each.
public struct CheckMergedReport: Sendable, Equatable, CustomStringConvertible {
    /// How many shards were merged.
    public let shards: Int
    /// The bound: how many decisions a session takes at most.
    public let bound: Int
    /// How many distinct states (by fingerprint) the shards reached together.
    public let distinctStates: Int
    /// The number of decisions of the deepest state, by its shortest session.
    public let depth: Int
    /// How many states at the bound were not expanded: 0 when the bound was exhausted.
    public let unexpanded: Int
    /// A shortest session that breaks a property; nil if every property held.
    public let counterexample: CheckShardResult.Counterexample?

    /// Whether every reachable state was expanded and every property held.
    public var exhausted: Bool { counterexample == nil && unexpanded == 0 }

    /// The states, the verdict and the counterexample, as ``CheckReport`` writes them.
    public var description: String {
        var lines = ["\(distinctStates) distinct states, depth \(depth) (\(shards) shards merged)"]
        if let counterexample {
            lines.append("broken: \(counterexample.property), after \(counterexample.steps.count) decisions (no shorter session breaks it)")
            lines.append("  \(counterexample.detail)")
            lines += counterexample.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
            lines.append("(the states counted are those the shards reached before they stopped)")
        } else if unexpanded == 0 {
            lines.append("holds: every property, in every reachable state (all of them within \(depth) decisions; bound \(bound))")
        } else {
            lines.append("holds to depth \(bound): every property, in every state within \(bound) decisions; not beyond "
                + "(\(unexpanded) states at depth \(bound) not expanded)")
        }
        return lines.joined(separator: "\n")
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
            states: search.recorded ?? [], counterexample: counterexample)
    }

    /// What decides a check, in one line, with the version of the fingerprints' scheme: a shard
    /// fingerprinted another way never merges with this one's (version 2: work hashed by its
    /// `Codable` encoding, ``FingerprintEncoder``).
    func settingsLine(bound: Int) -> String {
        "scene \(StateHasher.name(of: S.self)), fingerprints v2, bound \(bound), late answers \(lateAnswers), prelude \(prelude.count) decisions, "
            + explorer.settingsFingerprint
    }
}
