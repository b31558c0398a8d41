import Foundation
import Testing

@Suite("reel-demo shrink")
struct DemoShrinkTests {
    @Test("given the tour with its last frame drawn otherwise, when shrunk, then 3 steps are written that diverge at the last, on the frame")
    func frameDivergence() throws {
        let folder = try LogFolder()
        let (log, hash) = try folder.tourWithLastFrameRetitled()
        let out = folder.path("small.jsonl")
        let shrunk = try DemoProcess.run(["shrink", log, "--out", out])
        #expect(shrunk.status == 0, "\(shrunk.stderr)")
        #expect(shrunk.stdout == "diverged at step 87 (frame): shrunk 87 steps to 3; wrote \(out) (reel-demo replay \(out) --verify)\n")
        let verified = try DemoProcess.run(["replay", out, "--verify"])
        #expect(verified.status == 1)
        #expect(verified.errors.first == #"error: \#(out): diverged at step 3, message {"navigationRequested":{"_1":{"popToRoot":{}},"from":2}}"#)
        #expect(verified.stderr.contains("frame hash: recorded \(hash), replayed 18c05b369205a348"))
        let replayed = try DemoProcess.run(["replay", out])
        #expect(replayed.status == 0)
        #expect(replayed.headers.count == 4, "the start and 3 steps: \(replayed.headers)")
    }

    @Test("given the tour with a command changed at step 85, when shrunk, then fewer steps are written that diverge at the last, on the commands")
    func commandsDivergence() throws {
        let folder = try LogFolder()
        let log = try folder.tour(
            replacing: #"{"commands":[{"cancelScope":"screen-10"}],"frame":"8d45357a1b827ce4","index":85"#,
            with: #"{"commands":[{"cancelScope":"screen-9"}],"frame":"8d45357a1b827ce4","index":85"#)
        let out = folder.path("small.jsonl")
        let shrunk = try DemoProcess.run(["shrink", log, "--out", out])
        #expect(shrunk.status == 0, "\(shrunk.stderr)")
        let steps = try String(contentsOf: URL(fileURLWithPath: out), encoding: .utf8).split(separator: "\n").count - 1
        #expect(steps < 85)
        #expect(shrunk.stdout.hasPrefix("diverged at step 85 (commands): shrunk 85 steps to \(steps); wrote \(out)"))
        let verified = try DemoProcess.run(["replay", out, "--verify"])
        #expect(verified.status == 1)
        #expect(verified.errors.first?.contains("diverged at step \(steps), message") == true)
        #expect(verified.stderr.contains(#"commands differ, recorded ≠ replayed:"#))
        #expect(verified.stderr.contains(#"    [0].cancelScope: "screen-9" ≠ "screen-10""#))
    }

    @Test("given the tour as committed, when shrunk, then there is nothing to shrink, nothing is written and the exit status is 0")
    func nothingToShrink() throws {
        let folder = try LogFolder()
        let out = folder.path("small.jsonl")
        let result = try DemoProcess.run(["shrink", LogFolder.tour.path, "--out", out])
        #expect(result.status == 0)
        #expect(result.stdout == "\(LogFolder.tour.path): nothing to shrink: 87 steps verify and every property holds\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("given bad usage or an unreadable log, then one line names the problem and the exit status is 2")
    func badUsageAndUnreadableLogs() throws {
        let folder = try LogFolder()
        let garbage = folder.path("garbage.jsonl")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: garbage))
        let missing = folder.path("missing.jsonl")
        let diverging = try folder.tourWithLastFrameRetitled().path
        let cases: [([String], String)] = [
            (["shrink"], "error: shrink needs a LOG"),
            (["shrink", garbage], "error: shrink needs --out FILE"),
            (["shrink", garbage, "--out"], "error: --out needs a FILE"),
            (["replay", garbage, "--out", "x.jsonl"], "error: --out goes with shrink LOG"),
            (["shrink", garbage, "--out", folder.path("out.jsonl")],
             "error: \(garbage): not a Reel log: line 1 is not a JSON object (expected an object at byte 1)"),
            (["shrink", missing, "--out", folder.path("out.jsonl")], "error: \(missing): cannot access \(missing): "),
            (["shrink", diverging, "--out", folder.path("no/such.jsonl")], "error: cannot write \(folder.path("no/such.jsonl")): "),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.first?.hasPrefix(message) == true, "\(result.errors)")
            #expect(result.stdout.isEmpty)
        }
    }
}
