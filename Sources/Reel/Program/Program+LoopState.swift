extension Program {
    /// What the loop changes as it runs, touched only on the program's queue, one access at a time.
    ///
    /// It lives in one ``HeapCell`` (`loop`), not in the program's stored `var`s, because a class's
    /// `var` is checked for exclusive access at run time: checked, these cost a UI store, which
    /// drains once a message, 577 instructions a message (`store-send` 14,357 → 14,934, callgrind);
    /// other programs pay it once a batch. The properties below read and change them in place.
    @usableFromInline
    struct LoopState {
        @usableFromInline var interpreter: Interpreter<S.Msg>!
        @usableFromInline var observers: [ObserverEntry] = []
        @usableFromInline var stepCount = 0
        @usableFromInline var draining = false
        @usableFromInline var spare = MessageBuffer<S.Msg>()

        @inlinable init() {}
    }

    /// Runs the commands and subscriptions; set once, in `init`.
    @inlinable var interpreter: Interpreter<S.Msg>! {
        get { loop.value.interpreter }
        set { loop.value.interpreter = newValue }
    }

    /// Who is told each step, in the order they were added.
    @inlinable var observers: [ObserverEntry] {
        _read { yield loop.value.observers }
        _modify { yield &loop.value.observers }
    }

    /// How many messages have been applied.
    @inlinable var stepCount: Int {
        get { loop.value.stepCount }
        set { loop.value.stepCount = newValue }
    }

    /// Whether a drain is running: a message sent on the main thread from inside one (by an
    /// observer, or a view it invalidates) waits its turn instead of starting another.
    @inlinable var draining: Bool {
        get { loop.value.draining }
        set { loop.value.draining = newValue }
    }

    /// The emptied buffer of the last batch, swapped in for the next: no allocation per batch.
    @inlinable var spare: MessageBuffer<S.Msg> {
        _read { yield loop.value.spare }
        _modify { yield &loop.value.spare }
    }
}
