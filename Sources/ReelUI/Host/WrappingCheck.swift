import Foundation

/// In a debug build, the watch over one part's store for a second wrapping: says, in one line on
/// standard error, when the call site that made the store asks for it again with a wrapping that
/// makes other messages.
///
/// A part's store is identified by its call site (see ``CallSite``), so two places that wrap one
/// part in two ways get two stores. One place can still do it: a helper that scopes for its callers
/// without forwarding their place, or one line evaluated with different closures. Closures cannot be
/// compared, so the check compares what they make: each message sent through the store is wrapped by
/// the first wrapping (the one the store sends with) and by the latest one asked for, and the first
/// difference is told, naming the place and both messages' cases (not their payloads, which may
/// hold what a user typed). A release build makes no check and pays nothing.
@MainActor @usableFromInline
final class WrappingCheck<PartMsg, Msg> {
    /// The wrapping the store was made with, and sends with.
    @usableFromInline let first: (PartMsg) -> Msg
    /// The wrapping passed at the latest request for the store from its call site.
    @usableFromInline var latest: ((PartMsg) -> Msg)?
    /// The part and the call site, as the line names them.
    let place: String
    /// Whether it was told already: once per store.
    private var told = false

    @usableFromInline
    init(_ first: @escaping (PartMsg) -> Msg, part: AnyKeyPath, at callSite: CallSite?) {
        self.first = first
        place = "\(part)" + (callSite.map { " at \($0.fileID):\($0.line):\($0.column)" } ?? "")
    }

    /// Wraps a message with the first wrapping; tells, once, when the latest makes another message.
    @usableFromInline
    func wrap(_ msg: PartMsg) -> Msg {
        let wrapped = first(msg)
        if !told, let latest {
            let other = latest(msg)
            let (sent, asked) = (String(reflecting: wrapped), String(reflecting: other))
            if sent != asked {
                told = true
                WrappingReport.report(
                    "reel: the store of \(place) was asked for with two wrappings: it sends \(Self.caseName(sent)), "
                        + "the latest request makes \(Self.caseName(asked)); scope each wrapping in a place of its own, "
                        + "forward the caller's fileID, line and column, or give each a tag")
            }
        }
        return wrapped
    }

    /// An enum case's name, without its payload: `App.Msg.detail(…)` gives `App.Msg.detail`.
    static func caseName(_ described: String) -> String {
        guard let open = described.firstIndex(of: "(") else { return described }
        return String(described[..<open])
    }
}

/// Where every ``WrappingCheck`` reports, whatever its types (a generic class has no static
/// storage): standard error; a test reads the lines here instead.
@MainActor
package enum WrappingReport {
    package static var report: (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
