#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel
import ReelLog

extension LogInspector {
    /// Inspects at a terminal when standard input and output both are one (``runTerminal(_:)``),
    /// and otherwise reads requests from standard input (``runPiped(_:output:)``).
    public func run() -> Int32 {
        if isatty(1) != 0, let terminal = TerminalMode() { return runTerminal(terminal) }
        return runPiped(InputLines(), output: StandardStreams())
    }

    /// Reads requests a line at a time and writes one step's ``report(ofStep:)`` per request, for
    /// scripts. A request is a step number (`0` is the start), `last`, `/TEXT` (the next step after
    /// the last one shown whose message holds TEXT, ignoring case, going round), `?TEXT` (the
    /// previous one), or `d` (the first step that diverges from today's code, with the recorded and
    /// replayed frame rows; `no divergence: …` when there is none). Blank lines and lines starting
    /// with `#` are skipped. A bad request is a one-line error naming its line, and the rest go on;
    /// the exit status is 1 if any request failed, else 0.
    public func runPiped(_ requests: InputLines, output: any ShellOutput) -> Int32 {
        var current = stepCount
        var failed = false
        var number = 0
        var requests = requests
        while let line = requests.next() {
            number += 1
            guard case .bytes(let bytes) = line else {
                output.error("line \(number): too long to be a request")
                failed = true
                continue
            }
            let request = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
            if request.isEmpty || request.hasPrefix("#") { continue }
            do {
                if request == "d", try firstDivergence() == nil {
                    output.write("no divergence: all \(stepCount) steps replay as recorded\n")
                    continue
                }
                current = try step(for: request, after: current)
                output.write(try report(ofStep: current))
            } catch {
                output.error("line \(number): \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// The step a request names, searching from `current`.
    private func step(for request: String, after current: Int) throws(InspectorRequestError) -> Int {
        do {
            switch request.first {
            case "/", "?":
                let text = String(request.dropFirst())
                guard !text.isEmpty else { throw InspectorRequestError("\(request.first!) needs the text to find") }
                guard let found = try find(text, from: current, forward: request.first == "/") else {
                    throw InspectorRequestError("no step's message contains \"\(text)\"")
                }
                return found
            default: break
            }
            switch request {
            case "last": return stepCount
            case "d": return try firstDivergence()?.step ?? current
            default:
                guard let step = Int(request) else {
                    throw InspectorRequestError("unknown request \"\(request)\": a step number, last, /TEXT, ?TEXT or d")
                }
                guard (0...stepCount).contains(step) else { throw InspectorRequestError("\(LogError.noSuchStep(requested: step, available: stepCount))") }
                return step
            }
        } catch let error as InspectorRequestError {
            throw error
        } catch {
            throw InspectorRequestError("\(error)")
        }
    }
}

/// A piped request the inspector cannot answer, in one line.
struct InspectorRequestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
