extension Program {
    /// What an observer is called with: the step, and the program it observes, to send messages
    /// to or read.
    ///
    /// The program is handed over, not captured, so that no observer owns it. A program holds its
    /// observers until their observation is cancelled, so an observer that captured the program
    /// would keep it alive for ever (program → observer → program): a leak. Holding observers
    /// weakly instead would end at once an observation that nothing else owns (a closure given to
    /// `init(…, observer:)`), and a handle that holds the program weakly would add a weak load
    /// per step; the program is alive while it calls its observers, so handing it over costs
    /// nothing and cannot dangle.
    public typealias Observer = (Step<S>, Program<S>) -> Void

    /// Starts a scene with an observer that sees every step from the very first and is handed the
    /// program with each (to send to it, or read it, without capturing it: see the type's notes).
    @inlinable
    public convenience init(
        input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        observer: @escaping Observer
    ) {
        self.init(input: input, services: services, frameSize: frameSize, observers: [(0, observer)])
    }

    /// Calls `observer` on the program's queue after every step from now on, until the observation is cancelled.
    ///
    /// Observers are read once per batch of queued messages: one added or cancelled while a batch
    /// is being applied takes effect from the next batch. The program holds `observer` until then:
    /// one that needs the program takes it from `observe { step, program in … }` rather than
    /// capturing it, which would keep the program alive.
    @discardableResult
    public func observe(_ observer: @escaping (Step<S>) -> Void) -> Observation {
        observe { step, _ in observer(step) }
    }

    /// Calls `observer` on the program's queue after every step from now on, with the step and
    /// this program, until the observation is cancelled: the way for an observer to send messages
    /// back, or read the program, without owning it.
    ///
    /// ```swift
    /// program.observe { step, program in
    ///     if case .saved = step.msg { program.send(.refresh) }
    /// }
    /// ```
    @discardableResult
    public func observe(_ observer: @escaping Observer) -> Observation {
        let id = onProgramQueue {
            nextObserverID += 1
            observers.append((nextObserverID, observer))
            return nextObserverID
        }
        return Observation { [weak self] in
            self?.onProgramQueue { self?.observers.removeAll { $0.id == id } }
        }
    }

    @usableFromInline
    func notify(
        _ observers: [(id: Int, notify: Observer)], _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>,
        _ subscriptions: SubscriptionChanges<S.Msg>, _ model: S.Model
    ) {
        stepCount = index  // observers that read `steps` see their own step
        let step = Step<S>(
            index: index, msg: msg, effect: effect, subscriptions: subscriptions, model: model, size: frameSize)
        for observer in observers { observer.notify(step, self) }
    }
}
