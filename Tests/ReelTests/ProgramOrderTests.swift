import Dispatch
import Reel
import Testing

/// Counts messages per sender and notes any that arrive out of their sender's order.
private enum Tally: Scene {
    struct Model: Equatable, Sendable {
        var lastSequence = [Int](repeating: -1, count: 8)
        var outOfOrder = 0
        var total = 0
    }
    enum Msg: Equatable, Sendable, Codable { case sent(sender: Int, sequence: Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .sent(let sender, let sequence):
            if sequence != model.lastSequence[sender] + 1 { model.outOfOrder += 1 }
            model.lastSequence[sender] = sequence
            model.total += 1
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Program: order and re-entrancy")
struct ProgramOrderTests {
    @Test("given 8 threads sending 1,000,000 messages, when the program drains, then none is lost and each sender's order holds")
    func concurrentSendersKeepFIFO() {
        let program = Program<Tally>(input: ())
        let perSender = 125_000
        DispatchQueue.concurrentPerform(iterations: 8) { sender in
            for sequence in 0..<perSender { program.send(.sent(sender: sender, sequence: sequence)) }
        }
        #expect(program.waitUntilIdle(timeout: .seconds(120)))
        let model = program.model
        #expect(model.total == 8 * perSender)
        #expect(model.outOfOrder == 0)
        #expect(model.lastSequence == [Int](repeating: perSender - 1, count: 8))
        #expect(program.steps == 8 * perSender)
    }

    @Test("given an observer that sends during a step, when messages flow, then steps never nest and order is FIFO")
    func observersAreNeverReentered() {
        let program = Program<Journal>(input: ())
        let gate = DispatchSemaphore(value: 0)
        let depth = Locked(0)
        let deepest = Locked(0)
        let indices = Locked<[Int]>([])
        let stepsSeen = Locked<[Int]>([])
        program.observe { step, program in
            let now = depth.withLock { depth in
                depth += 1
                return depth
            }
            deepest.withLock { $0 = max($0, now) }
            indices.withLock { $0.append(step.index) }
            if step.msg == .note("hold") {
                gate.wait()  // hold the queue until the test has sent everything
            } else if case .note(let text) = step.msg, !text.hasPrefix("after") {
                program.send(.note("after \(text)"))
                stepsSeen.withLock { $0.append(program.steps) }
            }
            depth.withLock { $0 -= 1 }
        }
        program.send(.note("hold"))
        program.send(.note("a"))
        program.send(.echo("b"))
        program.send(.note("c"))
        gate.signal()
        #expect(program.waitUntilIdle())
        #expect(program.model.entries == [
            .note("hold"), .note("a"), .echo("b"), .note("c"), .note("after a"), .note("echo of b"),
            .note("after c"), .note("after echo of b"),
        ])
        #expect(deepest.withLock { $0 } == 1)
        #expect(indices.withLock { $0 } == Array(1...8))
        #expect(stepsSeen.withLock { $0 } == [2, 4, 6], "an observer reading the program sees its own step")
    }

    @Test("given a send effect, when it is processed, then it waits behind messages already queued")
    func sendEffectJoinsTheBackOfTheQueue() {
        let program = Program<Journal>(input: ())
        let gate = DispatchSemaphore(value: 0)
        let blocked = program.observe { step in
            if step.msg == .note("hold") { gate.wait() }
        }
        program.send(.note("hold"))
        program.send(.echo("x"))
        program.send(.note("queued before the echo's answer"))
        gate.signal()
        #expect(program.waitUntilIdle())
        blocked.cancel()
        #expect(program.model.entries == [
            .note("hold"), .echo("x"), .note("queued before the echo's answer"), .note("echo of x"),
        ])
    }
}
