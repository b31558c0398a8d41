import Foundation
import Testing

/// `reel-demo explore --exhaustive` prints the liveness verdict: checked when the bound exhausts
/// the screen, said to be unchecked when it does not; `explore merge --scene` checks it after the
/// shards of a check are merged, with the verdict one machine prints.
@Suite("reel-demo explore --exhaustive: liveness")
struct DemoLivenessTests {
    @Test("given the profile checked to depth 8, which exhausts it, then liveness holds; to depth 3, then it was not checked")
    func theVerdictIsPrinted() throws {
        let exhausted = try DemoProcess.run(Self.check)
        #expect(exhausted.status == 0, "\(exhausted.stdout)\(exhausted.stderr)")
        #expect(exhausted.stdout.contains("holds: every property, in every reachable state"), "\(exhausted.stdout)")
        #expect(exhausted.stdout.contains("\n\(Self.holds)\n"), "\(exhausted.stdout)")
        let bounded = try DemoProcess.run(["explore", "--exhaustive", "--scene", "profile", "--depth", "3"])
        #expect(bounded.status == 0, "\(bounded.stderr)")
        #expect(bounded.stdout.contains("\nliveness: not checked (the bound did not exhaust the scene: "), "\(bounded.stdout)")
    }

    /// The profile's check to depth 8, which exhausts it.
    static let check = ["explore", "--exhaustive", "--scene", "profile", "--depth", "8"]
    /// The verdict one machine prints for it (`LivenessAfterMergeTests` shows the merge gives one machine's verdict, whatever it is).
    static let holds = "liveness: holds, in every reachable state, on every path on which the world does what it owes (answers, timers) "
        + "and the user may stop: every request is eventually answered or cancelled; the top screen's loading indicator eventually goes away"

    @Test("given the profile checked in 2 shards, when merged, then liveness is not checked; merged with --scene profile, it holds as on one machine")
    func theMergeChecksLiveness() throws {
        let folder = try LogFolder()
        let files = try (1...2).map { index in
            let file = folder.path("profile-\(index).check")
            let run = try DemoProcess.run(Self.check + ["--shard", "\(index)/2", "--report", file])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            return file
        }
        let merged = try DemoProcess.run(["explore", "merge"] + files)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("77 distinct states, depth 6 (2 shards merged)\nholds: every property"), "\(merged.stdout)")
        #expect(merged.stdout.contains("\nliveness: not checked (the shards check the properties of every state;"), "\(merged.stdout)")
        #expect(merged.stdout.hasSuffix("(explore merge --scene ROUTE checks liveness here, after the merge)\n"))
        let checked = try DemoProcess.run(["explore", "merge", "--scene", "profile"] + files)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.hasSuffix("\n\(Self.holds)\n"), "\(checked.stdout)")
        let otherScreen = try DemoProcess.run(["explore", "merge", "--scene", "notes"] + files)
        #expect(otherScreen.status == 2 && otherScreen.stdout.isEmpty, "\(otherScreen.stdout)")
        #expect(otherScreen.stderr.hasPrefix("error: --scene notes: the shards are of different checks: the shards were checked with scene "))
        let otherBuild = try DemoProcess.run(["explore", "merge", "--scene", "profile", "--build", "another"] + files)
        #expect(otherBuild.status == 2)
        #expect(otherBuild.stderr.hasPrefix("error: --scene profile: the shards are of different checks: the shards are of build "))
        #expect(otherBuild.stderr.hasSuffix(", this checker of \"another\"\n"))
    }
}
