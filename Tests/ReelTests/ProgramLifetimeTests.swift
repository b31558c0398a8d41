import Reel
import Testing

@Suite("Program: observers never keep it alive")
struct ProgramLifetimeTests {
    /// Runs `body` on a new program and returns a weak reference to it, taken after `body` ran and
    /// the program went idle (its queue done with the last batch) and its last reference went.
    private func released(_ make: () -> Program<Journal>, _ body: (Program<Journal>) -> Void) -> Program<Journal>? {
        weak var weakProgram: Program<Journal>?
        do {
            let program = make()
            body(program)
            #expect(program.waitUntilIdle())
            _ = program.steps  // waits on the program's queue: the batch that went idle has ended
            weakProgram = program
        }
        return weakProgram
    }

    /// Answers every note with one echo, through the program it is handed.
    private static func echoBack(_ step: Step<Journal>, _ program: Program<Journal>) {
        if case .note(let text) = step.msg, !text.hasPrefix("echo") { program.send(.echo(text)) }
    }

    @Test("given an observer that sends back through the program it is handed, when the last reference goes, then the program is released")
    func observerSendingBackReleasesProgram() {
        let program = released({ Program<Journal>(input: ()) }) { program in
            program.observe(Self.echoBack)
            program.send(.note("a"))
            #expect(program.waitUntilIdle())
            #expect(program.model.entries == [.note("a"), .echo("a"), .note("echo of a")])
        }
        #expect(program == nil)
    }

    @Test("given an observer given at the start that sends back, when the last reference goes, then the program is released")
    func startObserverSendingBackReleasesProgram() {
        let program = released({ Program<Journal>(input: (), observer: Self.echoBack) }) { program in
            program.send(.note("b"))
            #expect(program.waitUntilIdle())
            #expect(program.steps == 3)
        }
        #expect(program == nil)
    }

    @Test("given an observer that captured its program, when the observation is cancelled, then the program is released")
    func cancellingACapturingObserverReleasesProgram() {
        let program = released({ Program<Journal>(input: ()) }) { program in
            let observation = program.observe { step in
                if step.msg == .note("c") { program.send(.note("captured")) }
            }
            program.send(.note("c"))
            #expect(program.waitUntilIdle())
            observation.cancel()
        }
        #expect(program == nil)
    }
}
