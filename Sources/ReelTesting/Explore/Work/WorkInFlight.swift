import Foundation
import Reel

/// One piece of work in flight during an explored session: a command waiting for its result, or
/// a running subscription, as a property sees it after a step.
///
/// ```swift
/// .atMostInFlight(1, "one profile request at a time") { $0.isHTTP(path: "/me") }
/// ```
public struct WorkInFlight: Sendable, CustomStringConvertible {
    /// What the work is.
    public enum Kind: Sendable {
        /// A timer that has not fired: it sends its message after `delay` from when it started.
        case timer(after: Duration)
        /// A request waiting for its response: an HTTP request (``httpRequest``), a cache command,
        /// or any other built-in or app-defined one (``request(as:)``).
        case request(any Request)
        /// An `every` subscription ticking at this interval.
        case every(Duration)
        /// A subscription to an app-defined source.
        case source(any SubscriptionSource)
    }

    /// What the work is.
    public let kind: Kind
    /// The id "latest wins" reads it by: a command's id under its scope (`screen-3/profile.user`),
    /// or a subscription's id (which its parent's scope prefixes); nil for a command without one.
    public let id: EffectID?
    /// The scope a command was started under (a child scene's, mapped by its parent); nil at the
    /// top, and for subscriptions, whose scope is the start of their id.
    public let scope: EffectScope?
    /// The step (message number, as a log numbers it) whose update started it; 0 for the work the
    /// scene's `start` began.
    public let since: Int
    /// The runtime's ticket for it: unique within a session (a restarted subscription gets a new one).
    let ticket: UInt64
    /// The command or subscription as it prints, worked out when printed: most work never is, and
    /// describing each new request (by reflection) took a tenth of a check of the app's notes
    /// screen (perf, notes to depth 8).
    let text: @Sendable () -> String

    init(kind: Kind, id: EffectID?, scope: EffectScope?, since: Int, ticket: UInt64, text: @autoclosure @escaping @Sendable () -> String) {
        self.kind = kind
        self.id = id
        self.scope = scope
        self.since = since
        self.ticket = ticket
        self.text = text
    }

    /// `[screen-3] http GET fixture://api/me id=profile.user, since step 4`.
    public var description: String { (scope.map { "[\($0)] " } ?? "") + text() + ", since step \(since)" }

    /// Whether it is a command (it ends with a result or a cancel), not a subscription.
    public var isCommand: Bool {
        switch kind {
        case .timer, .request: true
        case .every, .source: false
        }
    }

    /// The HTTP request, if the work is one.
    public var httpRequest: HTTPRequest? { request(as: HTTPRequest.self) }

    /// Whether the work is an HTTP request whose URL's path is `path` or ends with it (an API served
    /// under a base path, `https://example.org/v1/me`), with `method` if one is given.
    public func isHTTP(_ method: String? = nil, path: String) -> Bool {
        guard let request = httpRequest, method.map({ $0.uppercased() == request.method.uppercased() }) ?? true else { return false }
        let urlPath = URLComponents(string: request.url)?.path ?? ""
        return urlPath == path || (path.hasPrefix("/") && urlPath.hasSuffix(path))
    }

    /// The request, if the work is a request of type `R`.
    public func request<R: Request>(as type: R.Type) -> R? { if case .request(let request) = kind { request as? R } else { nil } }

    /// Whether the work is a request of type `R` (and, if `where` is given, one it accepts).
    public func isRequest<R: Request>(_ type: R.Type, where accepts: (R) -> Bool = { _ in true }) -> Bool {
        request(as: type).map(accepts) ?? false
    }
}
