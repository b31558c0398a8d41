/// The bookkeeping of running commands: tickets, ids, "latest wins" and cancellation.
///
/// Every started command gets a fresh ticket, and its result travels back with that ticket. The
/// result is applied only if the ticket is still in the table when the result is *dequeued* — not
/// when it arrives — so a result that is already queued behind a `cancel` is dropped too. That is
/// what makes "a cancelled command's result never reaches update" hold whatever the timing.
///
/// The table is a plain value used from one queue; the interpreter and the scene tester share it,
/// so tests and the runtime agree on what a cancel means.
public struct InFlightTable<Handle>: Sendable where Handle: Sendable {
    /// A running command's ticket.
    public typealias Ticket = UInt64

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var id: EffectID?
        @usableFromInline var handle: Handle?
        @inlinable init(id: EffectID?) { self.id = id }
    }

    @usableFromInline var nextTicket: Ticket = 1
    @usableFromInline var entries: [Ticket: Entry] = [:]
    @usableFromInline var tickets: [EffectID: Ticket] = [:]

    /// Creates an empty table.
    @inlinable
    public init() {}

    /// How many commands are running.
    @inlinable
    public var count: Int { entries.count }

    /// Whether a ticket is still running.
    @inlinable
    public func isRunning(_ ticket: Ticket) -> Bool { entries[ticket] != nil }

    /// The ticket of the running command with this id, if any.
    @inlinable
    public func ticket(for id: EffectID) -> Ticket? { tickets[id] }

    /// Starts a command; with an id, the running command of that id is cancelled and its handle returned.
    @inlinable
    public mutating func begin(id: EffectID?) -> (ticket: Ticket, replaced: Handle?) {
        let replaced = id.flatMap { cancel($0) }
        let ticket = nextTicket
        nextTicket += 1
        entries[ticket] = Entry(id: id)
        if let id { tickets[id] = ticket }
        return (ticket, replaced)
    }

    /// Remembers how to stop a running ticket.
    @inlinable
    public mutating func attach(_ handle: Handle, to ticket: Ticket) {
        entries[ticket]?.handle = handle
    }

    /// Cancels the running command with this id; returns its handle, if one was attached.
    @discardableResult
    @inlinable
    public mutating func cancel(_ id: EffectID) -> Handle? {
        guard let ticket = tickets.removeValue(forKey: id) else { return nil }
        return entries.removeValue(forKey: ticket)?.handle
    }

    /// Ends a ticket whose result is being applied; false if it was cancelled (drop the result).
    @inlinable
    public mutating func finish(_ ticket: Ticket) -> Bool {
        guard let entry = entries.removeValue(forKey: ticket) else { return false }
        if let id = entry.id, tickets[id] == ticket { tickets[id] = nil }
        return true
    }

    /// The handles of the running commands that have one, oldest first.
    @inlinable
    public var runningHandles: [Handle] {
        entries.sorted { $0.key < $1.key }.compactMap(\.value.handle)
    }

    /// Cancels everything; returns the handles to stop.
    @inlinable
    public mutating func removeAll() -> [Handle] {
        defer { entries = [:]; tickets = [:] }
        return entries.values.compactMap(\.handle)
    }
}
