import Reel

/// A model kept in place with no program, freed with its holder: a preview's model, or the first
/// model of a scene whose root store went before it started (shown, never updated). In place (a
/// ``HeapCell``, as a program keeps its model), so that a store reads it through the same
/// ``ModelReference`` as a running program's model.
final class KeptModel<Model> {
    /// The model, in place: allocated once, so that its address stays the same for the holder's life.
    private let model: HeapCell<Model>

    /// Keeps `first`.
    init(_ first: Model) { model = HeapCell(first) }

    /// Where the model is, for the host's stores.
    var reference: ModelReference { ModelReference(UnsafeRawPointer(model.readOnlyAddress)) }

    /// Changes the model in place (a preview's `update`).
    func update<Result>(_ body: (inout Model) -> Result) -> Result { body(&model.value) }

    deinit { model.free() }
}
