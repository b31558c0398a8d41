/// What an exploration explores: its seed, how many runs of how many steps, and which shard of
/// them; and what made it: the explorer's settings and the build. The shards of one exploration
/// differ in `shard` only.
struct ExplorePlan: Hashable, Sendable, Codable {
    let seed: UInt64
    let runs: Int
    let steps: Int
    let shard: ExploreShard
    /// The explorer's settings that decide what a run does (``Explorer/settingsFingerprint``).
    let settings: String
    /// The build that explored, as the user names it (``Explorer/build``).
    let build: String

    /// The same exploration, whole.
    var whole: ExplorePlan { ExplorePlan(seed: seed, runs: runs, steps: steps, shard: .whole, settings: settings, build: build) }
}
