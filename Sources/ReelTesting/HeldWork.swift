import Reel

/// The tester's world: HTTP, cache, app-defined requests and sources that do nothing until the
/// test answers them by hand.
///
/// Each started piece of work is kept with the function that answers it, even after it is
/// cancelled, so that a test can feed a late answer to a cancelled command and see the
/// interpreter drop it, as the runtime would.
final class HeldWork: Sendable {
    enum Kind: Sendable {
        case http(HTTPRequest, @Sendable (Result<HTTPResponse, HTTPError>) -> Void)
        case cache(CacheCommand, @Sendable (CacheOutcome) -> Void)
        case request(any Request, @Sendable (Any) -> Void)
        case source(any SubscriptionSource, @Sendable (Any) -> Void)
    }

    struct Item: Sendable {
        let serial: Int
        let kind: Kind
        var cancelled = false
        var answered = false

        /// Still waiting for an answer (not cancelled, not answered; a source until it stops).
        var isPending: Bool { !cancelled && !answered }
    }

    private let items = Locked<[Item]>([])
    private let serials = Locked(0)

    /// Services whose timers are `clock`, random numbers from `seed`, and everything else held here.
    func services(clock: VirtualClock, seed: UInt64) -> Services {
        var services = Services(timers: clock, http: HeldHTTP(work: self), cache: HeldCache(work: self), seed: seed)
        services.anyRequestHandler = { [weak self] request, respond in
            self?.hold(.request(request, respond)) ?? NotCancellable()
        }
        services.anySourceHandler = { [weak self] source, emit in self?.hold(.source(source, emit)) ?? NotCancellable() }
        return services
    }

    /// Every item ever held, oldest first.
    var all: [Item] { items.withLock { $0 } }

    /// Marks an item answered and returns it; nil if there is none with that serial.
    func answer(_ serial: Int) -> Item? {
        items.withLock { items in
            guard let index = items.firstIndex(where: { $0.serial == serial }) else { return nil }
            items[index].answered = true
            return items[index]
        }
    }

    /// Whether the item with this serial was cancelled (false if there is none).
    func isCancelled(_ serial: Int) -> Bool {
        items.withLock { items in items.first { $0.serial == serial }?.cancelled ?? false }
    }

    /// How many items were ever held: the newest item's serial.
    var serialsIssued: Int { serials.withLock { $0 } }

    /// Forgets one item (answered, and no longer of interest).
    func forget(_ serial: Int) {
        items.withLock { items in items.removeAll { $0.serial == serial } }
    }

    /// Forgets the oldest cancelled items that were never answered, keeping the newest `count`.
    func forgetCancelled(keepingNewest count: Int) {
        items.withLock { items in
            var excess = items.count { $0.cancelled && !$0.answered } - count
            guard excess > 0 else { return }
            items.removeAll { item in
                guard excess > 0, item.cancelled, !item.answered else { return false }
                excess -= 1
                return true
            }
        }
    }

    /// Forgets everything (the test ends mid-flight on purpose).
    func removeAll() { items.withLock { $0.removeAll() } }

    fileprivate func hold(_ kind: Kind) -> any Cancellable {
        let serial = serials.withLock { serial in
            serial += 1
            return serial
        }
        items.withLock { $0.append(Item(serial: serial, kind: kind)) }
        return Handle(work: self, serial: serial)
    }

    private struct Handle: Cancellable {
        let work: HeldWork
        let serial: Int
        func cancel() {
            work.items.withLock { items in
                if let index = items.firstIndex(where: { $0.serial == serial }) { items[index].cancelled = true }
            }
        }
    }

    private struct HeldHTTP: HTTPTransport {
        let work: HeldWork
        func perform(
            _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
        ) -> any Cancellable {
            work.hold(.http(request, completion))
        }
    }

    private struct HeldCache: CacheService {
        let work: HeldWork
        func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable {
            work.hold(.cache(command, completion))
        }
    }
}
