import Dispatch
import Foundation
import Reel
import ReelTesting
import Testing

/// The guides' file viewer (the Reel article EffectsAndSubscriptions.md and the ReelTesting article
/// TestingScenes.md), tested as the guides say to test it.
@Suite("Guide: writing your own request and source")
struct GuideTests {
    @Test("given the viewer, when the file loads and lines are emitted while following, then the model shows both")
    func byHand() {
        let t = SceneTester<FileViewer>(input: "notes.txt", start: .request(ReadText(path: "notes.txt"), id: "load"))
        t.respond(to: ReadText(path: "notes.txt"), with: .success("hello"))
        t.receive(.textLoaded("hello")) { $0.text = "hello" }
        t.send(.followTapped, { $0.following = true }, subscriptions: SubscriptionChanges(started: [
            .source(AppendedLines(path: "notes.txt"), id: "appended") { .lineAppended($0) },
        ]))
        t.emit("one more", to: "appended")
        t.receive(.lineAppended("one more")) { $0.appended = ["one more"] }
        t.send(.followTapped, { $0.following = false }, subscriptions: SubscriptionChanges(stopped: ["appended"]))
        t.emit("too late", to: "appended")
        #expect(t.dropped == [.lineAppended("too late")])
    }

    @Test("given the real handlers and a real file, when the viewer follows it, then loads and appended lines arrive")
    func realFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("first\n".utf8).write(to: file)

        let appended = DispatchSemaphore(value: 0)
        let program = Program<FileViewer>(input: file.path, services: FileViewerServices.live())
        let observation = program.observe { step in
            if case .lineAppended = step.msg { appended.signal() }
        }
        defer { observation.cancel() }
        program.expectSettled()
        #expect(program.model.text == "first\n")

        program.send(.followTapped)
        #expect(appended.wait(timeout: .now() + 10) == .success)  // the line already there
        try Data("first\nsecond\n".utf8).write(to: file)
        #expect(appended.wait(timeout: .now() + 10) == .success)
        program.send(.followTapped)
        program.expectSettled()
        #expect(program.model.appended == ["first", "second"])
        #expect(program.subscriptions.isEmpty)
    }

    @Test("given no handler for the request, when the viewer starts, then a fault names the request type")
    func unregistered() {
        let program = Program<FileViewer>(input: "notes.txt", services: Services())
        program.expectSettled()
        #expect(program.faults == [.unhandled(tag: "read-text", type: "ReelTests.ReadText")])
        #expect(program.model.text.isEmpty)
    }
}
