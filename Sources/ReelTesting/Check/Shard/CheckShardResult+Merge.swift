extension CheckShardResult {
    /// The shards' results merged into what one machine finds: every shard of the same check (same
    /// settings, same build, same split), each once. Throws with one line otherwise.
    public static func merging(_ shards: [CheckShardResult]) throws(CheckShardError) -> CheckMergedReport {
        guard let first = shards.first else { throw .noShards }
        var byIndex: [Int: CheckShardResult] = [:]
        for shard in shards {
            guard shard.shard.count == first.shard.count else { throw .otherCheck("shard \(shard.shard) is one of \(shard.shard.count), shard \(first.shard) one of \(first.shard.count)") }
            guard shard.build == first.build else { throw .otherCheck("shard \(shard.shard) is of build \"\(shard.build)\", shard \(first.shard) of \"\(first.build)\"") }
            guard shard.settings == first.settings else { throw .otherCheck("shard \(shard.shard) was checked with \(shard.settings); shard \(first.shard) with \(first.settings)") }
            guard shard.liveness == first.liveness else {
                throw .otherCheck("shard \(shard.shard) declares the liveness properties \(shard.liveness), shard \(first.shard) \(first.liveness)")
            }
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
            shards: first.shard.count, settings: first.settings, build: first.build, bound: first.bound, distinctStates: least.count,
            depth: depth, unexpanded: counterexample == nil ? atBound : 0, counterexample: counterexample,
            livenessProperties: first.liveness)
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

