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
    /// The command key and value key of a request that was once a command of its own; nil for the others.
    var spelling: (key: String, valueKey: String?)? {
        guard let spelled = request as? any CommandSpelling else { return nil }
        return Self.spelling(of: spelled)
    }

    private static func spelling<R: CommandSpelling>(of _: R) -> (key: String, valueKey: String?) {
        (R.commandKey, R.valueKey)
    }
}
