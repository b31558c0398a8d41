import ExampleApp
import Foundation
import Reel
import ReelShell

/// `reel-demo replay FILE [--verify]`: a recorded session's frames, or whether it still replays.
enum DemoReplay {
    /// Prints the frames (exit 0) or the verification (exit 0 identical, 1 diverged); 2 if unreadable.
    static func run(path: String, verify: Bool, input: ExampleApp.Input, output: any ShellOutput) -> Int32 {
        let url = URL(fileURLWithPath: path)
        if verify {
            let verification = Replay<ExampleApp>.verify(logAt: url, input: input)
            switch verification {
            case .identical: output.write("\(verification)\n")
            case .diverged, .unreadable: output.error("\(path): \(verification)")
            }
            return verification.exitStatus
        }
        do {
            try LogPlayback.write(ExampleApp.self, logAt: url, input: input, to: output)
            return 0
        } catch {
            output.error("cannot replay \(path): \(error)")
            return 2
        }
    }
}
