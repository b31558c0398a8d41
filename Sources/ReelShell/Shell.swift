import Foundation
import Reel
import Synchronization

/// Drives an app from lines of input: each line becomes a message of the current scene (or a
/// built-in), and the frame it settles into is shown.
///
/// Piped (`interactive == false`): no prompt and no escape codes; after each line the shell waits
/// until the app is idle, jumping a virtual clock over timers, and prints the settled frame under
/// a header naming the line, so a script's output is the same on every run. Interactive: a prompt,
/// real timers, and the frame redrawn in place as messages and effect results arrive.
public final class Shell<App: Scriptable & LoggableScene>: @unchecked Sendable where App.Input: Sendable {
    /// How the shell runs.
    public struct Options: Sendable {
        /// The frame size.
        public var frameSize = FrameSize.standard
        /// Piped mode prints every step's frame, not only the settled one.
        public var allFrames = false
        /// Prompt and redraw in place (stdin is a terminal).
        public var interactive = false
        /// How long a line may take to settle before the shell says so and goes on.
        public var settleTimeout: Duration = .seconds(10)

        /// The defaults: 80×24, piped, settled frames only, 10 s to settle.
        public init() {}
    }

    /// One step of this session, as `:log` and time travel see it.
    struct Entry {
        let msg: App.Msg
        let commands: String
    }

    let program: Program<App>
    let options: Options
    let input: App.Input
    let output: any ShellOutput
    private let clock: VirtualClock?
    /// Every step of this session, and the recorder they are handed to while recording; one lock,
    /// so a recording started mid-session gets the past and the future with no step lost between.
    let session = Mutex<(history: [Entry], recorder: LogRecorder<App>?)>(([], nil))
    /// How many steps back from the present `:back` is showing (0: the present).
    var stepsBack = 0
    var screen: TerminalScreen?

    /// Starts the app; `services` builds the app's services around the timer service the mode needs.
    public init(
        input: App.Input, options: Options = Options(), output: any ShellOutput = StandardStreams(),
        services: (any TimerService) -> Services
    ) {
        self.input = input
        self.options = options
        self.output = output
        clock = options.interactive ? nil : VirtualClock()
        program = Program<App>(
            input: input, services: services(clock ?? DispatchTimers()), frameSize: options.frameSize)
        program.observe { [weak self] step in self?.observed(step) }
        if options.interactive {
            screen = TerminalScreen(output: output, size: options.frameSize)
        }
    }

    /// Reads lines until end of input or `:quit`; returns the exit status (0, or 1 if a command failed
    /// in a way that should stop a script).
    public func run(_ lines: some Sequence<InputLines.Line>) -> Int32 {
        settle(after: "start")
        var lines = lines.makeIterator()
        while true {
            screen?.prompt()
            guard let line = lines.next() else { break }
            switch execute(line) {
            case .goOn: continue
            case .quit: return finish(0)
            case .fail: return finish(1)
            }
        }
        return finish(0)
    }

    /// What the shell does after a line.
    enum Outcome { case goOn, quit, fail }

    /// Handles one line; a refused line changes nothing.
    func execute(_ line: InputLines.Line) -> Outcome {
        let text: String
        switch line {
        case .tooLong(let count):
            return refuse(ShellError("line too long: \(count) bytes (the limit is \(LineParser.maxLineBytes))"))
        case .bytes(let bytes):
            switch LineParser.decode(bytes) {
            case .failure(let error): return refuse(error)
            case .success(let decoded): text = decoded
            }
        }
        switch LineParser.parse(text, commands: App.commands(for: program.model)) {
        case .failure(let error):
            return refuse(error)
        case .success(.blank):
            return .goOn
        case .success(.message(let msg)):
            stepsBack = 0
            settle(after: text.trimmingWhitespace(), sending: msg)
            return .goOn
        case .success(.builtin(let builtin)):
            return run(builtin, line: text.trimmingWhitespace())
        }
    }

    /// Sends a message (if any), waits for the app to settle and shows the frame.
    func settle(after line: String, sending msg: App.Msg? = nil) {
        if options.allFrames && !options.interactive { output.write("== \(line)\n") }
        if let msg { program.send(msg) }
        if !program.settle(advancing: clock, timeout: options.settleTimeout) {
            output.error("the app did not settle within \(options.settleTimeout) (\(program.inFlight) commands in flight); going on")
        }
        if options.interactive {
            screen?.show(program.frame, status: status)
        } else if !options.allFrames {
            show(program.frame, header: line)
        }
    }

    /// Prints a frame under a header, trailing spaces trimmed (piped mode), or redraws it (interactive).
    func show(_ frame: Frame, header: String) {
        if let screen {
            screen.show(frame, status: status)
            return
        }
        output.write("== \(header)\n" + frame.lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n")
    }

    /// The status line: scene, commands in flight, recording.
    var status: String {
        let recordingText = session.withLock { $0.recorder.map { "recording \($0.path)" } } ?? "not recording"
        return "\(App.sceneName(of: program.model)) · \(program.inFlight) in flight · \(recordingText)"
    }

    func refuse(_ error: ShellError) -> Outcome {
        if let screen { screen.message("error: \(error.message)") } else { output.error(error.message) }
        return .goOn
    }

    private func observed(_ step: Step<App>) {
        session.withLock { session in
            session.history.append(Entry(msg: step.msg, commands: step.effect.description))
            session.recorder?.record(step)
        }
        if options.allFrames && !options.interactive {
            output.write("-- step \(step.index): \(step.msg)\n"
                + step.frame.lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n")
        }
        screen?.show(step.frame, status: status)
    }

    // MARK: - Recording

    /// Starts recording to `path`; the steps so far are written first (rebuilt by replaying this
    /// session's messages), so the log replays from the start.
    func startRecording(to path: String) -> ShellError? {
        stopRecording()
        return session.withLock { session in
            do {
                let recorder = try LogRecorder<App>(to: URL(fileURLWithPath: path), frameSize: options.frameSize)
                var replay = Replay<App>(input: input, frameSize: options.frameSize)
                for (offset, entry) in session.history.enumerated() {
                    let effect = replay.apply(entry.msg)
                    recorder.record(index: offset + 1, msg: entry.msg, effect: effect, frame: replay.frame)
                }
                session.recorder = recorder
                return nil
            } catch {
                return ShellError("cannot record to \(path): \(error)")
            }
        }
    }

    /// Stops recording; returns the path that was recorded, if any.
    @discardableResult
    func stopRecording() -> String? {
        let recorder = session.withLock { session in
            defer { session.recorder = nil }
            return session.recorder
        }
        recorder?.close()
        return recorder?.path
    }

    private func finish(_ status: Int32) -> Int32 {
        _ = program.settle(advancing: clock, timeout: options.settleTimeout)
        stopRecording()
        screen?.leave()
        return status
    }
}

extension String {
    /// The string without trailing spaces (how piped mode prints frame rows).
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
