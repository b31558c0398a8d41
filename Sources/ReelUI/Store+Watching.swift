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
            state.toldUnread -= 1
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
        if state.watchList.isEmpty {
            if let whenFirstWatched {
                whenFirstWatched()
            } else if !hostWatches {
                hostWatches = true
                host.startWatching(self)
            }
        }
        state.watchList.append(watch)
        watch.listed = true
    }

    /// The watch of a value by key path, made on its first read.
    @inlinable
    func watch<Value: Equatable>(_ keyPath: KeyPath<Model, Value>) -> Watch {
        let id = ObjectIdentifier(keyPath)
        if let index = state.firstReadIDs.firstIndex(of: id) { return state.firstReadWatches[index] }
        if let known = state.byObject[id] { return known.watch }
        let watch = watchByValue(keyPath)
        if state.byObject.count == 256 {  // key paths made anew at each read (appended ones)
            state.byObject.removeAll()
            state.firstReadIDs.removeAll()
            state.firstReadWatches.removeAll()
        }
        state.byObject[id] = (keyPath, watch)
        if state.firstReadIDs.count < 8 {
            state.firstReadIDs.append(id)
            state.firstReadWatches.append(watch)
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
                    let slot = model.advanced(by: offset)
                    if slot[as: Value.self] == box.value { return false }
                    box.value = slot[as: Value.self]
                    return true
                }
            }
        }
        return watch(key: .path(keyPath)) { $0[keyPath: keyPath] }
    }

    /// The watch of a value worked out from the model (a computed property, the ids of a list),
    /// made on its first read.
    @inlinable
    func watch<Value: Equatable>(key: WatchKey, _ project: @escaping (Model) -> Value) -> Watch {
        if let existing = watches[key] { return existing }
        return addWatch(key: key, initial: current(project)) { box in
            { model in
                let value = project(model[as: Model.self])
                if value == box.value { return false }
                box.value = value
                return true
            }
        }
    }

    /// A value of the model as it is now; for a part that is gone, as it was when its store was made.
    @inlinable
    func current<Value>(_ project: (Model) -> Value) -> Value {
        var value: Value?
        if location.withModel(in: host.rootModel, { value = project($0) }) { return value! }
        guard let made = location.whenMade() else { preconditionFailure("the scene's own model is always there") }
        return project(made)
    }

    /// A value of the model by key path, as it is now (or was last seen).
    @inlinable
    func current<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
        current { $0[keyPath: keyPath] }
    }

    @inlinable
    func addWatch<Value>(
        key: WatchKey, initial: Value, comparing: (ValueBox<Value>) -> (ModelReference) -> Bool
    ) -> Watch {
        let box = ValueBox(initial)
        let watch = Watch(box: box, changed: comparing(box))
        watches[key] = watch
        list(watch)
        return watch
    }

    // MARK: - After each update

    @usableFromInline
    func compare(in rootModel: ModelReference) -> Bool {
        if state.toldUnread != 0 { dropTold() }
        if host.sweepDue { dropUnread() }
        // A part that is gone is not found: its values stay as they were seen last.
        if let offset = location.offset {
            _ = Watch.compare(state.watchList, at: rootModel.advanced(by: offset), into: &state.changedWatches)
        } else {
            _ = location.locate(rootModel) { model in _ = Watch.compare(state.watchList, at: model, into: &state.changedWatches) }
        }
        return !state.changedWatches.isEmpty
    }

    /// Tells the readers of the values that changed. A reader told of a change reads again if it
    /// is still there (a view re-rendering), so a value told and not read by the next update has
    /// no reader left: it is compared no more (see ``dropTold()``) until it is read again. What a
    /// send costs is bounded by what is read now, not by everything ever read.
    @usableFromInline
    func tellChanges() {
        state.toldUnread += state.changedWatches.count  // before telling: a reader may read again as it is told
        Watch.tell(&state.changedWatches)
    }

    /// Stops comparing the watches no observer tracks any more (a view that read them is gone,
    /// told of a change or not): a send costs what views read now.
    @usableFromInline
    nonisolated func dropUnread() {
        state.toldUnread -= Watch.dropUnread(&state.watchList)
    }

    /// Whether an observer tracks every value this store compares (see ``Watch/hasReader()``).
    @inlinable
    nonisolated func everyWatchRead() -> Bool {
        Watch.allRead(state.watchList)
    }

    /// Stops comparing the watches told of a change and not read since.
    @usableFromInline
    nonisolated func dropTold() {
        Watch.dropTold(&state.watchList)
        state.toldUnread = 0
    }
}
