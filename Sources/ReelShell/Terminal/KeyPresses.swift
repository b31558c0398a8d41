import Reel

/// The key presses at the terminal, as a subscription source: a scene that declares
/// `.source(KeyPresses(), id: "keys") { .keyPressed($0) }` gets every key the shell does not keep
/// for itself (`:`, `?`, Ctrl-C, Ctrl-D, Ctrl-L) as a message. The shell registers its handler in
/// terminal mode; elsewhere (piped, replay) nothing runs it and no key ever arrives.
public struct KeyPresses: SubscriptionSource, Hashable {
    /// Each press.
    public typealias Event = Key

    /// The one stream of key presses.
    public init() {}

    /// `key-presses`.
    public static var tag: String { "key-presses" }
}
