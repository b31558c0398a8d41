import Foundation
import Testing

@Suite("reel-demo replay")
struct DemoReplayTests {
    /// The input the committed tour records in its header.
    private static let recordedInput = #""input":{"api":{"baseURL":"fixture://api"},"notesPath":"notes.json","root":"login"},"#

    @Test("given the tour, when replayed without --verify, then every frame prints under a short header, with no warning")
    func replayPrintsShortHeaders() throws {
        let result = try DemoProcess.run(["replay", LogFolder.tour.path])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== step ") }
        #expect(headers.count == 87)
        #expect(headers.allSatisfy { $0.count <= 140 }, "a search answer once made a header of 4,415 characters")
        #expect(headers.contains { $0.hasPrefix("== step 10: screen(id: 3, msg: search(searchResponded(") && $0.hasSuffix("…") })
    }

    @Test("given the tour with its last frame drawn otherwise, when replayed without --verify, then it prints every frame, warns once naming the step, and exits 0")
    func replayWarnsOfAStepThatReplaysDifferently() throws {
        let folder = try LogFolder()
        let log = try folder.tourWithLastFrameRetitled().path

        let result = try DemoProcess.run(["replay", log])

        #expect(result.status == 0)
        #expect(result.stdout.contains("== step 87: "))
        #expect(result.errors == [
            "warning: \(log): step 87 replays differently from the recording: its frame differs; "
                + "`reel-demo replay \(log) --verify` shows the difference",
        ])
    }

    @Test("given the tour's header saying it ran against another API, when verified, then the log's input is used and step 3's URL diverges")
    func verifyTakesTheInputFromTheLog() throws {
        let folder = try LogFolder()
        let log = try folder.tour(replacing: #""baseURL":"fixture://api""#, with: #""baseURL":"http://elsewhere.test""#)

        let fromLog = try DemoProcess.run(["replay", log, "--verify"])
        let overridden = try DemoProcess.run(["replay", log, "--verify", "--api", "fixture://api"])

        #expect(fromLog.status == 1)
        #expect(fromLog.stderr.contains("diverged at step 3, message"))
        #expect(fromLog.stderr.contains(#"    [0].scoped.command.http.request.url: "fixture://api/login" ≠ "http://elsewhere.test/login""#))
        #expect(overridden.status == 0, "\(overridden.stderr)")
        #expect(overridden.stdout == "identical: 87 steps replayed and verified\n")
    }

    @Test("given the tour without an input in its header, as logs were written before, when verified, then the command line's input is used")
    func logWithoutInputStillVerifies() throws {
        let folder = try LogFolder()
        let log = try folder.tour(replacing: Self.recordedInput, with: "")

        let result = try DemoProcess.run(["replay", log, "--verify"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "identical: 87 steps replayed and verified\n")
    }

    @Test("given the tour with a line that is not JSON after its steps, when replayed, then the frames before it print and it exits 2 naming the line")
    func replayStopsAtABrokenLine() throws {
        let folder = try LogFolder()
        let log = folder.path("broken.jsonl")
        try (Data(contentsOf: LogFolder.tour) + Data("not json\n".utf8)).write(to: URL(fileURLWithPath: log))

        let result = try DemoProcess.run(["replay", log])

        #expect(result.status == 2)
        #expect(result.stdout.contains("== step 87: "))
        #expect(result.errors == ["error: cannot replay \(log): line 89: not a JSON object: expected an object at byte 1"])
    }
}
