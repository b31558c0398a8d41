/// Reads the head of an HTTP/1.x request from a client of the live page's server, a chunk at a
/// time, and refuses what the server does not serve with a 4xx (or 5xx) status and a one-line
/// reason: a reader of outside bytes, in bounded memory (``maxHeadBytes``) whatever it is fed.
///
/// What is accepted is the little a browser's page needs: `GET` or `HEAD` of an origin-form path
/// (`/`, `/events?from=12`), `HTTP/1.1` with a `Host` header or `HTTP/1.0`, header lines as
/// `name: value` ending in CRLF, at most ``maxHeaders`` of them, and no body. Everything else is
/// refused, never guessed at: a bare LF, a folded header line, a control character, a body
/// (`Content-Length` above 0 or any `Transfer-Encoding`), another method or version.
/// Self-contained (the standard library alone), so that its fuzz target compiles it alone.
struct HTTPRequestReader {
    /// The most bytes a request's head may take, its blank line included.
    static let maxHeadBytes = 8192
    /// The most header lines a request may have.
    static let maxHeaders = 64
    /// The longest request target.
    static let maxTargetBytes = 2048

    /// A request the server may answer.
    struct Request: Equatable {
        /// `GET` or `HEAD`.
        let method: String
        /// The target's path, such as `/events`.
        let path: String
        /// The target's query, after `?` (empty for none).
        let query: String
        /// `HTTP/1.1` or `HTTP/1.0`.
        let version: String
        /// The headers, names in lower case, in order.
        let headers: [(name: String, value: String)]

        /// The first header named `name` (lower case).
        func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

        static func == (lhs: Request, rhs: Request) -> Bool {
            lhs.method == rhs.method && lhs.path == rhs.path && lhs.query == rhs.query && lhs.version == rhs.version
                && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
        }
    }

    /// What the bytes so far make.
    enum Outcome: Equatable {
        /// The head has not ended yet.
        case needMore
        /// A whole request head, accepted.
        case request(Request)
        /// A request the server refuses: the status to answer and why, in one line.
        case refused(status: Int, reason: String)
    }

    private var head: [UInt8] = []
    private var outcome = Outcome.needMore

    /// Adds bytes read from the client; once the outcome is known, more bytes change nothing
    /// (bytes after the head are not read: no request has a body).
    mutating func feed(_ bytes: some Sequence<UInt8>) -> Outcome {
        guard outcome == .needMore else { return outcome }
        for byte in bytes {
            head.append(byte)
            if byte == UInt8(ascii: "\n") {
                // A line feed not after a carriage return ends nothing: it is refused here, at once.
                guard head.count >= 2, head[head.count - 2] == UInt8(ascii: "\r") else {
                    return finish(.refused(status: 400, reason: "a line ends in a bare LF, not CRLF"))
                }
                if head.count >= 4, head[head.count - 3] == UInt8(ascii: "\n") {
                    return finish(Self.parse(head.dropLast(4)))
                }
                if head.count == 2 { return finish(.refused(status: 400, reason: "an empty line where the request line belongs")) }
            }
            if head.count >= Self.maxHeadBytes {
                return finish(.refused(status: 431, reason: "the request's head is longer than \(Self.maxHeadBytes) bytes"))
            }
        }
        return outcome
    }

    /// What the request is when the client stops sending (its end of the connection closed).
    func end() -> Outcome {
        outcome == .needMore ? .refused(status: 400, reason: "the request ended before its blank line") : outcome
    }

    private mutating func finish(_ result: Outcome) -> Outcome {
        outcome = result
        head = []
        return result
    }

    /// The head without its final CRLF CRLF, checked.
    private static func parse(_ head: ArraySlice<UInt8>) -> Outcome {
        var lines = split(head)
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            return .refused(status: 400, reason: "the request line is not METHOD TARGET VERSION")
        }
        let (method, target, version) = (text(parts[0]), parts[1], text(parts[2]))
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return version.hasPrefix("HTTP/") && version.count <= 16
                ? .refused(status: 505, reason: "only HTTP/1.1 and HTTP/1.0 are served")
                : .refused(status: 400, reason: "the request line does not end in HTTP/1.x")
        }
        guard parts[0].allSatisfy(isTokenByte) else { return .refused(status: 400, reason: "the method is not a token") }
        guard method == "GET" || method == "HEAD" else {
            return .refused(status: 405, reason: "method \(method.prefix(32)) is not served (GET or HEAD)")
        }
        guard target.count <= maxTargetBytes else { return .refused(status: 414, reason: "the target is longer than \(maxTargetBytes) bytes") }
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .refused(status: 400, reason: "the target is not a path starting with / in visible ASCII")
        }
        guard lines.count <= maxHeaders else { return .refused(status: 431, reason: "more than \(maxHeaders) header lines") }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(isTokenByte)
            else { return .refused(status: 400, reason: "a header line is not NAME: VALUE") }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .refused(status: 400, reason: "a header's value holds a control character")
            }
            headers.append((text(line[..<colon]).lowercased(), String(text(value).reversed().drop { $0 == " " || $0 == "\t" }.reversed())))
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .refused(status: 400, reason: "a request body is not accepted (Transfer-Encoding)")
        }
        for length in headers where length.name == "content-length" {
            guard !length.value.isEmpty, length.value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .refused(status: 400, reason: "Content-Length is not a number")
            }
            guard length.value.utf8.allSatisfy({ $0 == 0x30 }) else { return .refused(status: 413, reason: "a request body is not accepted") }
        }
        guard version == "HTTP/1.0" || headers.contains(where: { $0.name == "host" }) else {
            return .refused(status: 400, reason: "an HTTP/1.1 request without a Host header")
        }
        let targetText = text(target)
        let question = targetText.firstIndex(of: "?")
        return .request(Request(
            method: method, path: String(targetText[..<(question ?? targetText.endIndex)]),
            query: question.map { String(targetText[targetText.index(after: $0)...]) } ?? "", version: version, headers: headers))
    }

    /// The head's lines, split at CRLF (the head holds no other line feed: `feed` refused it).
    private static func split(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == UInt8(ascii: "\r"), index + 1 < head.endIndex, head[index + 1] == UInt8(ascii: "\n") {
                lines.append(head[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(head[start..<head.endIndex])
        return lines
    }

    /// Whether `byte` may be in a method or a header's name (RFC 9110's tchar).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}
