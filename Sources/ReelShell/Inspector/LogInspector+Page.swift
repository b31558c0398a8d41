import Foundation
import Reel
import ReelLog
import ReelInspection

extension LogInspector {
    /// The inspector as one self-contained web page (see ``writeHTML(to:)``).
    public func html() throws(LogError) -> String {
        try html(maxSteps: InspectorPage.maxSteps)
    }

    /// The page, refused when the log has more than `maxSteps` steps.
    func html(maxSteps: Int) throws(LogError) -> String {
        try InspectorPage.html(of: index, maxSteps: maxSteps) { () throws(LogError) in try firstDivergence() }
    }

    /// Writes the inspector as one self-contained HTML file: no network and no external asset, a
    /// slider and a list over the steps (arrow keys move too, a search box finds messages), the
    /// frame with its colours, what each step did, and the first divergence from today's code
    /// highlighted (the page opens there, or at the last step when the log verifies).
    public func writeHTML(to file: URL) throws(LogError) {
        try InspectorPage.write(try html(), to: file)
    }
}
