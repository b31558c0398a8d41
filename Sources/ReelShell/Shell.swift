import Foundation
import Reel
import ReelLog

/// Drives an app from lines of input: each line becomes a message of the current scene (or a
/// built-in), and the frame it settles into is shown.
///
/// Piped (`interactive == false`): after each line the shell waits until the app is idle, jumping
/// a virtual clock over timers, and prints the settled frame under a header naming the line, so a
/// script's output is the same on every run. Interactive (a person types the lines): the same
/// printed frames, but real timers and randomness, and a failed command does not end the session.
/// Terminal mode (`runTerminal()`): keys drive the app, full screen.
public final class Shell<App: Scriptable & LoggableScene>: @unchecked Sendable where App.Input: Sendable {
    let program: Program<App>
    let options: Options
    let input: App.Input
    let output: any ShellOutput
    let session: SessionSteps<App>
    /// Terminal mode's screen and the key and size subscriptions' feed.
    let fullScreen: FullScreen?
    let events: TerminalEvents?
    private let clock: VirtualClock?
    /// How many steps back from the present `:back` is showing (0: the present).
    var stepsBack = 0
    /// How many of the program's faults have been reported.
    private var faultsReported = 0

    /// Starts the app; `services` builds the app's services around the timer service the mode needs.
    public init(
        input: App.Input, options: Options = Options(), output: any ShellOutput = StandardStreams(),
        services: (any TimerService) -> Services
    ) {
        self.input = input
        self.options = options
        let fullScreen = options.terminal.map { FullScreen(terminal: $0, size: $0.size ?? options.frameSize, styled: options.showsStyles) }
        let events = options.terminal.map { TerminalEvents(size: FullScreen.appSize(in: $0.size ?? options.frameSize)) }
        // In terminal mode everything, errors included, shows inside the screen.
        let output = fullScreen ?? output
        self.output = output
        self.fullScreen = fullScreen
        self.events = events
        clock = options.interactive || options.terminal != nil ? nil : VirtualClock()
        let session = SessionSteps<App>(input: input, frameSize: options.frameSize, storesFrames: options.recordsFrames)
        let printsEveryStep = options.allFrames && options.terminal == nil
        self.session = session
        // Before the program exists, so that its startup steps cannot be printed ahead of it.
        if printsEveryStep { output.write("== start\n") }
        // The observer is given to the program itself so that it sees the startup steps too.
        var services = services(clock ?? DispatchTimers())
        events?.register(in: &services)
        // Piped, random requests come from a fixed seed as time comes from the virtual clock, so
        // that a script prints the same bytes on every run.
        if clock != nil { services.random = RandomSource(seed: 0) }
        program = Program<App>(input: input, services: services, frameSize: options.frameSize) { step, program in
            session.append(step)
            if printsEveryStep {
                output.write("-- step \(step.index): \(step.msg)\n" + Self.printed(step.frame, color: options.color) + "\n")
            }
            if let fullScreen {
                let model = step.model
                fullScreen.show(
                    step.frame, render: { App.frame(of: model, size: $0) },
                    status: Self.status(of: program, model: model, recording: session.recordingPath, focus: fullScreen.focus))
            }
        }
    }

    /// Reads lines until end of input or `:quit`; returns the exit status (0, or 1 if a command failed
    /// in a way that should stop a script).
    public func run(_ lines: some Sequence<InputLines.Line>) -> Int32 {
        guard startRecording() else { return finish(1) }
        settle(after: "start", announced: true)
        var lines = lines.makeIterator()
        while true {
            guard let line = lines.next() else { break }
            switch execute(line) {
            case .goOn: continue
            case .quit: return finish(0)
            case .fail: return finish(1)
            }
        }
        return finish(0)
    }

    /// Starts recording if asked to (`--record`); false, with the reason shown, if that failed.
    func startRecording() -> Bool {
        guard let path = options.recordPath else { return true }
        do {
            try session.startRecording(to: path)
            return true
        } catch {
            _ = refuse(ShellError("cannot record to \(path): \(error)"))
            return false
        }
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
    func settle(after line: String, sending msg: App.Msg? = nil, announced: Bool = false) {
        if options.allFrames && options.terminal == nil && !announced { output.write("== \(line)\n") }
        if let msg { program.send(msg) }
        // In terminal mode the screen follows the program as it goes: nothing waits.
        if options.terminal != nil {
            reportNewFaults()
            showPresent()
            return
        }
        if !program.settle(advancing: clock, timeout: options.settleTimeout) {
            output.error("the app did not settle within \(options.settleTimeout) (\(program.inFlight) commands in flight); going on")
        }
        reportNewFaults()
        if !options.allFrames { show(program.frame, header: line) }
    }

    /// Says, once each, which commands could not start (a request type with no handler).
    func reportNewFaults() {
        let faults = program.faults
        for fault in faults.dropFirst(faultsReported) { output.error("\(fault)") }
        faultsReported = faults.count
    }

    /// Lets `duration` pass: on the virtual clock (piped) every timer and tick due fires, and the
    /// program has processed them when it returns; interactive, real time passes.
    func letTimePass(_ duration: Duration) {
        if let clock {
            clock.advance(by: duration)
        } else {
            let (seconds, attoseconds) = duration.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
    }

    func refuse(_ error: ShellError) -> Outcome {
        if let fullScreen { fullScreen.message("error: \(error.message)") } else { output.error(error.message) }
        return .goOn
    }

    func finish(_ status: Int32) -> Int32 {
        if !program.settle(advancing: clock, timeout: options.settleTimeout) {
            output.error("the app did not settle within \(options.settleTimeout) before leaving; its last steps may be missing")
        }
        let recording = session.stopRecording()
        fullScreen?.leave()
        if let recording, let failure = recording.failure {
            _ = refuse(ShellError("the log \(recording.path) is incomplete: \(failure)"))
            return 1
        }
        return status
    }
}
