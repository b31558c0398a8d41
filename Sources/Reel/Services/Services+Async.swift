/// Handlers written as `async` functions and sources written as `AsyncSequence`s, each run in a
/// `Task` of its own, for apps whose SDKs are `async`.
///
/// **Cancellation.** The task is the command's (or the subscription's) handle: when the command is
/// cancelled (by ``Effect/cancel(_:)``, a newer command with its id, ``Effect/cancelAll(in:)`` of
/// its scope, or its program stopping) or the subscription stops, the task is cancelled, and an
/// `await` that honours cancellation (`Task.sleep`, `URLSession`'s `data(for:)`, a
/// `withTaskCancellationHandler`) ends. A handler that returns or throws after its task was
/// cancelled answers nothing (a `CancellationError` included): its command is gone, and its answer
/// would be dropped anyway.
///
/// **Errors.** A handler answers with a response, so a thrown error must become one:
/// - `perform: (R) async -> R.Response`: the handler catches its own errors, or cannot fail.
/// - `perform: (R) async throws -> Success` when `R.Response` is `Result<Success, Failure>` or
///   ``Outcome``: a thrown `Failure` is `.failure(error)`, and any other error is
///   `.failure(Failure(thrown: error))`, which is why `Failure` must be ``ThrownErrorConvertible``
///   (``DescribedError`` is: it keeps the error's description).
/// - An `AsyncSequence` source ends when its sequence does; an error it throws ends it too. To
///   tell the scene of failures, make the source's `Event` an ``Outcome`` or a `Result`.
///
/// The tasks run on Swift's cooperative thread pool: code that blocks one of its threads until the
/// program is idle (`waitUntilIdle()` called from an `async` function) can starve them. Block from
/// a thread of your own, or wait without blocking.
extension Services {
    /// Registers an `async` handler for a request type, replacing any earlier one: each request runs
    /// it in a task of its own, cancelled with its command.
    public mutating func register<R: Request>(_ type: R.Type, perform: @escaping @Sendable (R) async -> R.Response) {
        register(type, handler: { request, respond in
            TaskHandle {
                let response = await perform(request)
                if !Task.isCancelled { respond(response) }
            }
        })
    }

    /// Registers an `async throws` handler for a request whose response is a `Result`: its value is
    /// `.success`, an error it throws `.failure` (converted by ``ThrownErrorConvertible`` unless it
    /// is a `Failure` already).
    public mutating func register<R: Request, Success: Sendable, Failure: ThrownErrorConvertible>(
        _ type: R.Type, perform: @escaping @Sendable (R) async throws -> Success
    ) where R.Response == Result<Success, Failure> {
        register(type) { (request: R) async -> Result<Success, Failure> in
            do {
                return .success(try await perform(request))
            } catch {
                return .failure((error as? Failure) ?? Failure(thrown: error))
            }
        }
    }

    /// Registers an `async throws` handler for a request whose response is an ``Outcome``: its value
    /// is `.success`, an error it throws `.failure` (converted by ``ThrownErrorConvertible`` unless
    /// it is a `Failure` already).
    public mutating func register<R: Request, Success, Failure: ThrownErrorConvertible>(
        _ type: R.Type, perform: @escaping @Sendable (R) async throws -> Success
    ) where R.Response == Outcome<Success, Failure> {
        register(type) { (request: R) async -> Outcome<Success, Failure> in
            do {
                return .success(try await perform(request))
            } catch {
                return .failure((error as? Failure) ?? Failure(thrown: error))
            }
        }
    }

    /// Registers a source type whose events are an `AsyncSequence`'s elements, replacing any
    /// earlier handler: each subscription iterates a sequence made for it in a task of its own,
    /// cancelled when the subscription stops. The subscription sends nothing more once the
    /// sequence ends or throws.
    public mutating func register<S: SubscriptionSource, Events: AsyncSequence & SendableMetatype>(
        source type: S.Type, events: @escaping @Sendable (S) -> Events
    ) where Events.Element == S.Event, Events.AsyncIterator: SendableMetatype {
        register(source: type, handler: { source, emit in
            TaskHandle {
                do {
                    for try await event in events(source) {
                        if Task.isCancelled { return }
                        emit(event)
                    }
                } catch {
                    // The sequence failed: the subscription ends, as documented above.
                }
            }
        })
    }
}

/// A task as the handle of the command or subscription it runs: cancelling the handle cancels it.
struct TaskHandle: Cancellable {
    let task: Task<Void, Never>

    /// Starts `body` in a task (on the global executor, as `Task { }` does away from any actor).
    init(_ body: @escaping @Sendable () async -> Void) { task = Task(operation: body) }

    func cancel() { task.cancel() }
}
