import Reel

/// What the world can do at one moment of a simulation: answer the commands awaiting an answer,
/// emit from the sources that ran, each with the candidates the world has for it.
struct WorldOptions {
    /// Commands awaiting an answer, oldest first; cancelled ones stay (their answer is a late one).
    let answerable: [HeldWork.Item]
    /// How many candidate answers the world has for each of `answerable`.
    let answerCounts: [Int]
    /// Source subscriptions that ran, oldest first; stopped ones stay (their events are late ones).
    let sources: [HeldWork.Item]
    /// How many candidate events the world has for each of `sources`.
    let eventCounts: [Int]

    /// Positions in `answerable` of commands still wanted that the world can answer.
    var wanted: [Int] { answerable.indices.filter { !answerable[$0].cancelled && answerCounts[$0] > 0 } }
    /// Positions in `answerable` of cancelled commands that the world can answer late.
    var late: [Int] { answerable.indices.filter { answerable[$0].cancelled && answerCounts[$0] > 0 } }
    /// Positions in `sources` of sources the world can emit from.
    var emitters: [Int] { sources.indices.filter { eventCounts[$0] > 0 } }
}

extension Simulation {
    /// What the world can do now.
    var options: WorldOptions {
        if let known = cachedOptions { return known }
        let all = work.all
        let answerable = all.filter { if case .source = $0.kind { false } else { !$0.answered } }
        let sources = all.filter { if case .source = $0.kind { true } else { false } }
        let options = WorldOptions(
            answerable: answerable, answerCounts: answerable.map { candidates($0).count },
            sources: sources, eventCounts: sources.map { events(of: $0).count })
        cachedOptions = options
        return options
    }

    /// A step drawn at random among those possible now, weighted as the world says.
    func randomStep(_ draws: inout RandomDraws) -> ExploreStep<S.Msg> {
        let options = options
        let wanted = options.wanted
        let late = options.late
        let emitters = options.emitters
        let weights = settings.world.weights
        let choice = draws.weightedIndex([
            weights.send, wanted.isEmpty ? 0 : weights.answer, late.isEmpty ? 0 : weights.lateAnswer,
            clock.nextDue == nil ? 0 : weights.advanceTime, emitters.isEmpty ? 0 : weights.emit,
        ])
        switch choice {
        case 1, 2:
            let position = draws.element(of: choice == 1 ? wanted : late)
            return .answer(position, outcome: draws.index(below: options.answerCounts[position]))
        case 3: return .advanceTime
        case 4:
            let position = draws.element(of: emitters)
            return .emit(position, event: draws.index(below: options.eventCounts[position]))
        default: return .send(settings.messages(model).draw(from: &draws))
        }
    }

    /// The commands awaiting an answer now (cancelled ones included) that the world can answer:
    /// their positions and how many candidate answers each has.
    var answerableOptions: [(position: Int, candidates: Int)] {
        let options = options
        return options.answerable.indices.compactMap { position in
            options.answerCounts[position] > 0 ? (position, options.answerCounts[position]) : nil
        }
    }

    /// The events the world has for a source (none for anything else).
    private func events(of item: HeldWork.Item) -> [Any] {
        guard case .source(let source, _) = item.kind else { return [] }
        return settings.world.events(of: source)
    }

    /// The answers the world has for an item.
    private func candidates(_ item: HeldWork.Item) -> [Any] {
        if let known = candidateCache[item.serial] { return known }
        let options: [Any] = switch item.kind {
        case .http(let request, _): settings.world.http(request)
        case .cache(let command, _): settings.world.cache(command)
        case .request(let request, _): settings.world.responses(to: request)
        case .source: []
        }
        candidateCache[item.serial] = options
        return options
    }

    /// The call that answers an item with its candidate number `outcome`.
    func answer(_ item: HeldWork.Item, _ outcome: Int) -> (() -> Void)? {
        let options = candidates(item)
        guard options.indices.contains(outcome) else { return nil }
        let chosen = options[outcome]
        switch item.kind {
        case .http(_, let complete): return (chosen as? Result<HTTPResponse, HTTPError>).map { result in { complete(result) } }
        case .cache(_, let complete): return (chosen as? CacheOutcome).map { outcome in { complete(outcome) } }
        case .request(_, let complete): return { complete(chosen) }
        case .source: return nil
        }
    }

    /// The call that has a source emit its candidate event number `event`.
    func emission(_ item: HeldWork.Item, _ event: Int) -> (() -> Void)? {
        guard case .source(_, let emit) = item.kind else { return nil }
        let events = events(of: item)
        guard events.indices.contains(event) else { return nil }
        return { emit(events[event]) }
    }

    /// Runs the call that answers `item`; the messages it delivers carry the item's serial.
    func deliver(_ item: HeldWork.Item, _ call: () -> Void) {
        answering.withLock { $0 = item.serial }
        call()
        answering.withLock { $0 = nil }
    }

    /// Forgets an answered item: it is no longer the world's to answer.
    func forget(_ item: HeldWork.Item) {
        work.forget(item.serial)
        candidateCache[item.serial] = nil
        cachedOptions = nil
    }

    /// Looks at the work after a message: forgets what the world can do, notes the secret
    /// header values of HTTP requests started since the last look, and forgets the oldest
    /// cancelled work beyond what stays answerable late.
    func workChanged() {
        cachedOptions = nil
        let issued = work.serialsIssued
        guard issued != itemsSeen else { return }
        work.forgetCancelled(keepingNewest: Self.lateAnswersKept)
        for item in work.all where item.serial > itemsSeen {
            if case .http(let request, _) = item.kind {
                secrets += request.headers.filter(\.isSecret).map(\.value).filter { $0.count >= 4 && !secrets.contains($0) }
            }
        }
        itemsSeen = issued
    }

    /// How many cancelled commands (and stopped sources) stay answerable late; older ones are
    /// forgotten, so that a long session's world stays small.
    static var lateAnswersKept: Int { 8 }
}
