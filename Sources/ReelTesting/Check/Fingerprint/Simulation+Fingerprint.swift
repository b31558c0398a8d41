import Reel

extension Simulation {
    /// The fingerprint of the state a session is in: its model and the work pending, hashed
    /// canonically (the model by ``Fingerprinted`` if it adopts it, the rest by ``StateHasher``), so that two sessions that reach the same model with the
    /// same work ahead, by whatever path, share it, in every run and on every machine.
    ///
    /// The work pending is what the world can still do: the commands awaiting an answer (their
    /// requests, and whether they were cancelled: a late answer is still possible), the sources
    /// that ran, the commands and subscriptions the interpreter runs (without their tickets,
    /// which count what came before), and how long until each timer fires. Not in it: the
    /// virtual time passed, the position of the services' random numbers, and the secret values
    /// sent so far.
    @usableFromInline
    func fingerprint(_ fingerprintOfModel: ModelFingerprint<S.Model>) -> UInt64 {
        let model = workHashes.model(model, fingerprintOfModel)
        // A quiet state is its model alone: its fingerprint is the model's, as the checker's
        // shortcut for a step that starts no work computes it (``ExhaustiveChecker``).
        if isQuiet { return model }
        var hasher = StateHasher()
        hasher.combine(number: model)
        hasher.combine(text: "held")
        for item in work.answerable + work.sources {
            hasher.combine(item.cancelled)
            hasher.combine(number: workHashes.item(item.serial) { hasher in
                switch item.kind {
                case .request(let request, _): hasher.combine(request)
                case .source(let source, _): hasher.combine(source)
                }
            })
        }
        hasher.combine(text: "commands")
        for running in interpreter.commandsInFlight {
            hasher.combine(number: workHashes.command(running.ticket) { hasher in
                hasher.combine(text: running.scope.map { "\($0)" } ?? "")
                if let command = running.command { Self.combine(command, into: &hasher) }
            })
        }
        hasher.combine(text: "subscriptions")
        for running in interpreter.subscriptionsRunning {
            hasher.combine(text: running.subscription.id.description)
            if let source = running.subscription.source { hasher.combine(source) }
            if let interval = running.subscription.interval { hasher.combine(text: "\(interval)") }
        }
        hasher.combine(text: "timers")
        for timer in clock.pending {
            hasher.combine(text: "\(timer.after)")
            hasher.combine(text: timer.every.map { "\($0)" } ?? "once")
        }
        return hasher.value
    }

    /// Mixes a command in: a request as its value and id, a scoped command as its scope and the
    /// command, the others as reflected.
    private static func combine(_ command: Command<S.Msg>, into hasher: inout StateHasher) {
        switch command {
        case .request(let request, let id):
            hasher.combine(text: "request")
            hasher.combine(request.request)
            hasher.combine(text: id.map { "\($0)" } ?? "")
        case .scoped(let scope, let inner):
            hasher.combine(text: "scoped \(scope)")
            combine(inner, into: &hasher)
        default:
            hasher.combine(command)
        }
    }
}
