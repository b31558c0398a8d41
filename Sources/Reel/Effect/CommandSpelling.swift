/// How a request that was once a command of its own is logged and printed: under that command's
/// key (`{"http":{"id":…,"request":…}}`, `http GET …`), so that committed logs keep verifying and
/// test output reads as it did, while the request itself takes the one path every request takes.
protocol CommandSpelling: Request {
    /// The key it is logged under, and the word its description starts with.
    static var commandKey: String { get }
    /// Its key inside an object holding its id beside it; nil when the request is the whole value
    /// (a navigation intent, which never has an id).
    static var valueKey: String? { get }
}

extension HTTPRequest: CommandSpelling {
    static var commandKey: String { "http" }
    static var valueKey: String? { "request" }
}

extension CacheCommand: CommandSpelling {
    static var commandKey: String { "cache" }
    static var valueKey: String? { "command" }
}

extension Navigation: CommandSpelling {
    static var commandKey: String { "navigate" }
    static var valueKey: String? { nil }
}

extension RequestCommand {
    /// A navigation intent as a request: never answered (a handler an app registers for
    /// ``Navigation`` may act on it; Reel's own reports it as unmapped).
    init(intent: Navigation) {
        self.init(request: intent) { services, _, _ in RequestRunner.start(intent, with: services, respond: { _ in }) }
    }

    /// The command key and value key of a request that was once a command of its own; nil for the others.
    var spelling: (key: String, valueKey: String?)? {
        guard let spelled = request as? any CommandSpelling else { return nil }
        return Self.spelling(of: spelled)
    }

    /// Whether the request is a navigation intent, which a parent maps and scoping leaves alone.
    var isNavigation: Bool { request is Navigation }

    private static func spelling<R: CommandSpelling>(of _: R) -> (key: String, valueKey: String?) {
        (R.commandKey, R.valueKey)
    }
}
