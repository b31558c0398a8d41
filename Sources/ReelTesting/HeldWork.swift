import Reel

/// The tester's world: requests (HTTP and the cache among them) and sources that do nothing until
/// the test answers them by hand.
///
/// Each started piece of work is kept with the function that answers it, even after it is
/// cancelled, so that a test can feed a late answer to a cancelled command and see the
/// interpreter drop it, as the runtime would.
///
/// An explored session names its targets by position (``answerable``, ``sources``); a
/// ``SceneTester`` taking the same steps names the same targets, because both settle their work
/// by the same rule after each message (``settle()``).
@usableFromInline
final class HeldWork: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        /// A request waiting for its response, which must be of its type's `Response`.
        case request(any Request, @Sendable (Any) -> Void)
        /// A source that emits what the test gives it.
        case source(any SubscriptionSource, @Sendable (Any) -> Void)
    }

    @usableFromInline
    struct Item: Sendable {
        @usableFromInline let serial: Int
        @usableFromInline let kind: Kind
        @usableFromInline var cancelled = false
        var answered = false
        /// Cancelled long ago and never answered: no longer addressed by position (see ``settle()``).
        var retired = false

        /// Still waiting for an answer (not cancelled, not answered; a source until it stops).
        var isPending: Bool { !cancelled && !answered }

        /// A request or cache command an explored session may still answer (see ``answerable``).
        @usableFromInline var isAnswerable: Bool {
            if case .source = kind { false } else { !answered && !retired }
        }

        /// A source an explored session may still send an event (see ``sources``).
        @usableFromInline var isSource: Bool {
            if case .source = kind { !retired } else { false }
        }

        /// The call that hands the item `chosen`, as its answer or (a source's) its event (whoever
        /// chose it chose among the candidates for this item, so it is of the type the item takes).
        @usableFromInline
        func delivery(of chosen: Any) -> (() -> Void)? {
            switch kind {
            case .request(_, let complete): { complete(chosen) }
            case .source(_, let emit): { emit(chosen) }
            }
        }

        /// The request, if the item is one of type `R`.
        func request<R: Request>(as type: R.Type) -> R? {
            if case .request(let request, _) = kind { request as? R } else { nil }
        }
    }

    let items = Locked<[Item]>([])
    let serials = Locked(0)
    /// How many items had been held at the last ``settle()``.
    let settled = Locked(0)
    /// Counts the changes to the items: what is worked out from them stays true while it stands.
    let changes = Locked(0)

    /// How many cancelled items never answered (stopped sources included) stay addressable by
    /// position for a late answer or event; older ones retire, so that a long session's world stays small.
    static let lateWorkKept = 8

    /// Services whose timers are `clock`, random numbers from `seed`, and everything else held here:
    /// without handlers of their own, HTTP requests and cache commands are held as any request is.
    @usableFromInline
    func services(clock: VirtualClock, seed: UInt64) -> Services { services(clock: clock, random: RandomSource(seed: seed)) }

    /// Services whose timers are `clock`, random numbers and UUIDs from `random`, and everything else held here.
    @usableFromInline
    func services(clock: VirtualClock, random: RandomSource) -> Services {
        var services = Services(timers: clock)
        services.random = random
        services.faultReporter = .silent  // a test reads `tester.faults`
        services.unregister(HTTPRequest.self)
        services.unregister(CacheCommand.self)
        services.anyRequestHandler = { [weak self] request, respond in
            self?.hold(.request(request, respond)) ?? NotCancellable()
        }
        services.anySourceHandler = { [weak self] source, emit in self?.hold(.source(source, emit)) ?? NotCancellable() }
        return services
    }

    /// Every item ever held, oldest first.
    var all: [Item] { items.withLock { $0 } }

    /// A number that changes whenever an item is held, cancelled, answered, retired or forgotten.
    @usableFromInline var revision: Int { changes.withLock { $0 } }

    func changed() { changes.withLock { $0 += 1 } }

    /// Marks an item answered and returns it; nil if there is none with that serial.
    func answer(_ serial: Int) -> Item? {
        let answered = items.withLock { items -> Item? in
            guard let index = items.firstIndex(where: { $0.serial == serial }) else { return nil }
            items[index].answered = true
            return items[index]
        }
        if answered != nil { changed() }
        return answered
    }

    /// Whether the item with this serial was cancelled (false if there is none).
    @usableFromInline
    func isCancelled(_ serial: Int) -> Bool {
        items.withLock { items in items.first { $0.serial == serial }?.cancelled ?? false }
    }

    /// How many items were ever held: the newest item's serial.
    var serialsIssued: Int { serials.withLock { $0 } }

    /// Forgets one item (answered, and no longer of interest).
    @usableFromInline
    func forget(_ serial: Int) {
        items.withLock { items in items.removeAll { $0.serial == serial } }
        changed()
    }

    /// Commands awaiting an answer, oldest first, as an explored session addresses them: requests
    /// and cache commands not answered yet, cancelled ones included (their answer is a late one).
    @usableFromInline var answerable: [Item] { all.filter { $0.isAnswerable } }

    /// Whether any item but the one with serial `excluded` is ``answerable`` or among the
    /// ``sources``: what those two say, without building either (read for every state an
    /// exhaustive check reaches).
    @usableFromInline func holdsAny(besides excluded: Int?) -> Bool {
        items.withLock { items in
            items.contains { item in item.serial != excluded && (item.isAnswerable || item.isSource) }
        }
    }

    /// Source subscriptions that ran, oldest first, as an explored session addresses them: stopped
    /// ones included (their events are late ones).
    @usableFromInline var sources: [Item] { all.filter { $0.isSource } }

    /// Calls `body` with each ``answerable`` item, then each of the ``sources``, in the order
    /// `answerable + sources` lists them, without building either list: a fingerprint reads them
    /// for every state an exhaustive check reaches, and building the two lists (their items
    /// copied) was 5% of a check of the notes screen (callgrind, depth 9).
    @usableFromInline func forEachAddressable(_ body: (Item) -> Void) {
        let items = all
        for item in items where item.isAnswerable { body(item) }
        for item in items where item.isSource { body(item) }
    }

    /// Called once a message's effect has run and its subscriptions are reconciled: if work was
    /// held since the last call, the oldest cancelled items never answered beyond the newest
    /// ``lateWorkKept`` retire. Returns the items held since the last call.
    @usableFromInline
    func settle() -> [Item] {
        let issued = serialsIssued
        let seen = settled.withLock { seen in
            defer { seen = issued }
            return seen
        }
        guard issued != seen else { return [] }
        changed()
        return items.withLock { items in
            let late = items.indices.filter { items[$0].cancelled && !items[$0].answered && !items[$0].retired }
            for index in late.dropLast(Self.lateWorkKept) { items[index].retired = true }
            return items.filter { $0.serial > seen }
        }
    }

    /// Forgets the retired items, and returns their serials.
    @usableFromInline
    func forgetRetired() -> [Int] {
        let retired = items.withLock { items in
            let retired = items.filter { $0.retired }.map { $0.serial }
            items.removeAll { $0.retired }
            return retired
        }
        if !retired.isEmpty { changed() }
        return retired
    }

    /// Forgets everything (the test ends mid-flight on purpose).
    func removeAll() {
        items.withLock { $0.removeAll() }
        changed()
    }

    fileprivate func hold(_ kind: Kind) -> any Cancellable {
        let serial = serials.withLock { serial in
            serial += 1
            return serial
        }
        items.withLock { $0.append(Item(serial: serial, kind: kind)) }
        changed()
        return Handle(work: self, serial: serial)
    }

    private struct Handle: Cancellable {
        let work: HeldWork
        let serial: Int
        func cancel() {
            work.items.withLock { items in
                if let index = items.firstIndex(where: { $0.serial == serial }) { items[index].cancelled = true }
            }
            work.changed()
        }
    }
}
