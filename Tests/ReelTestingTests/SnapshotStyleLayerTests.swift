import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Snapshot style layer")
struct SnapshotStyleLayerTests {
    /// A 6×2 frame: `hi` on the first row, its cells in `style`, and a dim cell below.
    private func styled(_ style: Style) -> Frame {
        var frame = sampleFrame("hi")
        frame.setStyle(style, in: Rect(x: 0, y: 0, width: 2, height: 1))
        frame.setStyle(.dim, in: Rect(x: 5, y: 1, width: 1, height: 1))
        return frame
    }

    @Test("given a frame with styles, when recorded, then the frame file is plain and a sibling lists each styled run")
    func recordsLayer() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: styled(.reverse), named: "pick", in: "Demo", settings: sandbox.settings())
        #expect(sandbox.contents("Demo", "pick") == "hi    |\n      |\n")
        #expect(sandbox.contents("Demo", "pick.styles") == "row 0, cols 0-1: reverse\nrow 1, col 5: dim\n")
        #expect(sandbox.files == ["Snapshots/Demo/pick.styles.txt", "Snapshots/Demo/pick.txt"])
        let recorded = sandbox.log.failures.count
        assertSnapshot(of: styled(.reverse), named: "pick", in: "Demo", settings: sandbox.settings())
        #expect(sandbox.log.failures.count == recorded, "a matching frame and layer pass")
    }

    @Test("given a recorded layer, when only a style changes, then the assertion fails with a diff of the layer")
    func changedStyleFails() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: styled(.reverse), named: "pick", in: "Demo", settings: sandbox.settings())
        let recorded = sandbox.log.failures.count
        assertSnapshot(of: styled(Style(.bold, foreground: .red)), named: "pick", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "never"]))
        let failures = sandbox.log.failures.dropFirst(recorded)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("pick.styles") == true)
        #expect(failures.first?.contains("row 0, cols 0-1: bold red") == true)
    }

    @Test("given a frame without styles, when recorded, then no layer is written; a layer left over fails")
    func noStylesNoLayer() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: sampleFrame("hi"), named: "plain", in: "Demo", settings: sandbox.settings())
        #expect(sandbox.files == ["Snapshots/Demo/plain.txt"])
        try sandbox.store("row 0, col 0: bold\n", "Demo", "plain.styles")
        let recorded = sandbox.log.failures.count
        assertSnapshot(of: sampleFrame("hi"), named: "plain", in: "Demo", settings: sandbox.settings())
        let failures = sandbox.log.failures.dropFirst(recorded)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("expects styles, but the frame has none") == true)
        assertSnapshot(of: sampleFrame("hi"), named: "plain", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "failed"]))
        #expect(sandbox.files == ["Snapshots/Demo/plain.txt"], "re-recording removes the stale layer")
    }

    @Test("given a reel, when its layer is made, then styled steps are listed under their headers and plain ones left out")
    func reelLayer() {
        let layer = SnapshotStyleLayer.reel([("start", sampleFrame("hi")), ("2 picked", styled(.underline))])
        #expect(layer == "== 2 picked\nrow 0, cols 0-1: underline\nrow 1, col 5: dim\n")
        #expect(SnapshotStyleLayer.reel([("start", sampleFrame("hi"))]) == nil)
    }
}
