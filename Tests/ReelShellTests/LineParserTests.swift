import ReelShell
import Testing

private enum Msg: Equatable, Sendable {
    case first(String)
    case typed(String)
    case opened(Int)
    case screen(String)
    case login
}

// Built per call, not kept in a global: LeakSanitizer cannot see the `.choice` options array (its
// pointer carries the enum's tag bits), so a global table would be reported as leaked at exit.
private var commands: [ShellCommand<Msg>] {
    [
        ShellCommand("first", .text("NAME"), help: "set the first name") { .first($0[0]) },
        ShellCommand("type", .optionalText("TEXT"), help: "set the whole query") { .typed($0[0]) },
        ShellCommand("open", .number("N"), help: "open the N-th row") { .opened($0.number(0)) },
        ShellCommand("show", .choice("SCREEN", ["search", "catalog", "profile"]), help: "show a screen") { .screen($0[0]) },
        ShellCommand("login", help: "log in") { _ in .login },
    ]
}

private func parse(_ line: String) -> Result<ShellInput<Msg>, ShellError> { LineParser.parse(line, commands: commands) }

private func message(_ line: String) -> Msg? {
    if case .success(.message(let msg)) = parse(line) { return msg }
    return nil
}

private func error(_ line: String) -> String? {
    if case .failure(let error) = parse(line) { return error.message }
    return nil
}

@Suite("Line parser: lines into messages")
struct LineParserTests {
    @Test("given each argument kind, when a well-formed line is parsed, then it becomes the scene's message")
    func wellFormedLines() {
        #expect(message("first Ada") == .first("Ada"))
        #expect(message("  first   Ada  King  ") == .first("Ada  King"), "the rest of the line stays whole, inner spaces kept")
        #expect(message("type med") == .typed("med"))
        #expect(message("type") == .typed(""), "type alone empties the query")
        #expect(message("open 12") == .opened(12))
        #expect(message("show catalog") == .screen("catalog"))
        #expect(message("login") == .login)
    }

    @Test("given blank lines and comments, when parsed, then nothing happens")
    func blanks() {
        for line in ["", "   ", "\t", "# a comment"] {
            guard case .success(.blank) = parse(line) else { Issue.record("'\(line)' is not blank"); continue }
        }
    }

    @Test("given a typo, when parsed, then the error names the word and suggests the closest command")
    func typoSuggestsClosest() {
        #expect(error("logn") == "unknown command 'logn' (did you mean 'login'?); :help lists the commands")
        #expect(error("zzzzzz") == "unknown command 'zzzzzz'; :help lists the commands")
        #expect(error("show serch") == "'serch' is not one of search, catalog, profile (did you mean 'search'?)")
    }

    @Test("given missing or extra arguments, when parsed, then the error shows the usage")
    func argumentCounts() {
        #expect(error("first") == "'first' needs NAME (usage: first NAME)")
        #expect(error("open") == "'open' needs N (usage: open N)")
        #expect(error("login now") == "too many arguments for 'login': 'now'")
        #expect(error("open 1 2") == "too many arguments for 'open N': '2'")
        #expect(error("open zero") == "'zero' is not a number ≥ 1 for N (usage: open N)")
        #expect(error("open 0") == "'0' is not a number ≥ 1 for N (usage: open N)")
        #expect(error("open 99999999999999999999999") == "'99999999999999999999999' is not a number ≥ 1 for N (usage: open N)")
    }

    @Test("given built-ins, when parsed, then they are recognized with their arguments")
    func builtins() {
        let expected: [(String, Builtin)] = [
            (":help", .help), (":quit", .quit), (":q", .quit), (":stop", .stop), (":frame", .frame),
            (":record /tmp/a b.log", .record("/tmp/a b.log")), (":replay x.log", .replay("x.log")),
            (":back", .back(1)), (":back 3", .back(3)), (":forward 2", .forward(2)), (":log", .log(10)), (":log 4", .log(4)),
        ]
        for (line, builtin) in expected {
            guard case .success(.builtin(let parsed)) = parse(line) else { Issue.record("\(line) did not parse"); continue }
            #expect(parsed == builtin, "\(line)")
        }
        #expect(error(":record") == ":record needs a FILE (usage: :record FILE)")
        #expect(error(":help me") == ":help takes no arguments (got 'me')")
        #expect(error(":back x") == "'x' is not a number ≥ 1 for :back")
        #expect(error(":hlep") == "unknown shell command ':hlep' (did you mean ':help'?); :help lists them")
        #expect(error(":xyzzyplugh") == "unknown shell command ':xyzzyplugh'; :help lists them")
        #expect(error(":log 2 3") == ":log takes at most one number")
    }

    @Test("given :wait, when parsed, then 300ms, 1.5s and 2m are durations, and anything else or over an hour is refused")
    func waitDurations() {
        let expected: [(String, Duration)] = [(":wait 300ms", .milliseconds(300)), (":wait 1.5s", .milliseconds(1_500)), (":wait 2m", .seconds(120))]
        for (line, duration) in expected {
            guard case .success(.builtin(let parsed)) = parse(line) else { Issue.record("\(line) did not parse"); continue }
            #expect(parsed == .wait(duration), "\(line)")
        }
        let usage = ":wait needs one duration such as 300ms, 1.5s or 2m (usage: :wait D)"
        for line in [":wait", ":wait 2h", ":wait 61m", ":wait -1s", ":wait 1s 2s", ":wait soon"] {
            #expect(error(line) == usage, "\(line)")
        }
        #expect(ShellError("bad line").description == "bad line")
    }

    @Test("given a huge word, when refused, then the error stays short")
    func hugeWordIsClipped() throws {
        let message = try #require(error(String(repeating: "x", count: 3_000)))
        #expect(message.count < 120)
        #expect(message.contains("…"))
    }
}

@Suite("Line parser: raw bytes")
struct LineDecodingTests {
    private func decodeError(_ bytes: [UInt8]) -> String? {
        if case .failure(let error) = LineParser.decode(bytes) { return error.message }
        return nil
    }

    @Test("given invalid UTF-8, control characters or a huge line, when decoded, then each is refused in one line")
    func badBytes() {
        #expect(decodeError([0x66, 0xFF, 0xFE]) == "the line is not valid UTF-8")
        #expect(decodeError(Array("first \u{1B}[2J".utf8)) == "the line contains a control character (U+001B)")
        #expect(decodeError(Array("a\u{0}b".utf8)) == "the line contains a control character (U+0000)")
        #expect(decodeError([UInt8](repeating: 0x61, count: 5_000)) == "line too long: 5000 bytes (the limit is 4096)")
    }

    @Test("given CRLF, tabs and non-ASCII text, when decoded, then they are accepted")
    func goodBytes() {
        #expect((try? LineParser.decode(Array("first Zoë\r".utf8)).get()) == "first Zoë")
        #expect((try? LineParser.decode(Array("type\ta".utf8)).get()) == "type\ta")
    }
}
