import Observation

/// One value that a store's readers read, and the value seen last: compared after each update.
///
/// The comparison is a closure made where the value's type is known (inlinable code, specialized
/// in the module that reads the store), so it compares without type metadata; a stored property
/// is compared in place, at its offset in the model, without copying the model or going through
/// the key path's generic projection (which costs several times more than the comparison).
///
/// **Each watch is its own observable, with a registrar of its own**, registered under one key
/// path shared by every watch: `\Watch.self`, a constant with no component to hash. The registrar finds a change's
/// observers by key path, hashing and comparing key paths on every read, change and re-render;
/// one watch per registrar keeps its tables to one entry, and a shared constant key path compares
/// by identity. Measured on `store-send`: a registrar per store, with a key path per watch
/// (`\Store.[watched: id]`), cost 58,000 instructions a message, most of them in those tables.
///
/// Not isolated to the main actor, though only the main actor uses it: a main-actor closure handed
/// to code that is not would be checked at run time, on every update, to run on the main actor.
@usableFromInline
final class Watch: Observable {
    @usableFromInline let registrar = ObservationRegistrar()
    /// Compares the value in a model (at the store's location) with the last one seen, keeping
    /// the new one; true if it changed.
    @usableFromInline let changed: (UnsafeRawPointer) -> Bool
    /// The last value seen, in a ``ValueBox`` of its type.
    @usableFromInline let box: AnyObject
    /// Whether its readers were told of a change and it was not read since. Observation's
    /// readers are told once, and read again to be told again (a view re-rendering), so a watch
    /// told and not read since has no reader: its store stops comparing it (see ``listed``), and
    /// its next read has it compared again.
    // This flag and the next are set on every read and checked after every update, by the main
    // actor alone: unchecked for exclusive access, as the store's own lists are (a runtime check
    // each time otherwise; not measured on its own, part of `store-send`'s 14,741 instructions).
    @exclusivity(unchecked) @usableFromInline var told = false
    /// Whether its store compares it after every update (is in the store's `watchList`).
    @exclusivity(unchecked) @usableFromInline var listed = false

    @usableFromInline
    init(box: AnyObject, changed: @escaping (UnsafeRawPointer) -> Bool) {
        self.box = box
        self.changed = changed
    }

    /// The last value seen, which is the current one: a watch read is compared after every update
    /// (one woken by a read is brought up to date first, see `Store.wake(_:)`).
    @inlinable
    func value<Value>(as type: Value.Type) -> Value {
        unsafeDowncast(box, to: ValueBox<Value>.self).value
    }

    /// Tells the registrar that this value is read (a view's body, `withObservationTracking`).
    @inlinable
    func read() {
        registrar.access(self, keyPath: Self.path)
    }

    /// Tells the registrar's observers that the value changed.
    @usableFromInline
    func tell() {
        registrar.withMutation(of: self, keyPath: Self.path) {}
    }

    /// The key path every watch is registered under, made once.
    @usableFromInline static let path: KeyPath<Watch, Watch> & Sendable = \.self

    /// Compares watches with the model at a location, adding those that changed to `changed`;
    /// true if any did. Not generic, like everything it calls: it runs for every store that was
    /// read, after every update.
    @usableFromInline
    static func compare(_ watches: [Watch], at model: UnsafeRawPointer, into changed: inout [Watch]) -> Bool {
        watches.withUnsafeBufferPointer { watches in
            for watch in watches where watch.changed(model) { changed.append(watch) }
        }
        return !changed.isEmpty
    }

    /// Tells the registrars of the watches that changed, and forgets them.
    static func tell(_ changed: inout [Watch]) {
        // Nothing compares while changes are told (the drain is not re-entered), so the list can be
        // emptied after: emptied before, a copy would share its storage and emptying would copy it.
        for watch in changed {
            watch.told = true  // before telling: a reader that reads again as it is told wakes it
            watch.tell()
        }
        changed.emptyKeepingStorage()
    }

    /// Removes from a store's comparison list the watches told of a change and not read since,
    /// in place, in one pass: at the first update after they were told, if any was not read again.
    @usableFromInline
    static func dropTold(_ list: inout [Watch]) {
        var kept = 0
        // In place through the buffer: one pass that moves the kept watches down, with no bounds
        // check or uniqueness check per element, and no second array.
        list.withUnsafeMutableBufferPointer { list in
            for index in list.indices {
                if list[index].told {
                    list[index].listed = false
                } else {
                    if kept != index { list.swapAt(kept, index) }
                    kept += 1
                }
            }
        }
        while list.count > kept { list.removeLast() }
    }
}

/// A value kept by reference, so that a watch's comparison and its readers share it.
///
/// Its value is read and written after every update: unchecked for exclusive access (only the
/// main actor touches it, one access at a time), which would otherwise cost a runtime check on each.
@usableFromInline
final class ValueBox<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}

/// What a watch watches: a value by key path (the common case, hashed as the key path itself),
/// or a value worked out from the model.
@usableFromInline
enum WatchKey: Hashable {
    /// A value of the model, by key path.
    case path(AnyKeyPath)
    /// The whole model (``Store/model``).
    case wholeModel
    /// Whether an optional part is present (`Store.scope(_:_:)`, an optional part).
    case presence(AnyKeyPath)
    /// The ids of a list, kept as an array or as `IdentifiedRows`.
    case rowIDs(AnyKeyPath)
    /// The commands of the scene that could not start (``Store/faults``).
    case faults
}
