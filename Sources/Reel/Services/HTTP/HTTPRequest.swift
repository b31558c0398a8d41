import Foundation

/// One header of an HTTP request; a secret header's value never appears in a printed or encoded form.
public struct HTTPHeader: Hashable, Sendable, Codable, CustomStringConvertible, CustomReflectable {
    /// The header's name, as sent.
    public var name: String
    /// The header's value, as sent.
    public var value: String
    /// Whether the value is a secret (a token): printed and encoded as `<redacted>`.
    public var isSecret: Bool

    /// The text that stands for a secret value wherever a request is printed, logged or encoded.
    public static let redacted = "<redacted>"

    /// Creates a header; `Authorization` is always secret.
    public init(_ name: String, _ value: String, secret: Bool = false) {
        self.name = name
        self.value = value
        self.isSecret = secret || name.lowercased() == "authorization"
    }

    enum CodingKeys: String, CodingKey { case name, value, secret }

    /// Decodes a header; a secret's value comes back as `<redacted>`, since it was never stored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        value = try container.decode(String.self, forKey: .value)
        isSecret = try container.decodeIfPresent(Bool.self, forKey: .secret) ?? false || name.lowercased() == "authorization"
    }

    /// Encodes the header with a secret's value redacted.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(isSecret ? Self.redacted : value, forKey: .value)
        if isSecret { try container.encode(true, forKey: .secret) }
    }

    /// `Name: value`, with a secret's value redacted.
    public var description: String { "\(name): \(isSecret ? Self.redacted : value)" }

    /// What `dump` and debuggers show: a secret's value redacted here too (test failures dump models).
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "value": isSecret ? Self.redacted : value, "isSecret": isSecret])
    }
}

/// An HTTP request as inert data: what a scene asks for and what a test asserts.
///
/// It is a ``Request`` like any other, answered by the handler ``Services`` registers for it
/// (which hands it to ``Services/http``) unless an app registers its own. The URL is kept as text
/// so that a malformed one is still a value a scene can return; the transport answers it with
/// ``HTTPError/invalidURL(_:)``.
public struct HTTPRequest: Request, Hashable, CustomStringConvertible {
    /// What the transport answers with: a response whose status was in 2xx, or why there is none.
    public typealias Response = Result<HTTPResponse, HTTPError>

    /// The method, such as `GET`.
    public var method: String
    /// The absolute URL.
    public var url: String
    /// The headers, in the order they are sent.
    public var headers: [HTTPHeader]
    /// The body, if any.
    public var body: Data?
    /// How long to wait for the whole answer, in milliseconds.
    public var timeoutMilliseconds: Int
    /// The largest body accepted; a larger one ends as ``HTTPError/bodyTooLarge(limit:)``.
    public var maxBodyBytes: Int

    /// Creates a request; by default a 10 s timeout and a 4 MiB body limit.
    public init(
        method: String = "GET", url: String, headers: [HTTPHeader] = [], body: Data? = nil,
        timeoutMilliseconds: Int = 10_000, maxBodyBytes: Int = 4 << 20
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeoutMilliseconds = timeoutMilliseconds
        self.maxBodyBytes = maxBodyBytes
    }

    /// `"http"`.
    public static var tag: String { "http" }

    /// A GET request for a URL.
    public static func get(_ url: String, headers: [HTTPHeader] = []) -> HTTPRequest {
        HTTPRequest(url: url, headers: headers)
    }

    /// `GET url [Header: value, …]`, secrets redacted.
    public var description: String {
        var text = "\(method) \(url)"
        if !headers.isEmpty { text += " [" + headers.map(\.description).joined(separator: ", ") + "]" }
        if let body { text += " body \(body.count) bytes" }
        return text
    }
}

/// The answer to an HTTP request whose status was in 2xx.
public struct HTTPResponse: Hashable, Sendable, Codable {
    /// The status code.
    public var status: Int
    /// The response headers, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Why an HTTP command did not produce a usable response.
public enum HTTPError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The request's URL could not be parsed.
    case invalidURL(String)
    /// No complete answer within the request's timeout.
    case timedOut
    /// The server could not be reached (connection refused, host unreachable).
    case unreachable(String)
    /// The request was cancelled.
    case cancelled
    /// The server answered with a status outside 2xx; its body is kept.
    case status(Int, body: Data)
    /// The body was larger than the request allows.
    case bodyTooLarge(limit: Int)
    /// The body could not be decoded into the type the command asked for.
    case undecodable(String)
    /// Any other transport failure.
    case failed(String)

    /// One line for a screen or a log.
    public var description: String {
        switch self {
        case .invalidURL(let url): "invalid URL: \(url)"
        case .timedOut: "the request timed out"
        case .unreachable(let reason): "server unreachable: \(reason)"
        case .cancelled: "the request was cancelled"
        case .status(let code, _): "server answered \(code)"
        case .bodyTooLarge(let limit): "response larger than \(limit) bytes"
        case .undecodable(let reason): "unreadable response: \(reason)"
        case .failed(let reason): "request failed: \(reason)"
        }
    }
}
