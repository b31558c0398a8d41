/// A model kept in place with no program, freed with its holder: a preview's model, or the first
/// model of a scene whose root store went before it started (shown, never updated). In place, so
/// that a store reads it through the same raw pointer as a running program's model.
final class KeptModel<Model> {
    /// The model, in place.
    let model: UnsafeMutablePointer<Model>

    /// Keeps `first`.
    init(_ first: Model) {
        model = .allocate(capacity: 1)
        model.initialize(to: first)
    }

    deinit {
        model.deinitialize(count: 1)
        model.deallocate()
    }
}
