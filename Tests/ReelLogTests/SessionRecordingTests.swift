import Foundation
import Reel
import ReelLog
import Testing

@Suite("SessionRecording: a running program records its sessions, bounded")
struct SessionRecordingTests {
    @Test("given sessions recorded with keep 3 and 4 steps each, when a fifth starts, then the oldest files are gone, each kept log holds its first 4 steps and verifies, and no secret is in them")
    func oldestSessionsGo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = SessionRecording(folder: folder, name: "tally", keep: 3, maxSteps: 4)
        var started: [URL] = []
        for session in 1...5 {
            let before = Set(recording.sessionFiles())
            let transport = ImmediateTransport(body: "3 left")
            let program = Program<LogTally>(
                input: sessionToken, services: Services(timers: VirtualClock(), http: transport), recording: recording)
            let new = try #require(Set(recording.sessionFiles()).subtracting(before).first, "session \(session) has a file")
            started.append(new)
            for msg in [LogTally.Msg.quotaRequested, .incrementTapped, .incrementTapped, .decrementTapped, .incrementTapped, .incrementTapped] {
                program.send(msg)
            }
            #expect(program.waitUntilDrained())
            #expect(recording.sessionFiles().count == min(session, 3))
        }

        #expect(recording.sessionFiles() == Array(started.suffix(3)), "the newest three, oldest first")
        for file in recording.sessionFiles() {
            #expect(Replay<LogTally>.verify(logAt: file, input: sessionToken) == .identical(steps: 4, warnings: []))
            #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(sessionToken))
        }
        #expect(started.prefix(2).allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
    }
}
