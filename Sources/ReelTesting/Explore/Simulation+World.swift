import Reel

/// What the world can do at one moment of a simulation: answer the commands awaiting an answer,
/// emit from the sources that ran, each with the candidates the world has for it.
@usableFromInline
struct WorldOptions {
    /// Commands awaiting an answer, oldest first; cancelled ones stay (their answer is a late one).
    @usableFromInline let answerable: [HeldWork.Item]
    /// How many candidate answers the world has for each of `answerable`.
    @usableFromInline let answerCounts: [Int]
    /// Source subscriptions that ran, oldest first; stopped ones stay (their events are late ones).
    @usableFromInline let sources: [HeldWork.Item]
    /// How many candidate events the world has for each of `sources`.
    @usableFromInline let eventCounts: [Int]

    /// What the world can do, given what awaits an answer and what can emit, with their candidate counts.
    @usableFromInline
    init(answerable: [HeldWork.Item], answerCounts: [Int], sources: [HeldWork.Item], eventCounts: [Int]) {
        self.answerable = answerable
        self.answerCounts = answerCounts
        self.sources = sources
        self.eventCounts = eventCounts
    }

    /// Positions in `answerable` of commands still wanted that the world can answer.
    @usableFromInline var wanted: [Int] { answerable.indices.filter { !answerable[$0].cancelled && answerCounts[$0] > 0 } }
    /// Positions in `answerable` of cancelled commands that the world can answer late.
    @usableFromInline var late: [Int] { answerable.indices.filter { answerable[$0].cancelled && answerCounts[$0] > 0 } }
    /// Positions in `sources` of sources the world can emit from.
    @usableFromInline var emitters: [Int] { sources.indices.filter { eventCounts[$0] > 0 } }
}

extension Simulation {
    /// What the world can do now.
    @inlinable
    var options: WorldOptions {
        let revision = work.revision
        if let known = cachedOptions, known.revision == revision { return known.options }
        let answerable = work.answerable
        let sources = work.sources
        let options = WorldOptions(
            answerable: answerable, answerCounts: answerable.map(candidateCount),
            sources: sources, eventCounts: sources.map(candidateCount))
        cachedOptions = (revision, options)
        return options
    }

    /// A step drawn at random among those possible now, weighted as the world says.
    @inlinable
    func randomStep(_ draws: inout RandomDraws) -> ExploreDecision<S.Msg> {
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
    @inlinable
    var answerableOptions: [(position: Int, candidates: Int)] {
        let options = options
        return options.answerable.indices.compactMap { position in
            options.answerCounts[position] > 0 ? (position, options.answerCounts[position]) : nil
        }
    }

    /// How many candidates the world has for an item (answers, or a source's events).
    @inlinable
    func candidateCount(_ item: HeldWork.Item) -> Int { candidates(item).count }

    /// The world's candidates for an item, worked out once.
    @inlinable
    func candidates(_ item: HeldWork.Item) -> [Any] {
        if let known = candidateLists[item.serial] { return known }
        let candidates = settings.world.candidates(for: item)
        candidateLists[item.serial] = candidates
        return candidates
    }

    /// The call that hands `item` the world's candidate number `candidate`; nil if there is none.
    @inlinable
    func delivery(_ item: HeldWork.Item, candidate: Int) -> (() -> Void)? {
        let candidates = candidates(item)
        return candidates.indices.contains(candidate) ? item.delivery(of: candidates[candidate]) : nil
    }

    /// Runs the call that answers `item`; the messages it delivers carry the item's serial.
    @inlinable
    func deliver(_ item: HeldWork.Item, _ call: () -> Void) {
        answering.withLock { $0 = item.serial }
        call()
        answering.withLock { $0 = nil }
    }

    /// Forgets an answered item: it is no longer the world's to answer.
    @inlinable
    func forget(_ item: HeldWork.Item) {
        work.forget(item.serial)
        candidateLists[item.serial] = nil
    }

    /// Settles the work the last message started, as a tester does: notes the secret header
    /// values of new HTTP requests, and forgets the work that retired.
    @inlinable
    func settleWork() {
        let started = work.settle()
        guard !started.isEmpty else { return }  // work retires only when new work starts
        for item in started { Explorer<S>.noteSecrets(of: item, in: &secrets) }
        for serial in work.forgetRetired() { candidateLists[serial] = nil }
    }
}
