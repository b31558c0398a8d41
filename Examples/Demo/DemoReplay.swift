import ReelExampleApp
import ReelExampleSupport
import Foundation
import Reel
import ReelLog
import ReelShell

/// `reel-demo replay FILE [--verify]`: a recorded session's frames, or whether it still replays.
enum DemoReplay {
    /// Prints the frames (exit 0, with a warning on standard error when a step replays differently
    /// from the recording) or the verification (exit 0 identical, 1 diverged); 2 if unreadable.
    ///
    /// The session replays from the input the log records (its API, its first scene), with `--api`
    /// and `--scene` taking their place when given; a log that records none replays from `fallback`.
    static func run(path: String, verify: Bool, options: DemoOptions, fallback: ExampleApp.Input, output: any ShellOutput) -> Int32 {
        let url = URL(fileURLWithPath: path)
        let input: ExampleApp.Input
        do {
            input = try replayInput(logAt: url, options: options, fallback: fallback)
        } catch {
            output.error("\(path): \(Verification.unreadable(error))")
            return 2
        }
        if verify {
            let verification = Replay<ExampleApp>.verify(logAt: url, input: input)
            switch verification {
            case .identical: output.write("\(verification)\n")
            case .diverged, .unreadable: output.error("\(path): \(verification)")
            }
            return verification.exitStatus
        }
        do {
            if let difference = try LogPlayback.write(ExampleApp.self, logAt: url, input: input, to: output) {
                output.warning("\(path): \(difference); `reel-demo replay \(path) --verify` shows the difference")
            }
            return 0
        } catch {
            output.error("cannot replay \(path): \(error)")
            return 2
        }
    }

    /// The log's recorded input with the command line's `--api` and `--scene` in its place.
    static func replayInput(logAt url: URL, options: DemoOptions, fallback: ExampleApp.Input) throws(LogError) -> ExampleApp.Input {
        guard var input = try LogReader<ExampleApp>(contentsOf: url).recordedInput() else { return fallback }
        if let api = options.api { input.api = API(api) }
        if let scene = options.scene { input.root = Route(scene) }
        return input
    }
}
