/// What an exploration explores: its seed, how many runs of how many steps, and which shard of
/// them. The shards of one exploration differ in `shard` only.
struct ExplorePlan: Hashable, Sendable, Codable {
    let seed: UInt64
    let runs: Int
    let steps: Int
    let shard: ExploreShard

    /// The same exploration, whole.
    var whole: ExplorePlan { ExplorePlan(seed: seed, runs: runs, steps: steps, shard: .whole) }
}
