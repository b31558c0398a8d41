import Foundation

extension Explorer {
    /// The plan of an exploration by this explorer: what it explores and what made it.
    func plan(runs: Int, steps: Int, seed: UInt64, shard: ExploreShard) -> ExplorePlan {
        ExplorePlan(seed: seed, runs: runs, steps: steps, shard: shard, settings: settingsFingerprint, build: build)
    }

    /// The settings that decide what a run does, in one line, for reports: shards explored with
    /// other settings do not merge. Properties are named by a hash of their names (the app's are
    /// many); generators and the world's answers are functions, which only ``build`` can name.
    var settingsFingerprint: String {
        let weights = world.weights
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits, over the names and a separator
        for byte in properties.map(\.name).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "deepCheckEvery \(deepCheckEvery), ordersEnumeratedUpTo \(ordersEnumeratedUpTo), settleSteps \(settleSteps), "
            + "frameSize \(frameSize.width)x\(frameSize.height), weights \(weights.send)/\(weights.answer)/\(weights.lateAnswer)/"
            + "\(weights.advanceTime)/\(weights.emit), \(properties.count) properties \(String(hash, radix: 16))"
    }

    /// The build CI names, when it names one (GitHub Actions' `GITHUB_SHA`, GitLab's
    /// `CI_COMMIT_SHA`); empty otherwise.
    static var buildFromEnvironment: String {
        let environment = ProcessInfo.processInfo.environment
        return environment["GITHUB_SHA"] ?? environment["CI_COMMIT_SHA"] ?? ""
    }
}
