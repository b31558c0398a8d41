import Reel
import ReelLog

/// What a step did, in the sections every view of the inspector shows under the frame, in order:
/// the terminal's and the piped inspector's (`ReelShell`) and the web page's.
package enum InspectorDetails {
    /// The longest message JSON shown; a message holding a whole server answer is cut.
    static let messageLimit = 400

    /// `message`, `model`, `commands` and `subscriptions`, each with its lines.
    package static func sections(of step: InspectedStep) -> [(title: String, lines: [String])] {
        [
            ("message", step.messageJSON.map { [$0.abbreviated(to: messageLimit)] } ?? ["(the start: no message)"]),
            ("model", step.modelChanges),
            ("commands", step.commands),
            ("subscriptions", step.subscriptions),
        ]
    }
}
