import ReelExampleApp
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelShell

/// `reel-demo inspect LOG [--html FILE | --follow | --serve [PORT]]`: a recorded session, step by step,
/// at a terminal, from a script, or as one web page; a session still being recorded, followed.
enum DemoInspect {
    /// Inspects the log until the person quits (or the requests end), or writes the page; 2 if the
    /// log is unreadable or the page cannot be written.
    ///
    /// The session replays from the input the log records, with `--api` and `--scene` taking their
    /// place when given (as `reel-demo replay` does); a log that records none replays from `fallback`.
    static func run(path: String, html: String?, options: DemoOptions, fallback: ExampleApp.Input, output: some ShellOutput) -> Int32 {
        let url = URL(fileURLWithPath: path)
        let inspector: LogInspector<ExampleApp>
        do {
            let input = try DemoReplay.replayInput(logAt: url, options: options, fallback: fallback)
            let follows = options.follow || options.serve != nil
            inspector = follows ? try LogInspector<ExampleApp>(following: url, input: input) : try LogInspector<ExampleApp>(logAt: url, input: input)
        } catch {
            output.error("\(path): \(error)")
            return 2
        }
        if let port = options.serve { return inspector.serve(port: port, output: output) }
        if options.follow, isatty(1) == 0 { return inspector.runFollowing(output: output) }
        guard let html else { return inspector.run() }
        do {
            try inspector.writeHTML(to: URL(fileURLWithPath: html))
        } catch {
            output.error("cannot write the page: \(error)")
            return 2
        }
        output.write("wrote \(html): \(inspector.stepCount) steps of \(path)\n")
        return 0
    }
}
