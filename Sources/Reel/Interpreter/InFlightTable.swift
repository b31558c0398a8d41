/// The bookkeeping of running commands: tickets, ids, "latest wins" and cancellation.
///
/// Every started command gets a fresh ticket, and its result travels back with that ticket. The
/// result is applied only if the ticket is still in the table when the result is *dequeued* — not
/// when it arrives — so a result that is already queued behind a `cancel` is dropped too. That is
/// what makes "a cancelled command's result never reaches update" hold whatever the timing.
///
/// A ticket is a slot index and that slot's generation, so checking a result is an array lookup,
/// not a hash; a slot is reused only with a new generation, so an old ticket never matches a new
/// command. The table is a plain value used from one queue; the interpreter and the scene tester
/// share it, so tests and the runtime agree on what a cancel means.
@usableFromInline
package struct InFlightTable<Handle>: Sendable where Handle: Sendable {
    /// A running command's ticket; never 0, which stands for "no command".
    @usableFromInline package typealias Ticket = UInt64

    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var generation: UInt32 = 0
        @usableFromInline var isLive = false
        @usableFromInline var id: EffectID?
        @usableFromInline var scope: EffectScope?
        @usableFromInline var handle: Handle?
        @usableFromInline var order: UInt64 = 0

        @inlinable init() {}
    }

    @usableFromInline var slots: [Slot] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var tickets: [EffectID: Ticket] = [:]
    @usableFromInline var liveCount = 0
    /// The live slots started under each scope and each scope above it (`rows/5/inner` is listed
    /// under `rows`, `rows/5` and `rows/5/inner`): cancelling a scope visits only its own commands,
    /// not every running one, so a row leaving a long list costs what that row started.
    @usableFromInline var scopeMembers: [EffectScope: Set<Int>] = [:]
    @usableFromInline var started: UInt64 = 0

    /// Creates an empty table.
    @inlinable
    package init() {}

    /// How many commands are running.
    @inlinable
    package var count: Int { liveCount }

    /// Whether a ticket is still running.
    @inlinable
    package func isRunning(_ ticket: Ticket) -> Bool { slot(of: ticket) != nil }

    /// Starts a command; with an id, the running command of that id is cancelled and its handle
    /// returned. A command started under a scope has its id read under it (`scope/id`), and is
    /// stopped by ``cancelAll(in:)`` of that scope or any scope above it.
    @inlinable
    package mutating func begin(id unscoped: EffectID?, scope: EffectScope? = nil) -> (ticket: Ticket, replaced: Handle?) {
        let id = Self.scoped(unscoped, in: scope)
        let replaced = id.flatMap { cancel($0) }
        return (begin(scopedID: id, scope: scope), replaced)
    }

    /// An id as read under a scope (`scope/id`).
    @inlinable
    package static func scoped(_ id: EffectID?, in scope: EffectScope?) -> EffectID? {
        scope.flatMap { scope in id.map(scope.scoping) } ?? id
    }

    /// ``begin(id:scope:)`` for an id already scoped whose running command the caller has cancelled
    /// (``cancel(_:)``). The interpreter starts commands this way: the compiler moves an optional
    /// existential handle through the runtime's generic value witnesses, about 100 instructions a
    /// move, and a command without an id then moves none (callgrind, instructions a round trip:
    /// cache-memory-hit 5,933 → 5,737, effect-dispatch 7,238 → 7,029).
    @inlinable
    package mutating func begin(scopedID id: EffectID?, scope: EffectScope?) -> Ticket {
        let index = freeSlots.popLast() ?? newSlot()
        slots[index].generation &+= 1
        if slots[index].generation == 0 { slots[index].generation = 1 }
        slots[index].isLive = true
        slots[index].id = id
        slots[index].scope = scope
        if let scope { list(index, under: scope) }
        started += 1
        slots[index].order = started
        liveCount += 1
        let ticket = Ticket(slots[index].generation) << 32 | Ticket(index)
        if let id { tickets[id] = ticket }
        return ticket
    }

    /// Remembers how to stop a running ticket.
    @inlinable
    package mutating func attach(_ handle: Handle, to ticket: Ticket) {
        if let index = slot(of: ticket) { slots[index].handle = handle }
    }

    /// Cancels the running command with this id; returns its handle, if one was attached.
    @inlinable
    @discardableResult
    package mutating func cancel(_ id: EffectID) -> Handle? {
        guard let ticket = tickets.removeValue(forKey: id), let index = slot(of: ticket) else { return nil }
        return release(index)
    }

    /// Cancels every running command started under `scope` or a scope inside it; returns their handles.
    package mutating func cancelAll(in scope: EffectScope) -> [Handle] {
        guard let members = scopeMembers[scope] else { return [] }
        var handles: [Handle] = []
        for index in members.sorted() where slots[index].isLive {
            if let id = slots[index].id { tickets[id] = nil }
            if let handle = release(index) { handles.append(handle) }
        }
        return handles
    }

    /// Ends a ticket whose result is being applied; false if it was cancelled (drop the result).
    @inlinable
    package mutating func finish(_ ticket: Ticket) -> Bool {
        guard let index = slot(of: ticket) else { return false }
        if let id = slots[index].id, tickets[id] == ticket { tickets[id] = nil }
        free(index)
        return true
    }

    /// The handles of the running commands that have one, oldest first.
    @inlinable
    package var runningHandles: [Handle] {
        running.compactMap { $0.handle }
    }

    /// The running commands, oldest first: each one's ticket, the scope it was started under, and
    /// its handle (nil until attached).
    @inlinable
    package var running: [(ticket: Ticket, scope: EffectScope?, handle: Handle?)] {
        slots.indices.filter { slots[$0].isLive }.sorted { slots[$0].order < slots[$1].order }.map { index in
            (Ticket(slots[index].generation) << 32 | Ticket(index), slots[index].scope, slots[index].handle)
        }
    }

    /// The running commands' tickets, oldest first: ``running`` without the rest, for a caller that
    /// reads each command only when it does not know its ticket (the exhaustive checker, its ledger of work).
    @inlinable
    package var runningTickets: [Ticket] {
        var live: [(order: UInt64, ticket: Ticket)] = []
        for index in slots.indices where slots[index].isLive {
            live.append((slots[index].order, Ticket(slots[index].generation) << 32 | Ticket(index)))
        }
        if live.count > 1 { live.sort { $0.order < $1.order } }
        return live.map { $0.ticket }
    }

    /// The scope and handle of the running command with `ticket`; nil if none runs with it.
    @inlinable
    package func running(_ ticket: Ticket) -> (scope: EffectScope?, handle: Handle?)? {
        slot(of: ticket).map { (slots[$0].scope, slots[$0].handle) }
    }

    /// Cancels everything; returns the handles to stop.
    ///
    /// The slots stay, with their generations: a fresh table would hand the next command the very
    /// ticket a cancelled one had, and that one's late answer would then be taken for it.
    @inlinable
    package mutating func removeAll() -> [Handle] {
        let handles = runningHandles
        for index in slots.indices where slots[index].isLive { release(index) }
        tickets.removeAll()
        return handles
    }

    @inlinable
    func slot(of ticket: Ticket) -> Int? {
        let index = Int(truncatingIfNeeded: ticket & 0xFFFF_FFFF)
        guard index < slots.count, slots[index].isLive, slots[index].generation == UInt32(truncatingIfNeeded: ticket >> 32)
        else { return nil }
        return index
    }

    @usableFromInline
    mutating func newSlot() -> Int {
        slots.append(Slot())
        return slots.count - 1
    }

    @inlinable
    @discardableResult
    mutating func release(_ index: Int) -> Handle? {
        let handle = slots[index].handle
        free(index)
        return handle
    }

    /// Ends a slot's command, dropping its handle (not copied out: see ``begin(scopedID:scope:)``).
    @inlinable
    mutating func free(_ index: Int) {
        if let scope = slots[index].scope { unlist(index, under: scope) }
        slots[index].isLive = false
        slots[index].id = nil
        slots[index].scope = nil
        slots[index].handle = nil
        freeSlots.append(index)
        liveCount -= 1
    }

    /// How many commands have been started so far: a mark, so that the commands one update
    /// starts are those started between the marks taken before and after it.
    package var startedSoFar: UInt64 { started }

    /// Whether a command started between two marks (``startedSoFar``) still runs.
    package func isRunning(startedIn marks: Range<UInt64>) -> Bool {
        slots.contains { $0.isLive && marks.contains($0.order - 1) }
    }

    /// Cancels the commands started between two marks that still run; returns their handles.
    package mutating func cancelAll(startedIn marks: Range<UInt64>) -> [Handle] {
        var handles: [Handle] = []
        for index in slots.indices where slots[index].isLive && marks.contains(slots[index].order - 1) {
            if let id = slots[index].id, tickets[id] == Ticket(slots[index].generation) << 32 | Ticket(index) { tickets[id] = nil }
            if let handle = release(index) { handles.append(handle) }
        }
        return handles
    }

    /// How many scopes list running commands (none once nothing scoped runs).
    package var scopesListed: Int { scopeMembers.count }

    /// Lists a slot under its scope and every scope above it.
    @usableFromInline
    mutating func list(_ index: Int, under scope: EffectScope) {
        for enclosing in scope.enclosingScopes { scopeMembers[enclosing, default: []].insert(index) }
    }

    /// Takes a slot off the lists of its scope and the scopes above it.
    @usableFromInline
    mutating func unlist(_ index: Int, under scope: EffectScope) {
        for enclosing in scope.enclosingScopes {
            scopeMembers[enclosing]?.remove(index)
            if scopeMembers[enclosing]?.isEmpty == true { scopeMembers[enclosing] = nil }
        }
    }
}

extension EffectScope {
    /// This scope and every scope it lies under, outermost first: `a`, `a/b`, `a/b/c`.
    @usableFromInline
    var enclosingScopes: [EffectScope] {
        let path = rawValue.utf8
        var scopes: [EffectScope] = []
        var position = path.startIndex
        while let slash = path[position...].firstIndex(of: UInt8(ascii: "/")) {
            scopes.append(EffectScope(String(rawValue[..<slash])))
            position = path.index(after: slash)
        }
        scopes.append(self)
        return scopes
    }
}
