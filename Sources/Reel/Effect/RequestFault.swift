/// Why a request command could not start; the program reports it and drops the command, so a
/// mistake shows up as a clear line instead of a hang.
///
/// A program (and so a UI store) lists every fault in ``Program/faults``; in a debug build it also
/// prints the first fault of each kind to standard error, at the command that caused it (see
/// ``Services/faultReporter``).
public enum RequestFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// No handler is registered in ``Services`` for the request type with this tag; `type` is the
    /// type's full name, as `String(reflecting:)` spells it (`MyApp.NumberFact`).
    case unhandled(tag: String, type: String)
    /// The command was written for a test to compare with and has no `then` to make a message.
    case noThen(tag: String)
    /// No handler is registered for the subscription source type with this tag; `type` is the
    /// type's full name.
    case unhandledSource(tag: String, type: String)
    /// A navigation intent reached the top: no parent mapped it into a message.
    case unmappedNavigation(Navigation)

    /// One line naming the Swift type and the line to add.
    public var description: String {
        switch self {
        case .unhandled(let tag, let type):
            "no handler for request type \(type) (tag \"\(tag)\"): add "
                + "services.register(\(Self.nameInSource(type)).self) { request, respond in … } "
                + "(or { request async in … }) to the services the program runs with"
        case .noThen(let tag):
            "request \(tag) has no `then`: it was written for a test to compare with, and cannot be run"
        case .unhandledSource(let tag, let type):
            "no handler for subscription source type \(type) (tag \"\(tag)\"): add "
                + "services.register(source: \(Self.nameInSource(type)).self) { source, emit in … } "
                + "(or events: { source in an AsyncSequence }) to the services the program runs with"
        case .unmappedNavigation(let navigation):
            "navigate \(navigation) reached the top: a parent maps its children's intents with effect.map(scope:_:navigation:)"
        }
    }

    /// A type's full name without its module, as code in that module writes it: `MyApp.Outer.Fetch`
    /// is `Outer.Fetch` (the module's own name is ambiguous when a type shares it).
    static func nameInSource(_ type: String) -> String {
        let head = type.prefix { $0 != "<" && $0 != "(" }
        guard let dot = head.firstIndex(of: ".") else { return type }
        return String(type[type.index(after: dot)...])
    }
}
