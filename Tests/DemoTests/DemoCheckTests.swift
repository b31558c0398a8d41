import Foundation
import Testing

/// `reel-demo explore --exhaustive`: a screen of the app checked to a bound, end to end.
@Suite("reel-demo explore --exhaustive")
struct DemoCheckTests {
    @Test("given the notes screen, when checked to depth 3, then every rule holds, the counts are printed and the output is the same on a second run")
    func aCleanScreenIsChecked() throws {
        let arguments = ["explore", "--exhaustive", "--scene", "notes", "--depth", "3"]
        let first = try DemoProcess.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "20 distinct states, 34 transitions, depth 3")
        #expect(lines.dropFirst().first?.hasPrefix("holds to depth 3: every property, in every state within 3 decisions; not beyond") == true)
        #expect(first.stdout.contains("covered: 3 user actions"))
        #expect(first.stdout.contains("not covered: sessions longer than 3 decisions"))
        #expect(first.stdout.contains("once the world settles: every command is answered or cancelled once the world settles"))
        #expect(first.stdout.contains("memory: 20 fingerprints, ") && first.stdout.contains(" bytes a state"))
        #expect(first.stderr.hasPrefix("check: ") && first.stderr.contains(" states/s"))
        let second = try DemoProcess.run(arguments)
        #expect(second.stdout == first.stdout)
    }

    @Test("given the profile, which needs a sign-in, when checked, then the check signs in first and every rule holds")
    func theProfileIsCheckedAfterSigningIn() throws {
        let check = try DemoProcess.run(["explore", "--exhaustive", "--scene", "profile", "--depth", "3"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("31 distinct states, 53 transitions, depth 3\n"))
        #expect(check.stdout.contains("covered: 1 user actions (screen(id: 3, msg: profile(refreshTapped)))"))
        #expect(check.stderr.contains(" bytes a state, peak memory "))
    }

    @Test("given the search, when checked to depth 5 by one job and by two threads, then the output is the same", arguments: [
        ["--depth", "5"], ["--depth", "4", "--never", "med-chem"],
    ])
    func twoJobsGiveTheSameOutput(arguments: [String]) throws {
        let check = ["explore", "--exhaustive", "--scene", "search"] + arguments
        let one = try DemoProcess.run(check + ["--jobs", "1"])
        let two = try DemoProcess.run(check + ["--jobs", "2"])
        #expect(one.status == (arguments.contains("--never") ? 1 : 0), "\(one.stdout)\(one.stderr)")
        #expect(one.stdout.hasPrefix(arguments.contains("--never") ? "19 distinct states, 23 transitions, depth 3\n" : "132 distinct states, 432 transitions, depth 5\n"))
        #expect(two.status == one.status, "\(two.stderr)")
        #expect(two.stdout == one.stdout)
    }

    @Test("given the search checked in 2 shards, when merged, then one run's states, depth and verdict; a shard twice is refused in one line")
    func shardsMergeToOneRun() throws {
        let folder = try LogFolder()
        let check = ["explore", "--exhaustive", "--scene", "search", "--depth", "5"]
        var files: [String] = []
        for shard in ["1/2", "2/2"] {
            let file = folder.path("shard-\(files.count + 1).check")
            let run = try DemoProcess.run(check + ["--shard", shard, "--report", file])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasPrefix("shard \(shard): "))
            files.append(file)
        }
        let merged = try DemoProcess.run(["explore", "merge"] + files)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("132 distinct states, depth 5 (2 shards merged)\nholds to depth 5: every property"))
        let twice = try DemoProcess.run(["explore", "merge", files[0], files[0]])
        #expect(twice.status == 2)
        #expect(twice.stderr == "error: shard 1/2 is given twice\n")
        // The notes screen, opened by its route as the search is (no prelude): another check, by its start.
        let notes = folder.path("notes-2.check")
        _ = try DemoProcess.run(["explore", "--exhaustive", "--scene", "notes", "--depth", "5", "--shard", "2/2", "--report", notes])
        let otherScreen = try DemoProcess.run(["explore", "merge", files[0], notes])
        #expect(otherScreen.status == 2, "\(otherScreen.stdout)")
        #expect(otherScreen.stderr.hasPrefix("error: the shards are of different checks: shard 2/2 was checked with scene "))

        let never = check.dropLast() + ["4", "--never", "med-chem"]
        let broken = try (1...2).map { index in
            let file = folder.path("never-\(index).check")
            _ = try DemoProcess.run(Array(never) + ["--shard", "\(index)/2", "--report", file])
            return file
        }
        let shortest = try DemoProcess.run(["explore", "merge"] + broken)
        #expect(shortest.status == 1, "\(shortest.stdout)\(shortest.stderr)")
        #expect(shortest.stdout.contains("broken: no screen shows \"med-chem\", after 3 decisions (no shorter session breaks it)\n"))
        let mixed = try DemoProcess.run(["explore", "merge", files[0], broken[1]])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.hasPrefix("error: the shards are of different checks: ") && mixed.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("given a text the search shows once results come, when checked never to show it, then a shortest session to it exits 1 and its log replays and inspects")
    func aCounterexampleIsWrittenReplayedAndInspected() throws {
        let folder = try LogFolder()
        let log = folder.path("shortest.jsonl")
        let check = try DemoProcess.run(["explore", "--exhaustive", "--scene", "search", "--depth", "4", "--never", "med-chem", "--out", log])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("broken: no screen shows \"med-chem\", after 3 decisions (no shorter session breaks it)\n"))
        #expect(check.stdout.contains("""
              1. send screen(id: 1, msg: search(queryChanged("em")))
              2. advance time
              3. answer #0 with outcome 0
            """))
        #expect(check.stdout.hasSuffix("the shortest session's log: \(log) (reel-demo replay \(log), reel-demo inspect \(log))\n"))

        let replay = try DemoProcess.run(["replay", log])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("    med-chem.info "), "the last frame shows the text")

        let inspect = try DemoProcess.run(["inspect", log], script: ["last", "d"])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("== step 3 of 3 [subscriptions]: screen(id: 1, msg: search(searchResponded(query: \"em\""))
        #expect(inspect.stdout.contains("    med-chem.info "))
        #expect(inspect.stdout.hasSuffix("no divergence: all 3 steps replay as recorded\n"))
    }

    @Test("given bad input, when checking, then one line names the problem and the exit status is 2", arguments: [
        (["--exhaustive"], "error: --exhaustive needs --scene ROUTE, such as search"),
        (["--exhaustive", "--scene", "search", "--depth", "0"], "error: --depth needs a whole number from 1 to 50"),
        (["--exhaustive", "--scene", "search", "--depth", "many"], "error: --depth needs a whole number from 1 to 50"),
        (["--scene", "search"], "error: --scene, --depth and --never go with explore --exhaustive"),
        (["--exhaustive", "--scene", "nowhere"], "error: --scene nowhere: "),
        (["--exhaustive", "--scene", "search", "--never", ""], "error: --never needs a TEXT that no screen may show"),
        (["--never", "x"], "error: --scene, --depth and --never go with explore --exhaustive"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let result = try DemoProcess.run(["explore"] + arguments)
        #expect(result.status == 2)
        #expect(result.errors.first?.hasPrefix(message) == true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
