/// Runs an update's commands with the services and sends their results back as messages.
///
/// The interpreter lives on the program's queue: it is only ever called from there, so its table
/// needs no lock. Services do their work on their own queues (network concurrent, disk serial,
/// timers on a timer queue); each result comes back through `deliver` with its ticket, which hops
/// it onto the program's mailbox, and is checked against the table when it is dequeued.
@usableFromInline
final class Interpreter<Msg: Sendable> {
    /// Hands a message to the program's mailbox; the ticket is 0 for messages no command owns.
    @usableFromInline typealias Deliver = @Sendable (Msg, InFlightTable<any Cancellable>.Ticket) -> Void

    @usableFromInline let services: Services
    @usableFromInline let deliver: Deliver
    // Behind a pointer rather than a stored `var`: only the program's queue touches it, and a class
    // property would add a dynamic exclusivity check to every command and every result.
    @usableFromInline let table: UnsafeMutablePointer<InFlightTable<any Cancellable>>

    @usableFromInline
    init(services: Services, deliver: @escaping Deliver) {
        self.services = services
        self.deliver = deliver
        table = .allocate(capacity: 1)
        table.initialize(to: InFlightTable())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// How many commands are running (timers, requests, cache work).
    @inlinable var inFlight: Int { table.pointee.count }

    /// Starts every command of an effect, in order.
    @inlinable
    func run(_ effect: Effect<Msg>) {
        run(effect.commands)
    }

    /// Starts commands, in order.
    @inlinable
    func run(_ commands: [Command<Msg>]) {
        for command in commands { start(command) }
    }

    /// Whether a result with this ticket may reach `update`; a cancelled ticket's result is dropped.
    @inlinable
    func accept(_ ticket: InFlightTable<any Cancellable>.Ticket) -> Bool {
        ticket == 0 || table.pointee.finish(ticket)
    }

    /// Stops everything still running (the program is going away).
    @usableFromInline
    func cancelAll() {
        for handle in table.pointee.removeAll() { handle.cancel() }
    }

    @inlinable
    func start(_ command: Command<Msg>) {
        switch command {
        case .send(let msg):
            deliver(msg, 0)
        case .cancel(let id):
            table.pointee.cancel(id)?.cancel()
        case .navigate:
            // Navigation is the app coordinator's to honor: a coordinator maps its children's intents
            // into its own messages (see `Effect.map`). One that reaches the top stays visible to
            // observers in the step's effect, and there is nothing more to run.
            break
        case .timer(let delay, let msg, let id):
            let ticket = begin(id)
            let deliver = self.deliver
            table.pointee.attach(services.timers.schedule(after: delay) { deliver(msg, ticket) }, to: ticket)
        case .http(let request, let id, let toMsg):
            let ticket = begin(id)
            let deliver = self.deliver
            table.pointee.attach(services.http.perform(request) { deliver(toMsg($0), ticket) }, to: ticket)
        case .cache(let cacheCommand, let id, let toMsg):
            let ticket = begin(id)
            let deliver = self.deliver
            table.pointee.attach(services.cache.run(cacheCommand) { deliver(toMsg($0), ticket) }, to: ticket)
        }
    }

    /// Takes a ticket; a running command with the same id is cancelled first ("latest wins").
    @inlinable
    func begin(_ id: EffectID?) -> InFlightTable<any Cancellable>.Ticket {
        let (ticket, replaced) = table.pointee.begin(id: id)
        replaced?.cancel()
        return ticket
    }
}
