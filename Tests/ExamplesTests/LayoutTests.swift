import ReelExampleSupport
import Reel
import Testing

/// Every state of every screen at sizes from the smallest supported (40×12) to 200×60, odd ones
/// between: the frame's structure holds, so nothing a scene draws lands on it.
@Suite("Layout at every size")
struct LayoutTests {
    /// From the smallest supported size to the largest laid out for, with odd sizes between.
    static let sizes = [
        (40, 12), (41, 13), (43, 12), (40, 15), (47, 17), (53, 19), (60, 20), (67, 21), (80, 24), (99, 31), (121, 40), (157, 47), (200, 60),
    ].map { FrameSize(width: $0.0, height: $0.1) }

    @Test("given any screen in any state at any supported size, then the rules under the title and over the status line are whole and the status line ends with its hint")
    func nothingOverlapsTheFrame() throws {
        for state in try ScreenStates.all {
            for size in Self.sizes {
                let frame = state.frame(size)
                let context = "\(state.folder)/\(state.name) at \(size):\n\(frame.text)"
                let title = frame.line(1), rule = frame.line(size.height - 2), status = frame.line(size.height - 1)
                if state.folder == "App" {
                    #expect(title.hasPrefix("─") && title.hasSuffix("─"), "the notice sits inside the rule: \(context)")
                } else {
                    #expect(Set(title) == ["─"], "the rule under the title is whole: \(context)")
                }
                #expect(Set(rule) == ["─"], "the rule over the status line is whole: \(context)")
                #expect(status.allSatisfy { !"─│┌┐└┘".contains($0) }, "nothing is drawn over the status line: \(context)")
                #expect(status.last.map { $0 != " " } == true, "the hint ends the status line: \(context)")
            }
        }
    }

    @Test("given a frame below 40×12, when the app renders, then it says only that the frame is too small")
    func tooSmallIsRefused() throws {
        let login = try #require(ScreenStates.login.first)
        for size in [FrameSize(width: 39, height: 12), FrameSize(width: 40, height: 11), FrameSize(width: 20, height: 5)] {
            let frame = login.frame(size)
            let words = frame.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(words == "Too small: \(size). The screens need at least 40x12.", "\(size):\n\(frame.text)")
        }
        #expect(SupportedSize.refusal(for: SupportedSize.minimum) == nil)
        #expect(SupportedSize.refusal(for: FrameSize(width: 30, height: 10)) == "Too small: 30x10. The screens need at least 40x12.")
    }
}
