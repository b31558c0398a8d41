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

    /// Starts a scene: computes its first model and starts its startup effects.
    ///
    /// `observer`, if given, sees every step from the very first, including steps caused by the
    /// startup effects, which run before `observe(_:)` could be called (a recorder needs them all).
    @inlinable
    public convenience init(
        input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        observer: ((Step<S>) -> Void)? = nil
    ) {
        self.init(input: input, services: services, frameSize: frameSize, observers: observer.map { observer in
            [ObserverEntry(id: 0, kind: .step { step, _ in observer(step) })]
        } ?? [])
    }

    /// Starts a scene with an observer that sees every step from the very first and is handed the
    /// program with each (to send to it, or read it, without capturing it: see the type's notes).
    @inlinable
    public convenience init(
        input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        observer: @escaping Observer
    ) {
        self.init(input: input, services: services, frameSize: frameSize, observers: [ObserverEntry(id: 0, kind: .step(observer))])
    }

    /// One observer: of whole steps (the recorder, the shell, tests), or of the model alone.
    @usableFromInline
    package struct ObserverEntry {
        /// What the observer is called with.
        @usableFromInline
        package enum Kind {
            /// The step, built once per step and shared by every step observer.
            case step(Observer)
            /// The model, in place, and the message just applied, after each update: a UI store
            /// compares what its views read (and animates by the message, when asked to) and
            /// needs no step (nor the frame a step would keep the model for).
            case model((HeapCell<S.Model>, S.Msg) -> Void)
        }

        @usableFromInline let id: Int
        @usableFromInline let kind: Kind

        /// An observer entry.
        @inlinable
        package init(id: Int, kind: Kind) {
            self.id = id
            self.kind = kind
        }
    }

    /// Calls `observer` on the program's queue after every step from now on, until the observation is cancelled.
    ///
    /// Observers are read once per batch of queued messages: one added or cancelled while a batch
    /// is being applied takes effect from the next batch. The program holds `observer` until then:
    /// one that needs the program takes it from `observe { step, program in … }` rather than
    /// capturing it, which would keep the program alive.
    @discardableResult
    public func observe(_ observer: @escaping (Step<S>) -> Void) -> any Cancellable {
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
    public func observe(_ observer: @escaping Observer) -> any Cancellable {
        add(.step(observer))
    }

    /// Adds an observer, told from the next batch on; cancelling the handle removes it.
    func add(_ kind: ObserverEntry.Kind) -> any Cancellable {
        let id = onProgramQueue {
            nextObserverID += 1
            observers.append(ObserverEntry(id: nextObserverID, kind: kind))
            return nextObserverID
        }
        return ObserverHandle { [weak self] in
            self?.onProgramQueue { self?.observers.removeAll { $0.id == id } }
        }
    }
}

extension Program {
    /// Tells every observer the step, in the order they were added.
    @inlinable
    func notify(
        _ observers: [ObserverEntry], _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>,
        _ subscriptions: SubscriptionChanges<S.Msg>
    ) {
        stepCount = index  // observers that read `steps` see their own step
        // Observers of the model alone (a UI store) are told without a step being built.
        var first = 0
        // The model is lent in place, not copied (a copy would retain and release each of its lists).
        while first < observers.count, case .model(let notify) = observers[first].kind {
            notify(state, msg)
            first += 1
        }
        if first == observers.count { return }
        // The step is built once, for the first step observer and every observer after it, in order.
        let step = Step<S>(
            index: index, msg: msg, effect: effect, subscriptions: subscriptions, model: state.value, size: frameSize)
        for observer in observers[first...] {
            switch observer.kind {
            case .step(let notify): notify(step, self)
            case .model(let notify): notify(state, msg)
            }
        }
    }
}
