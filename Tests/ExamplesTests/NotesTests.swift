import Foundation
import ReelExampleNotes
import Reel
import ReelTesting
import Testing

@Suite("Notes scene")
struct NotesTests {
    private let path = "/tmp/notes.json"
    private var load: NotesFile { NotesFile(path: path, action: .load) }
    private let milk = Note(id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!, text: "Buy milk")

    @Test("given a notes file, when the screen opens, then it loads; adding a note takes a random id and saves the whole list")
    func addSaves() {
        let t = SceneTester<Notes>(input: Notes.Input(path: path), start: .request(load, id: "notes.file"))
        t.respond(to: load, with: .success([milk]))
        t.receive(.loaded([milk])) { $0.notes = [milk]; $0.file = .saved }
        t.send(.addTapped("  Call Bob "), commands: .uuid())
        let bob = Note(id: RandomSource(seed: 0).uuid(), text: "Call Bob")  // the tester's random source starts at seed 0
        let save = NotesFile(path: path, action: .save([milk, bob]))
        t.receive(.noteCreated(bob), { $0.notes = [milk, bob]; $0.file = .saving }, commands: .request(save, id: "notes.file"))
        t.respond(to: save, with: .success([milk, bob]))
        t.receive(.savedToFile) { $0.file = .saved }
    }

    @Test("given an unreadable file, then the screen says so and never saves over it, while notes added stay on screen")
    func unreadableFileIsNeverOverwritten() {
        let t = SceneTester<Notes>(input: Notes.Input(path: path), start: .request(load, id: "notes.file"))
        t.respond(to: load, with: .failure(NotesFileError("notes.json is not a notes file; it is left as it was")))
        t.receive(.loadFailed("notes.json is not a notes file; it is left as it was")) {
            $0.file = .unreadable("notes.json is not a notes file; it is left as it was")
        }
        t.send(.noteCreated(milk)) { $0.notes = [milk] }
        t.send(.saveTapped)
        #expect(t.frame.text.contains("! notes.json is not a notes file; it is left as it was"))
        #expect(t.frame.text.contains("1. Buy milk"))
    }

    @Test("given a failed save, then the notes stay on screen, unsaved, and save tries again")
    func failedSaveKeepsTheNotes() {
        let t = SceneTester<Notes>(model: Notes.Model(path: path, notes: [], file: .saved))
        let save = NotesFile(path: path, action: .save([milk]))
        t.send(.noteCreated(milk), { $0.notes = [milk]; $0.file = .saving }, commands: .request(save, id: "notes.file"))
        t.respond(to: save, with: .failure(NotesFileError("cannot save notes.json: No space left on device")))
        t.receive(.saveFailed("cannot save notes.json: No space left on device")) {
            $0.file = .unsaved("cannot save notes.json: No space left on device")
        }
        #expect(t.frame.text.contains("! Not saved: cannot save notes.json: No space left on device"))
        t.send(.saveTapped, { $0.file = .saving }, commands: .request(save, id: "notes.file"))
        t.respond(to: save, with: .success([milk]))
        t.receive(.savedToFile) { $0.file = .saved }
    }

}

@Suite("Notes file: real files")
struct NotesFileTests {
    /// `notes.json` in a folder of its own (removed by `defer` in each test).
    private func temporaryFile() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("notes.json")
    }

    private let notes = [Note(id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!, text: "Buy milk")]

    @Test("given no file, loading gives no notes; saving writes a file that loads back")
    func roundTrip() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(NotesFile.perform(NotesFile(path: url.path, action: .load), write: { _, _ in }) == .success([]))
        #expect(NotesFile.perform(NotesFile(path: url.path, action: .save(notes)), write: { try $0.write(to: $1, options: .atomic) }) == .success(notes))
        #expect(NotesFile.perform(NotesFile(path: url.path, action: .load), write: { _, _ in }) == .success(notes))
    }

    @Test("given a corrupt file, loading fails with a clear line and the file is left byte for byte")
    func corruptFile() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data("{not json".utf8).write(to: url)
        let result = NotesFile.perform(NotesFile(path: url.path, action: .load), write: { _, _ in })
        #expect(result == .failure(NotesFileError("\(url.lastPathComponent) is not a notes file; it is left as it was")))
        #expect(try Data(contentsOf: url) == Data("{not json".utf8))
    }

    @Test("given a full disk, saving fails with the system's reason, and the old file is intact")
    func fullDisk() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let write: @Sendable (Data, URL) throws -> Void = { try $0.write(to: $1, options: .atomic) }
        _ = NotesFile.perform(NotesFile(path: url.path, action: .save(notes)), write: write)
        let before = try Data(contentsOf: url)
        let full: (Data, URL) throws -> Void = { _, _ in throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)) }
        let more = notes + [Note(id: UUID(uuidString: "00000000-0000-4000-8000-000000000002")!, text: "Call Bob")]
        let result = NotesFile.perform(NotesFile(path: url.path, action: .save(more)), write: full)
        #expect(result == .failure(NotesFileError("cannot save \(url.lastPathComponent): No space left on device")))
        #expect(try Data(contentsOf: url) == before)
    }

    @Test("given a program with the real handler, a corrupt file shows on screen and survives the session untouched")
    func corruptFileThroughAProgram() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data("[{\"id\":1}]".utf8).write(to: url)
        var services = Services(seed: 0)
        NotesFile.register(in: &services)
        let program = Program<Notes>(input: Notes.Input(path: url.path), services: services)
        program.send(.addTapped("Buy milk"))
        #expect(program.waitUntilIdle())
        #expect(program.frame.text.contains("is not a notes file; it is left as it was"))
        #expect(program.frame.text.contains("1. Buy milk"))
        #expect(try Data(contentsOf: url) == Data("[{\"id\":1}]".utf8))
    }
}
