extension RequestCommand {
    /// What a request command keeps: the function that starts it and the request's type, and (in
    /// a subclass) the request itself.
    @usableFromInline
    class Storage: @unchecked Sendable {  // immutable: `let`s of `Sendable` types, here and in subclasses
        /// Starts the request; called with this storage.
        @usableFromInline let start: Start
        /// The request's type: a navigation intent is told apart without boxing the request.
        @usableFromInline let requestType: any Request.Type

        @usableFromInline
        init(requestType: any Request.Type, start: @escaping Start) {
            self.requestType = requestType
            self.start = start
        }

        /// The request value.
        var request: any Request { preconditionFailure("a storage subclass keeps the request") }
    }

    /// A request of a known type with the function that makes its message, in the one object the
    /// command allocates; its start function captures nothing.
    @usableFromInline
    final class Typed<R: Request>: Storage, @unchecked Sendable {
        @usableFromInline let value: R
        @usableFromInline let deliver: @Sendable (R.Response) -> Msg

        @inlinable
        init(_ value: R, deliver: @escaping @Sendable (R.Response) -> Msg, start: @escaping Start) {
            self.value = value
            self.deliver = deliver
            super.init(requestType: R.self, start: start)
        }

        override var request: any Request { value }
    }

    /// A request whose start function holds what it needs (a mapped command, one to compare with).
    final class Erased: Storage, @unchecked Sendable {
        let value: any Request

        init(_ value: any Request, start: @escaping Start) {
            self.value = value
            super.init(requestType: type(of: value), start: start)
        }

        override var request: any Request { value }
    }
}
