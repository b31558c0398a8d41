import Reel

extension Store {
    /// Hosts a scene on the main actor; it starts on the store's first use, not here.
    ///
    /// The scene starts (its startup effects run, and what they send at once is applied) when
    /// this store, or a store scoped from it, is first read from, sent to or settled, or when
    /// ``start()`` is called: SwiftUI makes a `@State`'s initial value each time the view's struct
    /// is made and keeps only the first, so a store made and dropped must start nothing. The
    /// scene stops when this store, the root, is released (see ``Store``).
    ///
    /// `observer` sees every step from the very first, as a `Program`'s does: give it a
    /// `LogRecorder`'s `record` to record the session.
    @inlinable
    public convenience init<S: Scene>(
        _ scene: S.Type, input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        observer: ((Step<S>) -> Void)? = nil
    ) where S.Model == Model, S.Msg == Msg {
        let observers = observer.map { observer in [Program<S>.ObserverEntry(id: 0, kind: .step { step, _ in observer(step) })] }
        let lifetime = Locked(SceneLifetime<S>.State())
        let host = SceneHost<S>(input: input, services: services, frameSize: frameSize, observers: observers ?? [], lifetime: lifetime)
        self.init(host: host, location: .root(), lifetime: SceneLifetime<S>(state: lifetime)) { msg in host.send(msg) }
    }

    /// Starts the scene now, if it has not started (its first read or send would start it):
    /// for a view that shows nothing of it before its startup work is under way, call it from
    /// `onAppear`.
    public func start() {
        _ = host.rootModel
    }

    /// Waits, letting the main actor run, until the scene has nothing left to do: no message
    /// queued, no command in flight; with a virtual clock, jumping it from timer to timer rather
    /// than waiting out the delays (as `Program.settle(advancing:)` does off the main thread);
    /// false if the scene takes more than `timeout` of real time.
    ///
    /// Time the main actor spends on other work while this waits (another test holding it, a long
    /// render) is not the scene's and does not count: a scene on a virtual clock can only move when
    /// this runs, so counting it made a settle fail after a busy spell that its scene never caused.
    public func settle(advancing clock: VirtualClock? = nil, timeout: Duration = .seconds(10)) async -> Bool {
        await settle(advancing: clock, timeout: timeout, now: { ContinuousClock.now })
    }

    /// ``settle(advancing:timeout:)`` with the real time read from `now`, so that a test can say
    /// how long the main actor was away.
    package func settle(
        advancing clock: VirtualClock?, timeout: Duration, now: () -> ContinuousClock.Instant
    ) async -> Bool {
        start()
        var spent = Duration.zero  // the scene's time before the current stretch
        var stretch = now()  // when the current stretch of its time began
        while true {
            let (queued, inFlight) = host.pending
            if !queued && inFlight == 0 { return true }
            // Checked after the scene, not before: a scene found idle has settled, however long it took.
            let used = spent + (now() - stretch)
            if used >= timeout { return false }
            if let clock, !queued, inFlight <= clock.pendingCount {
                // Only virtual timers wait: jump to the next; its messages are applied here and now.
                clock.advanceToNextTimer()
                continue
            }
            // Real work (a request, disk I/O) or messages waiting for the main queue: let it run, and
            // count no more than the slice asked for, however late the main actor comes back.
            let slice = min(timeout - used, .milliseconds(5))
            let asked = now()
            _ = await host.idle(within: slice)
            spent = used + min(now() - asked, slice)
            stretch = now()
        }
    }
}
