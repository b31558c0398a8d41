import Observation
import Reel

/// One value that a store's readers read, and the value seen last: compared after each update.
///
/// The comparison is a closure made where the value's type is known (inlinable code, specialized
/// in the module that reads the store), so it compares without type metadata; a stored property
/// is compared in place, at its offset in the model, without copying the model or going through
/// the key path's generic projection (which costs several times more than the comparison).
///
/// **Each watch is its own observable, with a registrar of its own.** The registrar finds a
/// change's observers by key path, hashing and comparing key paths on every read, change and
/// re-render; one watch per registrar keeps its tables to one entry. Measured on `store-send`: a
/// registrar per store, with a key path per watch (`\Store.[watched: id]`), cost 58,000
/// instructions a message, most of them in those tables.
///
/// **Whether it still has a reader** is read from the registrar itself: each watch is observed under
/// a key path object of its own, which an observer's registration holds (Observation keeps the key
/// paths an observer tracks until the observer is told or cancelled, as SwiftUI cancels the
/// observation of a view that goes). When only the watch holds its key path, nobody reads the value
/// any more, told of a change or not: its store stops comparing it (see ``hasReader()``), so a send
/// costs what is read now, not what was ever read. A read (a view shown again) has it compared again.
///
/// That key path is `\Watch.self`, with no component to hash, as an object of the watch's own:
/// a literal is one object for the whole program, but a key path made in generic code that is not
/// specialized is made anew at each call (see ``ownPath(_:)``). Should a runtime ever share it,
/// nothing breaks: every watch then looks read, and is compared as before this rule (the
/// gone-readers tests would say so). Tried first, and measured (callgrind, bare + what the store
/// adds): `\Watch.[observedAs: id]`, a subscript key path whose argument is hashed, made
/// `store-send` bare + 1,872 and `store-list-1000` bare + 9,214; `\Watch.mark.bit`, two stored
/// components, bare + 87 and bare + 9,745 (hashing the components, about 2,000 instructions a message).
///
/// Not isolated to the main actor, though only the main actor uses it: a main-actor closure handed
/// to code that is not would be checked at run time, on every update, to run on the main actor.
///
/// In the engine room: its comparison reads the model in place (``ModelReference``), its flags skip
/// the runtime's exclusivity checks, and its lists are walked through their buffers (each figure is
/// beside its construct); what it offers a store is safe to call.
@usableFromInline
final class Watch: Observable {
    /// The registrar this watch's readers register with: one per watch (see the type).
    @usableFromInline let registrar = ObservationRegistrar()
    /// The key path this watch's readers observe it by: one object per watch, held by every
    /// observer registered for it.
    // Read on every read and change, by the main actor alone: unchecked for exclusive access (with
    // StoreHost's `updates`, checked: store-send +446 and store-list-1000 +1,100 instructions a message, callgrind).
    @exclusivity(unchecked) @usableFromInline var observedPath: KeyPath<Watch, Watch>
    /// Compares the value in a model (at the store's location) with the last one seen, keeping
    /// the new one; true if it changed.
    @usableFromInline let changed: (ModelReference) -> Bool
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

    /// A watch of the value in `box`, compared by `changed`.
    @usableFromInline
    init(box: AnyObject, changed: @escaping (ModelReference) -> Bool) {
        self.box = box
        self.changed = changed
        observedPath = Self.ownPath(Watch.self)
    }

    /// `\Root.self`, made anew: not optimized, so that it is not specialized for `Watch`, where
    /// the key path would be a literal, one object for the program.
    @_optimize(none)
    static func ownPath<Root>(_ root: Root.Type) -> KeyPath<Root, Root> { \Root.self }

    /// Whether an observer still tracks this value: someone other than the watch holds its key path.
    @inlinable
    func hasReader() -> Bool { !isKnownUniquelyReferenced(&observedPath) }

    /// The last value seen, which is the current one: a watch read is compared after every update
    /// (one woken by a read is brought up to date first, see `Store.wake(_:)`).
    @inlinable
    func value<Value>(as type: Value.Type) -> Value {
        knownCast(box, to: ValueBox<Value>.self).value  // made with a box of the value's type
    }

    /// Tells the registrar that this value is read (a view's body, `withObservationTracking`).
    @inlinable
    func read() {
        registrar.access(self, keyPath: observedPath)
    }

    /// Tells the registrar's observers that the value changed.
    @usableFromInline
    func tell() {
        registrar.withMutation(of: self, keyPath: observedPath) {}
    }

    /// Compares watches with the model at a location, adding those that changed to `changed`;
    /// true if any did. Not generic, like everything it calls: it runs for every store that was
    /// read, after every update.
    @usableFromInline
    static func compare(_ watches: [Watch], at model: ModelReference, into changed: inout [Watch]) -> Bool {
        watches.withUnsafeBufferPointer { watches in
            for watch in watches where watch.changed(model) { changed.append(watch) }
        }
        return !changed.isEmpty
    }

    /// Whether an observer tracks every watch of a store's comparison list (see ``hasReader()``).
    @inlinable
    static func allRead(_ list: [Watch]) -> Bool {
        // Through the buffer, as ``dropUnread(_:)`` is (no retain of each watch); with the sweep's
        // unretained store, store-list-1000 pays 145 instructions a message less (callgrind).
        list.withUnsafeBufferPointer { list in
            for index in list.indices where !list[index].hasReader() { return false }
            return true
        }
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

    /// Removes from a store's comparison list the watches that no observer tracks any more (see
    /// ``hasReader()``), in place, in one pass; returns how many of them were told and not read.
    @usableFromInline
    static func dropUnread(_ list: inout [Watch]) -> Int {
        // Most lists have a reader for every watch: looked through first, without the mutable
        // access (a uniqueness check of the list) that removing needs.
        if list.allSatisfy({ $0.hasReader() }) { return 0 }
        var kept = 0, told = 0
        // In place through the buffer, in one pass, as ``dropTold(_:)`` does: this and the loop of
        // `RowGroup.dropRowsWithoutReaders()` in plain Swift cost store-list-1000 696 instructions a message.
        list.withUnsafeMutableBufferPointer { list in
            for index in list.indices {
                if list[index].hasReader() {
                    if kept != index { list.swapAt(kept, index) }
                    kept += 1
                } else {
                    list[index].listed = false
                    if list[index].told { told += 1 }
                }
            }
        }
        while list.count > kept { list.removeLast() }
        return told
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
