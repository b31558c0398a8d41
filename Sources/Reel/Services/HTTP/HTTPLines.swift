import Foundation

/// A subscription source over a long-lived HTTP response: each line of the body is an event, as
/// it arrives (a live feed, a log tail, server-sent lines).
///
/// Reel does not run it by itself: register ``URLSessionLineStream`` for it in ``Services``, as
/// for any app-defined source (or a stand-in in tests and offline demos).
public struct HTTPLines: SubscriptionSource, Hashable {
    /// What the stream says: a line, or that it ended.
    public enum Event: Hashable, Sendable {
        /// One line of the body, without its line break.
        case line(String)
        /// The server closed the response normally.
        case ended
        /// The stream failed (unreachable, a status outside 2xx, cut off).
        case failed(HTTPError)
    }

    /// The request that opens the stream (its timeout does not apply: the stream runs until stopped).
    public var request: HTTPRequest

    /// A stream of the lines of `request`'s response.
    public init(_ request: HTTPRequest) { self.request = request }

    /// `"http-lines"`.
    public static var tag: String { "http-lines" }
}

/// Splits bytes into lines as they arrive; a line may span several chunks.
package struct LineSplitter {
    private var pending = Data()

    /// An empty splitter.
    package init() {}

    /// The complete lines in what has arrived so far (`\n` or `\r\n` ended).
    package mutating func lines(adding chunk: Data) -> [String] {
        pending.append(chunk)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[pending.startIndex..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
        return lines
    }

    /// What is left when the stream ends, as a last line; nil if nothing is.
    package mutating func rest() -> String? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
