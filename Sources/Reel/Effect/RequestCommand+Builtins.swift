// HTTP requests and cache commands kept with their `then` as the app wrote it.
//
// `Typed<R>` and `Delivery<R>` keep `then` as a function of `R.Response`, a generic type, which is
// passed to it indirectly; `Effect.http` and `Effect.cache` take a function of a type written out
// (`Result<HTTPResponse, HTTPError>`, `CacheOutcome`), passed directly, and the compiler converts
// one into the other with a thunk it allocates for every command. These two pairs keep the
// function as written. Nothing else differs: the request still goes to the handler registered for
// its type, looked up as any request's, answering through a responder (callgrind, instructions a
// round trip: effect-dispatch 6,992 → 6,583; cache-memory-hit unchanged, 5,880 → 5,898, because
// the optimizer folds the thunk of its bench's `then`, a closure literal capturing nothing, which
// it cannot do for one that captures).
extension RequestCommand {
    /// An HTTP request whose result `deliver` turns into a message.
    @inlinable
    init(http request: HTTPRequest, then deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg) {
        storage = HTTPTyped(request, deliver: deliver) { storage, services, ticket, send in
            // The function is only ever called with the storage it was made with: a known cast, no
            // dynamic one (see `knownCast(_:to:)`).
            let typed = knownCast(storage, to: HTTPTyped.self)
            return RequestRunner.start(
                typed.value, with: services, responder: HTTPDelivery(typed.deliver, send: send, ticket: ticket))
        }
    }

    /// A cache command whose outcome `deliver` turns into a message.
    @inlinable
    init(cache command: CacheCommand, then deliver: @escaping @Sendable (CacheOutcome) -> Msg) {
        storage = CacheTyped(command, deliver: deliver) { storage, services, ticket, send in
            let typed = knownCast(storage, to: CacheTyped.self)
            return RequestRunner.start(
                typed.value, with: services, responder: CacheDelivery(typed.deliver, send: send, ticket: ticket))
        }
    }

    /// An HTTP request and its `then`, in the one object the command allocates.
    @usableFromInline
    final class HTTPTyped: Storage, @unchecked Sendable {  // immutable: `let`s of `Sendable` types
        @usableFromInline let value: HTTPRequest
        @usableFromInline let deliver: @Sendable (Result<HTTPResponse, HTTPError>) -> Msg

        @inlinable
        init(
            _ value: HTTPRequest, deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg,
            start: @escaping Start
        ) {
            self.value = value
            self.deliver = deliver
            super.init(requestType: HTTPRequest.self, start: start)
        }

        override var request: any Request { value }
    }

    /// A cache command and its `then`, in the one object the command allocates.
    @usableFromInline
    final class CacheTyped: Storage, @unchecked Sendable {  // immutable: `let`s of `Sendable` types
        @usableFromInline let value: CacheCommand
        @usableFromInline let deliver: @Sendable (CacheOutcome) -> Msg

        @inlinable
        init(_ value: CacheCommand, deliver: @escaping @Sendable (CacheOutcome) -> Msg, start: @escaping Start) {
            self.value = value
            self.deliver = deliver
            super.init(requestType: CacheCommand.self, start: start)
        }

        override var request: any Request { value }
    }

    /// Turns an HTTP result into the command's message and sends it with the command's ticket.
    @usableFromInline
    final class HTTPDelivery: Responder<HTTPRequest>, @unchecked Sendable {  // immutable
        @usableFromInline let deliver: @Sendable (Result<HTTPResponse, HTTPError>) -> Msg
        @usableFromInline let send: Send
        @usableFromInline let ticket: UInt64

        @inlinable
        init(
            _ deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg, send: @escaping Send, ticket: UInt64
        ) {
            self.deliver = deliver
            self.send = send
            self.ticket = ticket
        }

        @usableFromInline override func respond(_ response: Result<HTTPResponse, HTTPError>) {
            send(deliver(response), ticket)
        }
    }

    /// Turns a cache outcome into the command's message and sends it with the command's ticket.
    @usableFromInline
    final class CacheDelivery: Responder<CacheCommand>, @unchecked Sendable {  // immutable
        @usableFromInline let deliver: @Sendable (CacheOutcome) -> Msg
        @usableFromInline let send: Send
        @usableFromInline let ticket: UInt64

        @inlinable
        init(_ deliver: @escaping @Sendable (CacheOutcome) -> Msg, send: @escaping Send, ticket: UInt64) {
            self.deliver = deliver
            self.send = send
            self.ticket = ticket
        }

        @usableFromInline override func respond(_ response: CacheOutcome) { send(deliver(response), ticket) }
    }
}
