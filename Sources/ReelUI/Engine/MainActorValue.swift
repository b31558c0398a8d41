/// The value `body` gives on the main actor, which the caller is on, handed out to a context that
/// is not isolated though the value is not `Sendable`: what `Store.id` does, as `Identifiable`
/// asks for an id from no isolation (an id need not be `Sendable`, and a conformance cannot ask it
/// to be), while the model it is read from is the main actor's.
@inlinable
func readOnMainActor<Value>(_ body: @MainActor () -> Value) -> Value {
    // Written once on the main actor, read once after: never shared while it is written.
    nonisolated(unsafe) var value: Value?
    MainActor.assumeIsolated { value = body() }
    return value!
}
