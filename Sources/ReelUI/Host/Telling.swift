/// The host whose update's changes are being told right now, if any: an `observe` closure told
/// of a change by it runs again once that host has told them all, before its `send` returns.
/// One told of a change from anywhere else (an `@Observable` object changed outside any update,
/// another thread) runs again on the main queue, once per burst of changes.
@MainActor
enum Telling {
    /// The host telling its readers of an update's changes; nil outside.
    static var host: StoreHost?

    /// Calls `tell` with `host` recorded as the one telling (restoring the outer one after: a
    /// closure run again by one host may send to another, which tells its own changes).
    @inline(__always)
    static func during(_ host: StoreHost, _ tell: () -> Void) {
        let outer = self.host
        self.host = host
        tell()
        self.host = outer
    }
}
