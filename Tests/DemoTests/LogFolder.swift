import Foundation
import Reel
import ReelLog
import Testing

/// A folder of its own for a test's logs, with copies of the committed tour edited as if other
/// code had recorded it; removed when the test is done.
struct LogFolder: ~Copyable {
    /// The committed tour of the app: 87 steps that verify.
    static let tour = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExamplesTests/Logs/app-tour.jsonl")

    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-logs-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    /// A copy of the tour with `original` replaced by `edited`, as a log recorded by other code.
    func tour(replacing original: String, with edited: String) throws -> String {
        let text = try String(contentsOf: LogFolder.tour, encoding: .utf8)
        #expect(text.components(separatedBy: original).count == 2, "the edit applies once")
        let path = url.appendingPathComponent("edited.jsonl").path
        try Data(text.replacingOccurrences(of: original, with: edited).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A copy of the tour whose last frame was drawn otherwise (titled `Log in`, not `Sign in`),
    /// its stored rows and their hash agreeing, as other code would have recorded it; and that hash.
    func tourWithLastFrameRetitled() throws -> (path: String, hash: String) {
        let lines = try String(contentsOf: LogFolder.tour, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try #require(lines.last)
        let step = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        var rows = try #require(step["lines"] as? [String])
        let recorded = try #require(step["frame"] as? String)
        rows[0] = rows[0].replacingOccurrences(of: "Sign in", with: "Log in")
        let hash = FrameHash(lines: rows).hex
        let path = try tour(replacing: #""frame":"\#(recorded)","index":87,"lines":["                                    Sign in""#,
                            with: #""frame":"\#(hash)","index":87,"lines":["                                    Log in""#)
        return (path, hash)
    }

    /// A path in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
