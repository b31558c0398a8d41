import Foundation
import Reel
import ReelLog

extension LogFolder {
    /// A copy of the tour whose step 5 recorded another greeting (`<4` for `<3`), its frame hash
    /// made to match, as a log recorded by code that drew the greeting otherwise: today's code
    /// diverges there, by its frame.
    func divergedTour() throws -> String {
        var lines = try String(contentsOf: LogFolder.tour, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let step = lines[5]
        let object = try JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: Any]
        let rows = (object?["lines"] as? [String] ?? []).map { $0.replacingOccurrences(of: "Lovelace <3", with: "Lovelace <4") }
        let oldHash = object?["frame"] as? String ?? ""
        lines[5] = step.replacingOccurrences(of: "Lovelace <3", with: "Lovelace <4")
            .replacingOccurrences(of: "\"frame\":\"\(oldHash)\"", with: "\"frame\":\"\(FrameHash(lines: rows))\"")
        let path = path("diverged.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
