/// One command a scene understands from the shell: its name, its arguments, one line of help, and
/// how a parsed line becomes the scene's message.
///
/// Scenes declare their commands next to their code; the words are an interface that scripts
/// depend on, so renaming one is a breaking change.
public struct ShellCommand<Msg: Sendable>: Sendable {
    /// The first word of the line.
    public let name: String
    /// What follows the name.
    public let arguments: [Argument]
    /// One line saying what the command does.
    public let help: String
    private let build: @Sendable (Arguments) -> Msg

    /// Declares a command.
    public init(_ name: String, _ arguments: Argument..., help: String, build: @escaping @Sendable (Arguments) -> Msg) {
        self.name = name
        self.arguments = arguments
        self.help = help
        self.build = build
    }

    private init(name: String, arguments: [Argument], help: String, build: @escaping @Sendable (Arguments) -> Msg) {
        self.name = name
        self.arguments = arguments
        self.help = help
        self.build = build
    }

    /// `open SCREEN`, `type TEXT`: the command with its arguments' names, short enough for a
    /// status line's hint (``usage`` spells out the choices and what is optional).
    public var hint: String {
        ([name] + arguments.map(\.name)).joined(separator: " ")
    }

    /// `open N`, `type [TEXT]`: how the command is written.
    public var usage: String {
        ([name] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// The message for already-parsed arguments.
    public func message(for arguments: Arguments) -> Msg { build(arguments) }

    /// The same command producing a parent's message (a coordinator exposes its top scene's commands).
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> ShellCommand<Parent> {
        let build = self.build
        return ShellCommand<Parent>(name: name, arguments: arguments, help: help) { transform(build($0)) }
    }
}

/// One argument of a shell command.
public enum Argument: Sendable, Equatable {
    /// One word, required.
    case word(String)
    /// The rest of the line, required and not empty (names with spaces stay whole).
    case text(String)
    /// The rest of the line, possibly empty.
    case optionalText(String)
    /// A whole number of at least 1.
    case number(String)
    /// One word from a fixed list.
    case choice(String, [String])

    /// The argument's name: `NAME`, `TEXT`, `SCREEN`.
    public var name: String {
        switch self {
        case .word(let name), .text(let name), .optionalText(let name), .number(let name), .choice(let name, _): name
        }
    }

    /// The placeholder shown in usage lines: `NAME`, `[TEXT]`, `search|catalog`.
    public var usage: String {
        switch self {
        case .word(let name), .text(let name), .number(let name): name
        case .optionalText(let name): "[\(name)]"
        case .choice(_, let options): options.joined(separator: "|")
        }
    }

    /// Whether it takes the rest of the line.
    var takesRest: Bool {
        switch self {
        case .text, .optionalText: true
        case .word, .number, .choice: false
        }
    }
}

/// The parsed arguments of a command line, in declaration order.
public struct Arguments: Sendable, Equatable {
    /// The arguments as text.
    public let values: [String]

    /// Wraps parsed values.
    public init(_ values: [String]) { self.values = values }

    /// The argument at a position, as text.
    public subscript(position: Int) -> String { values[position] }

    /// The argument at a position, as a number (the parser has checked it is one).
    public func number(_ position: Int) -> Int { Int(values[position]) ?? 0 }
}
