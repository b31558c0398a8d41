import Reel

/// What an exploration checks after each message, in a session of its own or in a
/// ``SceneTester``'s: rendering is deterministic, no frame shows a secret header's value, and the
/// explorer's properties hold.
extension Explorer {
    /// The first property that the messages `tester` applied break, each message checked in order
    /// as an exploration checks it (frames at the explorer's frame size); nil if every one holds.
    public func violation(in tester: SceneTester<S>) -> ExploreViolation? {
        let held = tester.work.all
        var secrets: [String] = []
        var seen = 0
        for (offset, applied) in tester.history.enumerated() {
            for item in held where item.serial > seen && item.serial <= applied.workHeld {
                Self.noteSecrets(of: item, in: &secrets)
            }
            seen = applied.workHeld
            let step = ExploredStep<S>(
                index: offset + 1, before: applied.before, msg: applied.msg, model: applied.after, effect: applied.effect,
                frame: S.frame(of: applied.after, size: frameSize))
            if let violation = violation(at: step, secrets: secrets) { return violation }
        }
        return nil
    }

    /// The first property `step` breaks, where `secrets` are the secret header values sent so far;
    /// nil if all hold. Rendering is checked for determinism only if `rendersTwice`.
    @inlinable
    func violation(at step: ExploredStep<S>, secrets: [String], rendersTwice: Bool = true) -> ExploreViolation? {
        if rendersTwice, S.frame(of: step.model, size: frameSize) != step.frame {
            return ExploreViolation(
                property: ExploreViolation.deterministicRender,
                detail: "after \(step.msg), rendering the same model twice gave two frames", step: step.index)
        }
        if !secrets.isEmpty, case let frame = step.frame, let secret = secrets.first(where: { frame.contains($0) }) {
            let shown = String(repeating: "•", count: secret.count)
            return ExploreViolation(
                property: "no secret on screen", detail: "after \(step.msg) the frame shows a secret header's value (\(shown))",
                step: step.index)
        }
        return Property.firstViolation(of: properties, at: step)
    }

    /// The first property about a session's end that the work `stillInFlight` breaks, once the
    /// world settled in `steps` steps after message `index`; nil if all hold.
    @usableFromInline
    func violationOnceSettled(stillInFlight: [WorkInFlight], afterSteps steps: Int, at index: Int) -> ExploreViolation? {
        for property in properties {
            guard let detail = property.settled?(stillInFlight) else { continue }
            return ExploreViolation(
                property: property.name,
                detail: "once the session was over, the world answered every command it could and let time run "
                    + "(\(steps) steps), and still in flight: \(detail)",
                step: index, readsWork: true)
        }
        return nil
    }

    /// Whether a property reads the work in flight: sessions then keep track of it.
    @usableFromInline var tracksWork: Bool { properties.contains { $0.readsWork } }

    /// Whether a property checks the work left at a session's end: sessions then let the world settle.
    @usableFromInline var settles: Bool { properties.contains { $0.settled != nil } }

    /// Adds to `secrets` the secret values a held request carries (an HTTP request's secret
    /// headers) that no frame may show: those of four characters or more, since a shorter one
    /// shows up by chance.
    @usableFromInline
    static func noteSecrets(of item: HeldWork.Item, in secrets: inout [String]) {
        guard case .request(let request, _) = item.kind, let carrier = request as? any CarriesSecrets else { return }
        for secret in carrier.secretValues where secret.count >= 4 && !secrets.contains(secret) {
            secrets.append(secret)
        }
    }
}
