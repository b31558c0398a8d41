import Reel

/// The host whose update's changes are being told right now, if any: an `observe` closure told
/// of a change by it runs again once that host has told them all, before its `send` returns.
/// One told of a change from anywhere else (an `@Observable` object changed outside any update,
/// another thread) runs again on the main queue, once per burst of changes.
@MainActor
enum Telling {
    /// The host telling its readers of an update's changes; nil outside. Set by the host around
    /// its telling, and the outer one restored after (a closure run again by one host may send
    /// to another, which tells its own changes). Not retained: set only while the host tells.
    static var host: ManualReference<StoreHost>?
}
