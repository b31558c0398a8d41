import Reel

/// The terminal's size, as a subscription source: the size when the subscription starts, then
/// each new size after a resize (SIGWINCH). Registered by the shell in terminal mode.
public struct TerminalResizes: SubscriptionSource, Hashable {
    /// The size in cells.
    public typealias Event = FrameSize

    /// The one stream of sizes.
    public init() {}

    /// `terminal-size`.
    public static var tag: String { "terminal-size" }
}
