/// Where a store's model is in its scene's model: the scene's own model, a part of a part, a row
/// of a list found by its id.
///
/// Finding is a closure made where the types are known (see ``Watch``). A stored property is
/// reached in place, at its offset; anything else (a computed property, an optional) is copied
/// out for the time of the call. Nothing here keeps a copy of the model it finds: a kept copy
/// would share the model's arrays, and the next update changing one in place would copy it whole.
///
/// Not isolated to the main actor, for the reason ``Watch`` gives.
@usableFromInline
final class StoreLocation<Model> {
    /// Calls `body` with the model, in place or copied; false, without calling it, when the part
    /// is gone (a row removed, an optional part set to nil). The scene's model comes in, and the
    /// part goes out, as untyped ``ModelReference``s: a store compares its watches after every
    /// update, and code generic over the model would look up type metadata each time.
    @usableFromInline let locate: (ModelReference, (ModelReference) -> Void) -> Bool
    /// For a part that can go, the part as it was when its store was made (a row) or when it was
    /// last found (an optional part): what the store shows for a value first read after the part
    /// is gone (values read before keep what they were last seen as). Nil for the scene's model,
    /// which cannot go.
    @usableFromInline let whenMade: () -> Model?
    /// Whether a row's store has departed: its row was seen gone from its list once, and is
    /// never found again (set by the row's `locate` and by its list's group). Unused by others.
    @usableFromInline let departed: ValueBox<Bool>
    /// Where the model is in the scene's model, in bytes, when only stored properties lead there
    /// (the scene's model, a part of it, a part of that): reached with no call at all. Nil for
    /// anything found (a row, an optional part) or copied (a computed property). After every
    /// update each store and list compares what it watches here: going through ``locate``'s
    /// nested closures cost `store-list-1000` about 250 instructions a message (callgrind).
    @usableFromInline let offset: Int?

    @usableFromInline
    init(
        whenMade: @escaping () -> Model?, departed: ValueBox<Bool> = ValueBox(false), offset: Int? = nil,
        locate: @escaping (ModelReference, (ModelReference) -> Void) -> Bool
    ) {
        self.whenMade = whenMade
        self.departed = departed
        self.offset = offset
        self.locate = locate
    }

    /// The scene's own model.
    @inlinable
    static func root() -> StoreLocation<Model> {
        StoreLocation(whenMade: { nil }, offset: 0) { root, body in
            body(root)
            return true
        }
    }

    /// A part of the model at this location, by key path.
    @inlinable
    func appending<Part>(_ keyPath: KeyPath<Model, Part>) -> StoreLocation<Part> {
        let parent = locate
        let parentWhenMade = whenMade
        let whenMade = { parentWhenMade()?[keyPath: keyPath] }
        if let offset = MemoryLayout<Model>.offset(of: keyPath) {
            return StoreLocation<Part>(whenMade: whenMade, offset: self.offset.map { $0 + offset }) { root, body in
                parent(root) { model in body(model.advanced(by: offset)) }
            }
        }
        return StoreLocation<Part>(whenMade: whenMade) { root, body in
            parent(root) { model in
                ModelReference.to(model[as: Model.self][keyPath: keyPath], body)
            }
        }
    }

    /// An optional part of the model at this location, as it is now: found while this arrival of
    /// the part is there (and, when `same` is given, while the part is the same instance as
    /// `now`, by id). Once not found, never found again: the part departed, and a successor in
    /// the same place is another part, with a store of its own. A value first read after the
    /// part departed shows the part as it was when last found (its store is compared after
    /// every update, so that is as it was when it left).
    @inlinable
    func appending<Part>(present keyPath: KeyPath<Model, Part?>, now: Part, same: ((Part, Part) -> Bool)?) -> StoreLocation<Part> {
        let parent = locate
        let departed = ValueBox(false)
        let last = ValueBox(now)
        return StoreLocation<Part>(whenMade: { last.value }) { root, body in
            if departed.value { return false }
            var found = false
            _ = parent(root) { model in
                guard let part = model[as: Model.self][keyPath: keyPath] else { return }
                if let same, !same(part, now) { return }
                found = true
                last.value = part
                ModelReference.to(part, body)
            }
            if !found { departed.value = true }
            return found
        }
    }

    /// Calls `body` with the model at this location, read in place; false when the part is gone.
    @inlinable
    func withModel(in root: ModelReference, _ body: (Model) -> Void) -> Bool {
        locate(root) { body($0[as: Model.self]) }
    }
}
