/// Why exploration reports cannot be read or merged, in one line.
public enum ExploreReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not a report (or not one this code can read), or is one no exploration could
    /// have written (a count out of range, a failure found but not shrunk, runs counted that its
    /// shard does not take): what is wrong with it.
    case unreadable(String)
    /// A report of another format or layout version.
    case otherFormat(String, version: Int)
    /// A report about another scene than the one expected.
    case otherScene(String, expected: String)
    /// A report whose scene had other message shapes: its sessions cannot be read with today's code.
    case otherSchema
    /// No report to merge.
    case noReports
    /// Reports of different explorations (another seed, number of runs or of steps, or way of
    /// splitting): what differs.
    case otherExploration(String)
    /// Two reports of the same shard.
    case duplicateShard(ExploreShard)
    /// Shards without a report (the first five, when more are missing).
    case missingShards([ExploreShard])
    /// A shard whose exploration stopped before its end, and why.
    case stopped(ExploreShard, String)

    /// One line naming the problem (what a report says is quoted with its line breaks escaped).
    public var description: String {
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    private var text: String {
        switch self {
        case .unreadable(let reason): "not a readable exploration report: \(reason)"
        case .otherFormat(let format, let version): "a report of another format (\(format) version \(version)); this one reads reel-explore-report version 2"
        case .otherScene(let scene, let expected): "a report about \(scene), not \(expected)"
        case .otherSchema: "a report from another version of the scene: its messages have other shapes"
        case .noReports: "no report to merge"
        case .otherExploration(let difference): "reports of different explorations: \(difference)"
        case .duplicateShard(let shard): "two reports of shard \(shard)"
        case .missingShards(let shards): "no report of shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", "))"
        case .stopped(let shard, let problem): "shard \(shard) stopped before its end: \(problem)"
        }
    }
}
