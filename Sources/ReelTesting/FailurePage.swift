import Foundation
import Reel
import ReelLog
import ReelInspection

/// The inspector's page of a log that does not verify, written when a replay assertion fails and
/// the environment variable `REEL_INSPECTOR_PAGES` is set: `1` writes it beside the log
/// (`session.jsonl` gives `session.inspector.html`), a folder's path writes it there (a CI
/// artefact folder). The failure message then names the page. Nothing is written otherwise.
///
/// It is the page `LogInspector.writeHTML(to:)` writes, made by `ReelInspection` (which `ReelShell`
/// uses too), so that testing links no terminal code; its divergence is the verification's own,
/// and the log is not replayed again to find it.
enum FailurePage {
    /// The environment variable that switches pages on.
    static let variable = "REEL_INSPECTOR_PAGES"

    /// Writes the page when pages are on and the log diverged; the sentence to add to the failure, or "".
    static func note<S: LoggableScene>(
        for verification: Verification, log: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        index: () throws(LogError) -> LogIndex<S>
    ) -> String {
        guard case .diverged(let divergence) = verification, let setting = environment[variable], !setting.isEmpty else { return "" }
        let name = log.deletingPathExtension().lastPathComponent + ".inspector.html"
        let page = setting == "1"
            ? log.deletingLastPathComponent().appendingPathComponent(name)
            : URL(fileURLWithPath: setting).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try InspectorPage.write(try InspectorPage.html(of: index()) { divergence }, to: page)
            return "\nsee it step by step: \(page.path)"
        } catch {
            return "\n(\(variable): no page written: \(error))"
        }
    }
}
