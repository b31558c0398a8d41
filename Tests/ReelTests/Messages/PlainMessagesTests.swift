import Reel
import ReelTesting
import Testing

@Suite("Messages of a plain scene need not be Codable", .timeLimit(.minutes(3)))
struct PlainMessagesTests {
    @Test("given a scene whose message carries a Result with a non-Codable error, when it runs in a program, then both answers arrive as one case")
    func runsInProgram() async {
        let program = Program<WordLookup>(input: (), services: .dictionary())
        program.send(.lookUp("reel"))
        #expect(await program.idle())
        #expect(program.model.answer == .success("a spool"))
        program.send(.lookUp("spool"))
        #expect(await program.idle())
        #expect(program.model.answer == .failure(LookupFailure(reason: "no spool")))
        #expect(program.frame.lines.first?.hasPrefix("failed: no spool") == true)
        #expect(program.faults == [])
    }

    @Test("given the same scene in a tester, when the request is answered with a failure, then the failure is received as stated")
    func runsInSceneTester() {
        let tester = SceneTester<WordLookup>(input: ())
        tester.send(.lookUp("spool"), commands: .request(LookWordUp(word: "spool"), id: "look-up"))
        tester.respond(to: LookWordUp(word: "spool"), with: .failure(LookupFailure(reason: "no spool")))
        tester.receive(.lookedUp(.failure(LookupFailure(reason: "no spool")))) {
            $0.answer = .failure(LookupFailure(reason: "no spool"))
        }
        tester.send(.lookUp("reel"), commands: .request(LookWordUp(word: "reel"), id: "look-up"))
        tester.respond(to: LookWordUp(word: "reel"), with: .success("a spool"))
        tester.receive(.lookedUp(.success("a spool"))) { $0.answer = .success("a spool") }
    }
}
