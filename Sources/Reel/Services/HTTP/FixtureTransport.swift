import Dispatch
import Foundation

/// An offline HTTP transport that answers from a folder of files, for demos and tests.
///
/// A request's answer is the file at ``fileName(for:)`` under the folder: the method, the path's
/// segments as folders, and the query after a `?`, with `.json` appended:
///
/// ```
/// GET http://any.host/search?query=med   →  GET/search?query=med.json
/// GET http://any.host/items/3            →  GET/items/3.json
/// GET http://any.host/                   →  GET/index.json
/// POST http://any.host/login             →  POST/login.json
/// ```
/// Segments and the query are percent-decoded, then every byte outside `A–Z a–z 0–9 - . _ ~ = & + , @`
/// is written `%XX` (so a space is `%20`, a `/` inside the query `%2F`), and a segment of only
/// dots is encoded too: no request can name a file outside the folder. Empty segments are
/// skipped (`/search/` is `/search`). The host is ignored, so one folder serves any base URL.
///
/// Each request is answered after its latency, measured by the given ``TimerService`` (a
/// ``VirtualClock`` in tests, so latency costs no real time). Then, in order: a configured failure
/// for its file name; the file (status 200, `content-type: application/json`); the `fallback`
/// handler, for computed answers; otherwise 404 with a body naming the missing file.
public struct FixtureTransport: HTTPTransport {
    /// Computes an answer for a request no file answers; nil lets it fall through to 404.
    public typealias Fallback = @Sendable (HTTPRequest) -> Result<HTTPResponse, HTTPError>?

    /// The folder of answer files, if any.
    public let directory: URL?
    private let timers: any TimerService
    private let latency: @Sendable (HTTPRequest) -> Duration
    private let failures: [String: HTTPError]
    private let fallback: Fallback?

    /// Creates a transport over a folder.
    /// - Parameters:
    ///   - directory: the folder of answer files (nil: only `failures` and `fallback` answer).
    ///   - timers: the clock that measures latency; by default a real one on a concurrent queue.
    ///   - latency: how long each request takes.
    ///   - failures: errors to answer instead, keyed by file name (`GET/search?query=boom.json`).
    ///   - fallback: computes answers for requests no file answers.
    public init(
        directory: URL?,
        timers: any TimerService = DispatchTimers(queue: DispatchQueue(label: "reel.fixtures", attributes: .concurrent)),
        latency: @escaping @Sendable (HTTPRequest) -> Duration = { _ in .zero },
        failures: [String: HTTPError] = [:],
        fallback: Fallback? = nil
    ) {
        self.directory = directory
        self.timers = timers
        self.latency = latency
        self.failures = failures
        self.fallback = fallback
    }

    /// Answers the request after its latency; a cancelled request is never answered.
    public func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        let answer = self.answer
        let timer = TimerBox()
        let flag = CancelFlag { timer.cancel() }
        timer.set(timers.schedule(after: latency(request)) {
            guard !flag.isCancelled else { return }
            completion(answer(request))
        })
        return flag
    }

    /// The answer to a request, computed at once (no latency).
    public func answer(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError> {
        guard let name = Self.fileName(for: request) else { return .failure(.invalidURL(request.url)) }
        let result = lookUp(request, name: name)
        if case .success(let response) = result, response.body.count > request.maxBodyBytes {
            return .failure(.bodyTooLarge(limit: request.maxBodyBytes))
        }
        return result
    }

    private func lookUp(_ request: HTTPRequest, name: String) -> Result<HTTPResponse, HTTPError> {
        if let failure = failures[name] { return .failure(failure) }
        if let directory {
            let path = directory.appendingPathComponent(name).path
            do throws(DiskCacheError) {
                if let body = try POSIXFile.read(path) {
                    return .success(HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body))
                }
            } catch {
                return .failure(.failed(error.description))
            }
        }
        if let computed = fallback?(request) { return computed }
        return .failure(.status(404, body: Data("no fixture \(name)".utf8)))
    }

    /// The file, relative to the folder, that answers a request; nil if the URL cannot be parsed.
    public static func fileName(for request: HTTPRequest) -> String? {
        guard let components = URLComponents(string: request.url), components.scheme != nil else { return nil }
        let segments = components.percentEncodedPath.split(separator: "/").map { segment in
            encode(segment.removingPercentEncoding ?? String(segment))
        }
        var name = request.method.uppercased() + "/" + (segments.isEmpty ? "index" : segments.joined(separator: "/"))
        if let query = components.percentEncodedQuery, !query.isEmpty {
            name += "?" + encode(query.removingPercentEncoding ?? query)
        }
        return name + ".json"
    }

    private static let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~=&+,@".utf8)

    private static func encode(_ text: String) -> String {
        let allDots = text.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
        var encoded = ""
        for byte in text.utf8 {
            if safe.contains(byte), !allDots {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
