import Reel

extension Simulation {
    /// The fingerprint of the state a session is in: its model and the work pending, hashed
    /// canonically (the model and each piece of work as ``Fingerprints`` says), so that two sessions that reach the same model with the
    /// same work ahead, by whatever path, share it, in every run and on every machine.
    ///
    /// The work pending is what the world can still do: the commands awaiting an answer (their
    /// requests, and whether they were cancelled: a late answer is still possible), the sources
    /// that ran, the commands and subscriptions the interpreter runs (without their tickets,
    /// which count what came before), and how long until each timer fires. Not in it: the
    /// virtual time passed, the position of the services' random numbers, and the secret values
    /// sent so far.
    ///
    /// With `dropped`, the fingerprint of the state the session would be in with the held item of
    /// that serial forgotten: where a cancelled command's late answer leads (see
    /// ``ExhaustiveChecker/expand(_:seen:)``).
    @usableFromInline
    func fingerprint(_ fingerprints: Fingerprints<S.Model>, dropping dropped: Int? = nil) -> UInt64 {
        let model = modelFingerprint(fingerprints)
        // A quiet state is its model alone: its fingerprint is the model's, as the checker's
        // shortcut for a step that starts no work computes it (``ExhaustiveChecker``).
        if isQuiet(besides: dropped) { return model }
        var hasher = FingerprintHasher()
        hasher.combine(model)
        hasher.combine(Part.held)
        work.forEachAddressable { item in
            guard item.serial != dropped else { return }
            hasher.combine(item.cancelled)
            hasher.combine(workHashes.item(item.serial) {
                switch item.kind {
                case .request(let request, _): fingerprints.work(request)
                case .source(let source, _): fingerprints.work(source)
                }
            })
        }
        hasher.combine(Part.commands)
        for ticket in interpreter.commandTicketsInFlight {
            hasher.combine(workHashes.command(ticket) {
                var hasher = FingerprintHasher()
                let running = interpreter.commandInFlight(ticket)
                hasher.combine(running?.scope?.rawValue ?? "")
                if let command = running?.command { combine(command, into: &hasher, fingerprints) }
                return hasher.value
            })
        }
        hasher.combine(Part.subscriptions)
        for subscription in interpreter.liveSubscriptions {
            hasher.combine(subscription.id.rawValue)
            if let source = subscription.source { hasher.combine(fingerprints.work(source)) }
            if let interval = subscription.interval { hasher.combine(interval) }
        }
        hasher.combine(Part.timers)
        for timer in clock.pending {
            hasher.combine(timer.after)
            if let every = timer.every { hasher.combine(every) } else { hasher.combine(Part.once) }
        }
        return hasher.value
    }

    /// The fingerprint of the model, by `fingerprints` unless it equals the ``knownModel``.
    private func modelFingerprint(_ fingerprints: Fingerprints<S.Model>) -> UInt64 {
        if let known = knownModel, known.model == model { return known.fingerprint }
        let value = fingerprints.model(model)
        knownModel = (model, value)
        return value
    }

    /// Mixes a command in: a request as its value and id, a timer as its delay, message and id, a
    /// scoped command as its scope and the command.
    private func combine(_ command: Command<S.Msg>, into hasher: inout FingerprintHasher, _ fingerprints: Fingerprints<S.Model>) {
        switch command {
        case .send(let msg):
            hasher.combine(Part.send)
            hasher.combine(fingerprints.work(msg))
        case .timer(let delay, let msg, let id):
            hasher.combine(Part.timer)
            hasher.combine(delay)
            hasher.combine(fingerprints.work(msg))
            hasher.combine(id?.rawValue ?? "")
        case .cancel(let id):
            hasher.combine(Part.cancel)
            hasher.combine(id.rawValue)
        case .request(let request, let id):
            hasher.combine(Part.request)
            hasher.combine(fingerprints.work(request.request))
            hasher.combine(id?.rawValue ?? "")
        case .cancelScope(let scope):
            hasher.combine(Part.cancelScope)
            hasher.combine(scope.rawValue)
        case .scoped(let scope, let inner):
            hasher.combine(Part.scoped)
            hasher.combine(scope.rawValue)
            combine(inner, into: &hasher, fingerprints)
        }
    }
}

/// The words that tell a fingerprint's parts apart.
private enum Part {
    static let held: UInt64 = 0x48_454C_44, commands: UInt64 = 0x434D_44, subscriptions: UInt64 = 0x5355_42
    static let timers: UInt64 = 0x544D_52, once: UInt64 = 0x4F4E_4345
    static let send: UInt64 = 1, timer: UInt64 = 2, cancel: UInt64 = 3, request: UInt64 = 4
    static let cancelScope: UInt64 = 5, scoped: UInt64 = 6
}

extension FingerprintHasher {
    /// Mixes a duration in, as its seconds and attoseconds.
    mutating func combine(_ duration: Duration) {
        combine(UInt64(bitPattern: duration.components.seconds))
        combine(UInt64(bitPattern: duration.components.attoseconds))
    }
}
