import Foundation
import Testing

@Suite("reel-demo inspect, in a terminal")
struct DemoInspectTerminalTests {
    private typealias T = TerminalSession
    private static let home = "\u{1B}[H", end = "\u{1B}[F", pageDown = "\u{1B}[6~"

    @Test("given the tour, when a person opens it and moves by keys to steps 1, 10 and the last, then each shows its frame and model changes, and q leaves the terminal as it was")
    func stepsByKeys() throws {
        let run = try T.run(columns: 150, rows: 50, arguments: ["inspect", LogFolder.tour.path], [
            ["wait", "step 87 of 87"], ["screen", "last"],
            ["send", Self.home], ["wait", "step 0 of 87"], ["send", T.down], ["wait", "step 1 of 87"], ["screen", "one"],
            ["send", ":10\r"], ["wait", "step 10 of 87"], ["screen", "ten"],
            ["send", Self.pageDown], ["gone", "step 10 of 87"], ["send", Self.end], ["wait", "step 87 of 87"], ["screen", "end"],
            ["send", "q"], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.status == 0)
        #expect(run.restoredTerminal, "settings, screen, cursor and autowrap as before")
        let one = run.screens["one"] ?? ""
        #expect(one.contains("First name  [Ada___"), "the frame after step 1")
        #expect(one.contains(#"stack[id: 1].screen.state.model.firstName: "" → "Ada""#), "the model's change by path")
        let ten = run.screens["ten"] ?? ""
        #expect(ten.contains("> med-med-buy.com"))
        #expect(ten.contains(#"stack[id: 3].screen.state.model.phase: .loading("med") → .found("#))
        #expect(ten.contains("stop screen-3/search.progress"), "the subscription it stopped")
        let last = run.screens["last"] ?? ""
        #expect(last.contains("87 c   navigationRequested(from: 2, popToRoot)"), "the list, with its marks")
        #expect(last.contains("stack[id: 2]: removed Layer(screen: Screen(state: SceneState<Greeting>"))
        #expect(last.contains("cancelScope: screen-2"), "the command it emitted")
        #expect(run.screens["end"] == last)
    }

    @Test("given the tour, when a person searches the messages and goes to the next and previous match, then the matching steps are selected")
    func search() throws {
        let run = try T.run(columns: 150, rows: 50, arguments: ["inspect", LogFolder.tour.path], [
            ["wait", "step 87 of 87"], ["send", Self.home], ["wait", "step 0 of 87"],
            ["send", "/queryChanged\r"], ["wait", "\"queryChanged\" in step 8"],
            ["send", "/nothing like this\r"],
            ["wait", "no step's message contains \"nothing like this\""], ["send", "/pop\r"], ["wait", "\"pop\" in step 12"],
            ["send", "n"], ["wait", "\"pop\" in step 27"], ["send", "N"], ["wait", "\"pop\" in step 12"],
            ["send", ":400\r"], ["wait", "no step \"400\": give a number from 0 to 87"], ["send", "q"], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.status == 0)
        #expect(run.restoredTerminal)
    }

    @Test("given a log that today's code draws otherwise at step 5, when d is pressed, then step 5 is selected with the recorded and replayed rows")
    func divergence() throws {
        let folder = try LogFolder()
        let log = try folder.divergedTour()
        let run = try T.run(columns: 150, rows: 50, arguments: ["inspect", log], [
            ["wait", "step 87 of 87"], ["send", "d"], ["wait", "step 5 diverges from today's code: its frame differs"],
            ["screen", "diverged"], ["send", "q"], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.status == 0)
        let screen = run.screens["diverged"] ?? ""
        #expect(screen.contains("step 5 of 87"))
        #expect(screen.contains("diverged from today's code"))
        #expect(screen.contains("Hello Ada Lovelace <4"), "the recorded row")
        #expect(screen.contains("Hello Ada Lovelace <3"), "the replayed row")
        #expect(screen.contains(" 5   ! navigationRequested(from: 1, push home)"), "the step marked in the list")
    }

    @Test("given the inspector, when the terminal is resized, then it is drawn at the new size as a fresh start would draw it, and Ctrl-C exits 130 restored")
    func resize() throws {
        let resized = try T.run(columns: 150, rows: 50, arguments: ["inspect", LogFolder.tour.path], [
            ["wait", "step 87 of 87"], ["resize", 120, 40], ["screen", "smaller"], ["resize", 30, 10], ["wait", "Too small"],
            ["resize", 120, 40], ["gone", "Too small"], ["screen", "again"], ["send", T.ctrlC], ["exit"],
        ])
        let fresh = try T.run(columns: 120, rows: 40, arguments: ["inspect", LogFolder.tour.path], [
            ["wait", "step 87 of 87"], ["screen", "smaller"], ["send", "q"], ["exit"],
        ])
        #expect(resized.failures == [])
        #expect(resized.screens["smaller"] == fresh.screens["smaller"])
        #expect(resized.screens["again"] == fresh.screens["smaller"])
        #expect(resized.status == 130)
        #expect(resized.restoredTerminal)
    }
}
