// How a store learns what its readers read, and tells them when it changes.
extension Store: WatchingStore {
    /// Reads a watch: registers the reader with its registrar, and has the watch compared after
    /// each update again if it was dropped from the comparison (told of a change and not read
    /// since, see ``Watch/told``, or left with no reader, see ``Watch/hasReader()``).
    @inlinable
    func readWatch(_ watch: Watch) {
        if !watch.listed {
            wake(watch)
        } else if watch.told {  // read again before the next update: still compared, up to date
            watch.told = false
            toldUnread -= 1
        }
        watch.read()
    }

    /// A watch read again after it was dropped (told of a change and not read by the next update,
    /// or left with no reader): compared again after every update, from its value now.
    @usableFromInline
    func wake(_ watch: Watch) {
        watch.told = false
        // Dropped at an update it was not compared in: seen anew, unless the part is gone (then
        // it keeps showing what it showed).
        _ = location.locate(host.rootModel) { model in _ = watch.changed(model) }
        list(watch)
    }

    /// Has a watch compared after every update from now on; the store's first one has the store
    /// compared (by its host, or as its list's row).
    @usableFromInline
    func list(_ watch: Watch) {
        if watchList.isEmpty {
            if let whenFirstWatched {
                whenFirstWatched()
            } else if !hostWatches {
                hostWatches = true
                host.startWatching(self)
            }
        }
        watchList.append(watch)
        watch.listed = true
    }

    /// The watch of a value by key path, made on its first read.
    @inlinable
    func watch<Value: Equatable>(_ keyPath: KeyPath<Model, Value>) -> Watch {
        let id = ObjectIdentifier(keyPath)
        if let index = firstReadIDs.firstIndex(of: id) { return firstReadWatches[index] }
        if let known = byObject[id] { return known.watch }
        let watch = watchByValue(keyPath)
        if byObject.count == 256 {  // key paths made anew at each read (appended ones)
            byObject.removeAll()
            firstReadIDs.removeAll()
            firstReadWatches.removeAll()
        }
        byObject[id] = (keyPath, watch)
        if firstReadIDs.count < 8 {
            firstReadIDs.append(id)
            firstReadWatches.append(watch)
        }
        return watch
    }

    /// The watch of a key path, found by the key path's value (equal key paths share one).
    @inlinable
    func watchByValue<Value: Equatable>(_ keyPath: KeyPath<Model, Value>) -> Watch {
        if let existing = watches[.path(keyPath)] { return existing }
        if let offset = MemoryLayout<Model>.offset(of: keyPath) {
            return addWatch(key: .path(keyPath), initial: current(keyPath)) { box in
                { model in
                    // A stored property, compared where it lies: no copy of the model, no projection.
                    let slot = model.advanced(by: offset).assumingMemoryBound(to: Value.self)
                    if slot.pointee == box.value { return false }
                    box.value = slot.pointee
                    return true
                }
            }
        }
        return watch(key: .path(keyPath)) { $0.pointee[keyPath: keyPath] }
    }

    /// The watch of a value worked out from the model (a computed property, the ids of a list),
    /// made on its first read.
    @inlinable
    func watch<Value: Equatable>(key: WatchKey, _ project: @escaping (UnsafePointer<Model>) -> Value) -> Watch {
        if let existing = watches[key] { return existing }
        return addWatch(key: key, initial: current(project)) { box in
            { model in
                let value = project(model.assumingMemoryBound(to: Model.self))
                if value == box.value { return false }
                box.value = value
                return true
            }
        }
    }

    /// A value of the model as it is now; for a part that is gone, as it was when its store was made.
    @inlinable
    func current<Value>(_ project: (UnsafePointer<Model>) -> Value) -> Value {
        var value: Value?
        if location.withModel(in: host.rootModel, { value = project($0) }) { return value! }
        guard let made = location.whenMade() else { preconditionFailure("the scene's own model is always there") }
        return withUnsafePointer(to: made, project)
    }

    /// A value of the model by key path, as it is now (or was last seen).
    @inlinable
    func current<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
        current { $0.pointee[keyPath: keyPath] }
    }

    @inlinable
    func addWatch<Value>(
        key: WatchKey, initial: Value, comparing: (ValueBox<Value>) -> (UnsafeRawPointer) -> Bool
    ) -> Watch {
        let box = ValueBox(initial)
        let watch = Watch(box: box, changed: comparing(box))
        watches[key] = watch
        list(watch)
        return watch
    }

    // MARK: - After each update

    @usableFromInline
    func compare(in rootModel: UnsafeRawPointer) -> Bool {
        if toldUnread != 0 { dropTold() }
        if host.sweepDue { dropUnread() }
        // A part that is gone is not found: its values stay as they were seen last.
        if let offset = location.offset {
            _ = Watch.compare(watchList, at: rootModel + offset, into: &changedWatches)
        } else {
            _ = location.locate(rootModel) { model in _ = Watch.compare(watchList, at: model, into: &changedWatches) }
        }
        return !changedWatches.isEmpty
    }

    /// Tells the readers of the values that changed. A reader told of a change reads again if it
    /// is still there (a view re-rendering), so a value told and not read by the next update has
    /// no reader left: it is compared no more (see ``dropTold()``) until it is read again. What a
    /// send costs is bounded by what is read now, not by everything ever read.
    @usableFromInline
    func tellChanges() {
        toldUnread += changedWatches.count  // before telling: a reader may read again as it is told
        Watch.tell(&changedWatches)
    }

    /// Stops comparing the watches no observer tracks any more (a view that read them is gone,
    /// told of a change or not): a send costs what views read now.
    @usableFromInline
    nonisolated func dropUnread() {
        toldUnread -= Watch.dropUnread(&watchList)
    }

    /// Whether an observer tracks every value this store compares (see ``Watch/hasReader()``).
    @inlinable
    nonisolated func everyWatchRead() -> Bool {
        // Through the buffer, as `Watch.dropUnread` is (no retain of each watch); with the sweep's
        // unretained store, store-list-1000 pays 145 instructions a message less (callgrind).
        watchList.withUnsafeBufferPointer { list in
            for index in list.indices where !list[index].hasReader() { return false }
            return true
        }
    }

    /// Stops comparing the watches told of a change and not read since.
    @usableFromInline
    nonisolated func dropTold() {
        Watch.dropTold(&watchList)
        toldUnread = 0
    }
}
