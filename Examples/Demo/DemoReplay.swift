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
            let reader = try LogReader<ExampleApp>(contentsOf: url)
            var replay = Replay<ExampleApp>(input: input, frameSize: reader.header.frameSize)
            output.write("== start\n" + replay.frame.trimmedText + "\n")
            while let step = try reader.next() {
                _ = replay.apply(step.msg)
                output.write("== step \(step.index): \(step.msg)\n" + replay.frame.trimmedText + "\n")
            }
            for warning in reader.warnings { output.error("\(path): \(warning)") }
            return 0
        } catch {
            output.error("cannot replay \(path): \(error)")
            return 2
        }
    }
}
