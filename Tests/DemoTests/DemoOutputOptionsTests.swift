import Foundation
import Testing

@Suite("reel-demo, --all-frames and --notes")
struct DemoOutputOptionsTests {
    @Test("given --all-frames, when a line is piped, then every step's frame is printed under the step's message")
    func allFramesPrintsEachStep() throws {
        let result = try DemoProcess.run(["--all-frames"], script: ["first Ada"])
        #expect(result.status == 0)
        #expect(result.errors == [])
        #expect(result.stdout.hasPrefix("== start\n== first Ada\n-- step 1: screen(id: 1, msg: login(firstNameChanged(\"Ada\")))\n"))
        #expect(result.stdout.contains("First name  [Ada___"))
    }

    @Test("given --notes FILE, when a note is added and saved, then the file holds it")
    func notesGoToTheFile() throws {
        let folder = try LogFolder()
        let path = folder.path("notes.json")
        let result = try DemoProcess.run(["--scene", "notes", "--notes", path], script: ["add milk", "save"])
        #expect(result.status == 0)
        #expect(result.errors == [])
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [[String: String]]
        #expect(saved?.map { $0["text"] } == ["milk"])
    }
}
