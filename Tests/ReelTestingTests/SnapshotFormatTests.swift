import Reel
import ReelTesting
import Testing

@Suite("Snapshot file format")
struct SnapshotFormatTests {
    @Test("given a frame, when formatted, then every row ends with the | border, blank rows and trailing spaces kept")
    func frame() {
        var frame = Frame(size: FrameSize(width: 4, height: 3))
        frame.draw("ab", x: 1, y: 0)
        #expect(SnapshotFormat.frame(frame) == " ab |\n    |\n    |\n")
    }

    @Test("given frames with headers, when formatted as a reel, then each frame follows its header line")
    func reel() {
        let frame = sampleFrame("n")
        let text = SnapshotFormat.reel([(header: "0 start", frame: frame), (header: "1 tapped\ntwice", frame: frame)])
        #expect(text == "== 0 start\nn     |\n      |\n== 1 tapped twice\nn     |\n      |\n")
    }

    @Test("given text, when normalised, then line ends, trailing whitespace and final blank lines stop mattering")
    func normalized() {
        #expect(SnapshotFormat.normalized("a  \r\nb\t\rc\n\n\n") == "a\nb\nc\n")
        #expect(SnapshotFormat.normalized("a") == "a\n")
        #expect(SnapshotFormat.normalized("\n \n") == "")
        #expect(SnapshotFormat.normalized("  indented") == "  indented\n")
    }

    @Test("given a stored file edited by a Windows editor, when compared, then CRLF and a missing final newline still match")
    func crlfMatches() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("\u{FEFF}hi    |\r\n      |", "Demo", "greeting")
        assertSnapshot(of: sampleFrame("hi"), named: "greeting", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "never"]))
        #expect(sandbox.log.failures.isEmpty)
    }

    @Test("given a stored file, when it differs only in Unicode normalisation, then it does not match")
    func byteExact() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("\u{E9}\n", "Demo", "accent")
        assertSnapshot(of: "e\u{301}", named: "accent", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "never"]))
        #expect(sandbox.log.failures.count == 1)
    }

    @Test("given a reel differing in one step, when asserted, then the failure diff shows that step's changed row")
    func reelMismatch() throws {
        let sandbox = try SnapshotSandbox()
        let settings = sandbox.settings()
        assertSnapshot(of: [(header: "1 a", frame: sampleFrame("a")), (header: "2 b", frame: sampleFrame("b"))], named: "reel", in: "Demo", settings: settings)
        assertSnapshot(of: [(header: "1 a", frame: sampleFrame("a")), (header: "2 b", frame: sampleFrame("c"))], named: "reel", in: "Demo", settings: settings)
        #expect(sandbox.log.failures.count == 2)
        #expect(sandbox.log.failures[1].contains("- 5   │ b     |\n+   5 │ c     |"))
    }
}
