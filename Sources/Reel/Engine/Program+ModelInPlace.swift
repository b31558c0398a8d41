extension Program {
    /// The model's address, for a UI store that reads it in place on the main thread (the program's
    /// queue there) rather than copying it, which would retain and release each of its lists. The
    /// address is the program's ``HeapCell``'s, which has the figures that keeping it in place buys.
    package var modelInPlace: UnsafePointer<S.Model> { state.readOnlyAddress }

    /// Calls `observer` on the program's queue with the model, in place, and the message just
    /// applied, after every step from now on (a UI store's comparisons of what its views read),
    /// until the observation is cancelled.
    @discardableResult
    package func observeModel(_ observer: @escaping (UnsafePointer<S.Model>, S.Msg) -> Void) -> any Cancellable {
        add(.model { model, msg in observer(model.readOnlyAddress, msg) })
    }
}
