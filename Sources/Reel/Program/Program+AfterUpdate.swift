/// Steps 6 and 7 of a message's trip through the loop (``Program``): after `update`, the running
/// subscriptions are brought in line with those the model declares, then the observers are told.
/// The drain checks first whether there is anything to do at all: most steps end at the update.
extension Program {
    /// The subscriptions the model declares, read in place: passed `inout`, the model is the
    /// program's alone for the call, so it is lent to `subscriptions` as it is; read through the
    /// pointer, it was copied first, a retain and a release for each of its lists every message
    /// (callgrind `child-row-500`).
    @inlinable @inline(__always)
    func declaredSubscriptions(_ model: inout S.Model) -> Subscriptions<S.Msg> { S.subscriptions(model) }

    /// Whether steps 6 and 7 have nothing to do: nobody to tell, and the subscriptions declared
    /// are those running (none, while `quiet`; else the very set declared last time).
    @inlinable @inline(__always)
    func nothingFollows(
        _ declared: Subscriptions<S.Msg>, _ quiet: Bool, _ observers: [ObserverEntry], _ interpreter: Interpreter<S.Msg>
    ) -> Bool {
        quiet ? declared.storage == nil : observers.isEmpty && interpreter.runsAlready(declared)
    }

    /// Brings the running subscriptions in line with those the model declares, then tells the
    /// observers the step; returns whether the next step may skip this (`drain()`'s `quiet`).
    ///
    /// Inlinable, so that it is specialized for the scene, but never inlined: the drain's loop
    /// stays as small as the common step, which never comes here.
    @inlinable @inline(never)
    func afterUpdate(
        _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>, _ declared: Subscriptions<S.Msg>,
        _ interpreter: Interpreter<S.Msg>, _ observers: [ObserverEntry]
    ) -> Bool {
        // 6. Start the subscriptions that are new, stop those gone, restart those changed, by id.
        let changes = interpreter.reconcile(declared)
        // 7. Tell the observers.
        if !observers.isEmpty { notify(observers, index, msg, effect, changes) }
        return observers.isEmpty && interpreter.runsNoSubscriptions
    }
}
