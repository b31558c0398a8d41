/// Where the example app's backend lives, and how its URLs are spelled.
///
/// Every request the examples make is `{base}/{path}?{query}`, so the same scenes talk to the
/// offline fixture backend (`fixture://api`) or to a real server (`https://example.org/v1`).
public struct API: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The base URL, without a trailing `/`.
    public let baseURL: String

    /// An API at a base URL; trailing slashes are dropped.
    public init(_ baseURL: String) {
        var base = Substring(baseURL)
        while base.hasSuffix("/") { base = base.dropLast() }
        self.baseURL = String(base)
    }

    /// The offline backend: answered by the example fixtures, whatever the host.
    public static let offline = API("fixture://api")

    /// `{base}/{path}`, with query items percent-encoded and joined in the order given.
    public func url(_ path: String, query: [(name: String, value: String)] = []) -> String {
        let trimmed = path.drop { $0 == "/" }
        var url = "\(baseURL)/\(trimmed)"
        if !query.isEmpty {
            url += "?" + query.map { "\(Self.percentEncode($0.name))=\(Self.percentEncode($0.value))" }
                .joined(separator: "&")
        }
        return url
    }

    /// A path the server gave (`/avatars/me`) made absolute; an absolute URL is kept as it is.
    public func resolve(_ pathOrURL: String) -> String {
        pathOrURL.contains("://") ? pathOrURL : url(pathOrURL)
    }

    /// The text with every byte outside RFC 3986's unreserved set (`A–Z a–z 0–9 - . _ ~`) written
    /// `%XX` in UTF-8: a space is `%20`, `&` is `%26`, `é` is `%C3%A9` (the same on every machine).
    public static func percentEncode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// The base URL.
    public var description: String { baseURL }
}
