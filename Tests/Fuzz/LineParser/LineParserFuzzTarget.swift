/// The commands the line parser is fuzzed against: one of every argument kind, and names that
/// differ by one letter so that suggestions are exercised.
private enum FuzzMsg: Sendable {
    case named(String)
    case typed(String)
    case opened(Int)
    case screen(String)
    case word(String)
    case plain
}

private let commands: [ShellCommand<FuzzMsg>] = [
    ShellCommand("first", .text("NAME"), help: "set the first name") { .named($0[0]) },
    ShellCommand("type", .optionalText("TEXT"), help: "set the query") { .typed($0[0]) },
    ShellCommand("open", .number("N"), help: "open a row") { .opened($0.number(0)) },
    ShellCommand("show", .choice("SCREEN", ["search", "catalog", "profile"]), help: "show a screen") { .screen($0[0]) },
    ShellCommand("tag", .word("WORD"), .optionalText("NOTE"), help: "tag with a note") { .word($0[0] + $0[1]) },
    ShellCommand("login", help: "log in") { _ in .plain },
    ShellCommand("logout", help: "log out") { _ in .plain },
]

/// libFuzzer's entry point: any bytes, split into lines, decoded and parsed; it must never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func lineParserFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        guard case .success(let text) = LineParser.decode(line) else { continue }
        switch LineParser.parse(text, commands: commands) {
        case .success(.message(let msg)): _ = "\(msg)"
        case .success(.builtin(let builtin)): _ = "\(builtin)"
        case .success(.blank): break
        case .failure(let error): precondition(!error.message.contains("\n"), "an error must be one line")
        }
    }
    return 0
}
