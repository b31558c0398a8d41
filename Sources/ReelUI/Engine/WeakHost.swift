/// A host held weakly by its program's observer (the program may outlive it by a moment, held
/// by a block on the main queue).
@MainActor @usableFromInline
final class WeakHost {
    /// The host, while it lives.
    // Read after every update by the main actor alone: unchecked for exclusive access.
    @exclusivity(unchecked) weak var host: StoreHost?

    /// Holds `host` weakly.
    init(_ host: StoreHost) { self.host = host }
}
