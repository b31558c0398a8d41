/// Where a handler's response goes: one object per started request, given to the handler that
/// ``Services`` holds for the request's type.
///
/// An object rather than a function: a function of the request's `Response` type, made where
/// that type is known and called where it is not (or the other way round), would be converted
/// between the two calling conventions, which allocates a thunk each way on every request. A
/// responder is called the same way from everywhere (Reel's HTTP and cache handlers call it
/// straight from the transport's or the cache's completion), and allocated once.
@usableFromInline
class Responder<R: Request>: @unchecked Sendable {  // immutable; subclasses keep `let`s of `Sendable` types
    @usableFromInline init() {}

    /// Hands the response on; this base drops it (a navigation intent, which is never answered).
    @usableFromInline func respond(_ response: R.Response) {}
}

extension RequestCommand {
    /// Turns a response into the command's message and sends it with the command's ticket.
    @usableFromInline
    final class Delivery<R: Request>: Responder<R>, @unchecked Sendable {
        @usableFromInline let deliver: @Sendable (R.Response) -> Msg
        @usableFromInline let send: Send
        @usableFromInline let ticket: UInt64

        @inlinable
        init(_ deliver: @escaping @Sendable (R.Response) -> Msg, send: @escaping Send, ticket: UInt64) {
            self.deliver = deliver
            self.send = send
            self.ticket = ticket
        }

        @usableFromInline override func respond(_ response: R.Response) { send(deliver(response), ticket) }
    }
}
