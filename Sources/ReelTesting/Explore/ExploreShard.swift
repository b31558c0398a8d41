/// One of the disjoint parts an exploration is split into, to run on several machines (CI jobs):
/// shard `index` of `count` takes runs `index - 1`, `index - 1 + count`, `index - 1 + 2 × count`, …
/// of the same exploration (same seed, same runs). Each shard's report merges with the others'
/// into the report one machine would give (``ExploreReport/merging(_:)``).
///
/// Runs are dealt out in turn rather than in blocks, so that every shard meets the early runs:
/// when failures are common each shard stops soon, and the merge needs only the runs up to the
/// first failure.
public struct ExploreShard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shard's number, from 1.
    public let index: Int
    /// How many shards the exploration is split into.
    public let count: Int

    /// Shard `index` of `count` (1 ≤ `index` ≤ `count`); nil otherwise.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `I/N`, as a command line gives it (`2/4`); nil if the text is not that.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// A shard read from JSON (a shard's report): refused unless 1 ≤ `index` ≤ `count`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        guard let shard = ExploreShard(index: index, count: count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "shard \(index)/\(count) is not I/N with 1 ≤ I ≤ N"))
        }
        self = shard
    }

    private enum CodingKeys: String, CodingKey {
        case index, count
    }

    /// The whole exploration, on one machine: shard 1 of 1.
    public static let whole = ExploreShard(index: 1, count: 1)!

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// Whether this is the whole exploration.
    public var isWhole: Bool { count == 1 }

    /// How many runs of an exploration of `runs` runs this shard takes (without listing them).
    func runCount(of runs: Int) -> Int { runs < index ? 0 : (runs - index) / count + 1 }

    /// The run at `position` among this shard's runs (below ``runCount(of:)``: no overflow).
    func run(at position: Int) -> Int { index - 1 + position * count }

    /// The runs of an exploration of `runs` runs that this shard takes, in order.
    public func runs(of runs: Int) -> [Int] { Array(stride(from: index - 1, to: runs, by: count)) }
}
