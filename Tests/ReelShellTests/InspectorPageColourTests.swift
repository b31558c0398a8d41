import Foundation
import Reel
import ReelLog
import ReelShell
import Testing

/// A sign in the terminal's 256 colours, with text a page must escape.
private enum Sign: LoggableScene {
    enum Msg: Equatable, Sendable, Codable { case lit }
    static let appName = "Sign"
    static let messageSamples: [Msg] = [.lit]
    static func start(_ input: Void) -> (Bool, Effect<Msg>) { (false, .none) }
    static func update(_ lit: inout Bool, _ msg: Msg) -> Effect<Msg> {
        lit = true
        return .none
    }
    static func render(_ lit: Bool, into frame: inout Frame) {
        frame.draw("Tom & Jerry <live>", x: 0, y: 0, style: Style(foreground: .indexed(180), background: .indexed(232)))
        frame.draw(lit ? "on" : "off", x: 0, y: 1, style: Style(.bold, foreground: .red))
    }
}

@Suite("The inspector's page: colours and text as a browser shows them")
struct InspectorPageColourTests {
    @Test("given a frame in palette colours, cube and grey, with & and < in its text, when its page is made, then the colours are #rrggbb and the text is escaped")
    func coloursAndEscapes() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("sign-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let size = FrameSize(width: 24, height: 2)
        let recorder = try LogRecorder<Sign>(to: log, frameSize: size, recordedAt: Date(timeIntervalSince1970: 0))
        var replay = Replay<Sign>(frameSize: size)
        recorder.record(index: 1, msg: .lit, effect: replay.apply(.lit), frame: replay.frame)
        recorder.close()

        let page = try LogInspector<Sign>(logAt: log, input: ()).html()

        // Palette 180 is cube entry 164 (4, 3, 2 of 6 levels): #d7af87; palette 232 is the first grey, #080808.
        #expect(page.contains("#d7af87"))
        #expect(page.contains("#080808"))
        #expect(page.contains("Tom &amp; Jerry &lt;live&gt;"))
        #expect(!page.contains("Tom & Jerry"))
    }
}
