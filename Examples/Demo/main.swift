// reel-demo: the example app in a terminal, driven from standard input. See `reel-demo --help`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelExampleApp
import ReelExampleExplore
import ReelExampleSupport
import Foundation
import ReelExampleNotes
import Reel
import ReelShell

let streams = StandardStreams()

let options: DemoOptions
switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    streams.error(error.message)
    FileHandle.standardError.write(Data((DemoOptions.usage + "\n").utf8))
    exit(2)
case .success(let parsed):
    options = parsed
}

let input = ExampleApp.Input(
    api: options.api.map(API.init) ?? .offline, notesPath: options.notes ?? "notes.json", root: Route(options.scene ?? "login"))
// A scene that cannot open alone (no such route, or one that needs a sign-in) is a usage error;
// an exhaustive check signs in first, as the app does (AppChecker), and refuses only what that does not open.
let exhaustive = if case .explore(let explore) = options.mode { explore.exhaustive } else { false }
if let scene = options.scene,
    let refusal = exhaustive ? AppChecker.refusal(route: scene) : ExampleApp.start(input).0.notice
{
    streams.error("--scene \(scene): \(refusal)")
    exit(2)
}

switch options.mode {
case .help:
    print(DemoOptions.usage)
    exit(0)
case .replay(let path, let verify):
    exit(DemoReplay.run(path: path, verify: verify, options: options, fallback: input, output: streams))
case .explore(let explore) where explore.exhaustive:
    exit(DemoCheck.run(explore, output: streams))
case .explore(let explore):
    exit(DemoExplore.run(explore, output: streams))
case .merge(let reports, let out, let scene, let build):
    exit(DemoExplore.merge(reports, out: out, scene: scene, build: build, output: streams))
case .shrink(let path, let out):
    exit(DemoShrink.run(path: path, out: out, input: input, output: streams))
case .inspect(let path, let html):
    exit(DemoInspect.run(path: path, html: html, options: options, fallback: input, output: streams))
case .upgradeLogs(let paths, let dryRun):
    exit(DemoLogs.upgrade(paths: paths, dryRun: dryRun, options: options, fallback: input, output: streams))
case .run:
    // A fresh cache per run, so that a script's frames do not depend on an earlier run.
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("reel-demo-\(getpid())")
    var shellOptions = Shell<ExampleApp>.Options()
    shellOptions.frameSize = options.size
    shellOptions.allFrames = options.allFrames
    shellOptions.color = options.color
    shellOptions.environment = ProcessInfo.processInfo.environment
    shellOptions.interactive = isatty(0) != 0
    // Both ends at a terminal: full-screen terminal mode, the frame as large as the terminal less
    // its bottom row (the shell's status and command line).
    let terminal = isatty(1) != 0 ? TerminalMode() : nil
    shellOptions.terminal = terminal
    if let size = terminal?.size { shellOptions.frameSize = FrameSize(width: size.width, height: max(1, size.height - 1)) }
    shellOptions.recordPath = options.record
    let api = options.api
    let notesFile = options.notes
    let shell = Shell<ExampleApp>(input: input, options: shellOptions, output: streams) { timers in
        var services = api == nil
            ? ExampleBackend.services(timers: timers, cacheDirectory: cache)
            : Services(timers: timers, http: URLSessionTransport(), cache: Cache(directory: cache))
        if api != nil {
            NotesFile.registerInMemory(in: &services)
            URLSessionLineStream.register(in: &services)
        }
        if notesFile != nil { NotesFile.register(in: &services) }
        return services
    }
    let status = terminal == nil ? shell.run(InputLines()) : shell.runTerminal()
    terminal?.restore()
    try? FileManager.default.removeItem(at: cache)
    exit(status)
}
