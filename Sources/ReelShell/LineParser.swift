/// What a line of input asks for.
public enum ShellInput<Msg: Sendable>: Sendable {
    /// A message for the current scene.
    case message(Msg)
    /// One of the shell's own commands.
    case builtin(Builtin)
    /// Nothing (a blank line or a `#` comment).
    case blank
}

/// Why a line was refused, in one line that names the problem.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, one line.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// Turns raw input lines into messages or built-ins; never traps, whatever the bytes.
public enum LineParser {
    /// The longest line accepted, in bytes.
    public static let maxLineBytes = 4_096

    /// Decodes one line of raw bytes (without its `\n`): UTF-8, no control characters, not too long.
    public static func decode(_ bytes: some Collection<UInt8>) -> Result<String, ShellError> {
        var bytes = Array(bytes)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }  // scripts written on Windows
        guard bytes.count <= maxLineBytes else {
            return .failure(ShellError("line too long: \(bytes.count) bytes (the limit is \(maxLineBytes))"))
        }
        guard let line = String(validUTF8: bytes) else {
            return .failure(ShellError("the line is not valid UTF-8"))
        }
        if let control = line.unicodeScalars.first(where: { isControl($0) }) {
            return .failure(ShellError("the line contains a control character (U+\(hex(control.value)))"))
        }
        return .success(line)
    }

    /// Parses a decoded line against the commands on offer.
    public static func parse<Msg>(_ line: String, commands: [ShellCommand<Msg>]) -> Result<ShellInput<Msg>, ShellError> {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return .success(.blank) }
        let name = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(name.count).trimmingWhitespace()
        if name.hasPrefix(":") { return parseBuiltin(name, rest).map { .builtin($0) } }
        guard let command = commands.first(where: { $0.name == name }) else {
            let hint = Suggestion.closest(to: name, among: commands.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            return .failure(ShellError("unknown command '\(clip(name))'\(hint); :help lists the commands"))
        }
        return parseArguments(rest, for: command).map { .message(command.message(for: $0)) }
    }

    private static func parseArguments<Msg>(_ rest: String, for command: ShellCommand<Msg>) -> Result<Arguments, ShellError> {
        var remaining = Substring(rest)
        func nextWord() -> String? {
            remaining = remaining.drop(while: \.isWhitespace)
            let word = remaining.prefix { !$0.isWhitespace }
            remaining = remaining.dropFirst(word.count)
            return word.isEmpty ? nil : String(word)
        }
        var values: [String] = []
        for argument in command.arguments {
            if argument.takesRest {
                let text = remaining.trimmingWhitespace()
                if case .text(let label) = argument, text.isEmpty {
                    return .failure(ShellError("'\(command.name)' needs \(label) (usage: \(command.usage))"))
                }
                values.append(text)
                remaining = ""
                continue
            }
            guard let word = nextWord() else {
                return .failure(ShellError("'\(command.name)' needs \(argument.usage) (usage: \(command.usage))"))
            }
            switch argument {
            case .number(let label):
                guard let number = Int(word), number >= 1 else {
                    return .failure(ShellError("'\(clip(word))' is not a number ≥ 1 for \(label) (usage: \(command.usage))"))
                }
                values.append(String(number))
            case .choice(_, let options):
                guard options.contains(word) else {
                    let hint = Suggestion.closest(to: word, among: options).map { " (did you mean '\($0)'?)" } ?? ""
                    return .failure(ShellError("'\(clip(word))' is not one of \(options.joined(separator: ", "))\(hint)"))
                }
                values.append(word)
            default:
                values.append(word)
            }
        }
        if let extra = nextWord() {
            return .failure(ShellError("too many arguments for '\(command.usage)': '\(clip(extra))'"))
        }
        return .success(Arguments(values))
    }

    private static func parseBuiltin(_ name: String, _ rest: String) -> Result<Builtin, ShellError> {
        let words = rest.split(whereSeparator: \.isWhitespace)
        func noArguments(_ builtin: Builtin) -> Result<Builtin, ShellError> {
            words.isEmpty ? .success(builtin) : .failure(ShellError("\(name) takes no arguments (got '\(clip(String(words[0])))')"))
        }
        func file(_ make: (String) -> Builtin) -> Result<Builtin, ShellError> {
            rest.isEmpty ? .failure(ShellError("\(name) needs a FILE (usage: \(name) FILE)")) : .success(make(rest))
        }
        func count(_ make: (Int) -> Builtin, default fallback: Int) -> Result<Builtin, ShellError> {
            guard words.count <= 1 else { return .failure(ShellError("\(name) takes at most one number")) }
            guard let word = words.first else { return .success(make(fallback)) }
            guard let number = Int(word), number >= 1 else {
                return .failure(ShellError("'\(clip(String(word)))' is not a number ≥ 1 for \(name)"))
            }
            return .success(make(number))
        }
        switch name {
        case ":help": return noArguments(.help)
        case ":quit", ":q": return noArguments(.quit)
        case ":stop": return noArguments(.stop)
        case ":frame": return noArguments(.frame)
        case ":record": return file(Builtin.record)
        case ":replay": return file(Builtin.replay)
        case ":back": return count(Builtin.back, default: 1)
        case ":forward": return count(Builtin.forward, default: 1)
        case ":now": return noArguments(.now)
        case ":log": return count(Builtin.log, default: 10)
        case ":wait":
            guard words.count == 1, let duration = parseDuration(String(words[0])) else {
                return .failure(ShellError(":wait needs one duration such as 300ms, 1.5s or 2m (usage: :wait D)"))
            }
            return .success(.wait(duration))
        default:
            let hint = Suggestion.closest(to: name, among: Builtin.names).map { " (did you mean '\($0)'?)" } ?? ""
            return .failure(ShellError("unknown shell command '\(clip(name))'\(hint); :help lists them"))
        }
    }

    /// `300ms`, `1.5s` or `2m` as a duration of at most an hour; nil for anything else.
    static func parseDuration(_ text: String) -> Duration? {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }),
              let amount = Double(text.dropLast(unit.suffix.count)), amount.isFinite, amount >= 0,
              amount * unit.seconds <= 3_600
        else { return nil }
        return .milliseconds(Int64((amount * unit.seconds * 1_000).rounded()))
    }

    /// Control characters, which would corrupt a terminal or a script's output (tab is allowed).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// A word shortened for an error message, so a huge token cannot flood the screen.
    private static func clip(_ word: String) -> String {
        word.count <= 40 ? word : word.prefix(37) + "…"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
