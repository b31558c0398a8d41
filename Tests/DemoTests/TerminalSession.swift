import Foundation

/// A run of `reel-demo` in a pseudo-terminal, driven by keys through `pty_screen.py`, which reads
/// what it writes as a terminal would (a small VT interpreter) and waits for text on the screen.
struct TerminalSession: Decodable {
    /// The screens kept by `screen` steps, by label.
    let screens: [String: String]
    /// The terminal's settings by label: `before` the run, `after` it, and any `stty` step's.
    let settings: [String: [Settings]]
    /// The exit status (negative: the signal that ended it); nil if it had to be killed.
    let status: Int32?
    /// Waits that timed out, each with the screen at that moment.
    let failures: [String]
    /// The terminal's modes at the end: the alternate screen, the cursor, autowrap.
    let alternate: Bool
    let cursorVisible: Bool
    let autowrap: Bool
    /// The screen at the end.
    let final: String
    /// How many SGR sequences (styles) it wrote.
    let sgr: Int

    /// One field of `tcgetattr`: a flag word, a speed, or the control characters.
    enum Settings: Decodable, Equatable {
        case number(Int)
        case characters([Int])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .characters(try container.decode([Int].self)) }
        }
    }

    /// Keys as the terminal sends them.
    static let escape = "\u{1B}", enter = "\r", tab = "\t", down = "\u{1B}[B", up = "\u{1B}[A"
    static let ctrlC = "\u{03}", ctrlD = "\u{04}", ctrlL = "\u{0C}"

    /// Runs `reel-demo arguments` in a terminal of `columns`×`rows` through `steps` (see the script),
    /// with `environment` added to this process's.
    static func run(
        columns: Int = 100, rows: Int = 30, arguments: [String] = [], environment: [String: String] = [:], _ steps: [[Any]]
    ) throws -> TerminalSession {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_screen.py")
        let json = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "\(columns)", "\(rows)", json, DemoProcess.executable.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(TerminalSession.self, from: data)
    }

    /// Whether the terminal was left as it was found: same settings, main screen, cursor shown, autowrap on.
    var restoredTerminal: Bool {
        settings["before"] == settings["after"] && !alternate && cursorVisible && autowrap
    }
}
