import Foundation
import Reel
import Testing

@Suite("The guide's async handlers", .timeLimit(.minutes(3)))
struct GuideAsyncTests {
    @Test("given the section's services, when a quote is asked for twice, then the answer and the SDK's error each arrive as one case")
    func quoteBoard() async {
        let services = QuoteBoard.services(quotes: QuoteService(quotes: ["time": "It flies."]), prices: [3, 5])
        let program = Program<QuoteBoard>(input: (), services: services)
        program.send(.topicChosen("time"))
        #expect(await program.idle())
        #expect(program.model.quote == .success("It flies."))
        program.send(.topicChosen("tide"))
        #expect(await program.idle())
        #expect(program.model.quote == .failure(DescribedError("Unavailable()")))
    }

    @Test("an Outcome encodes as an enum with one value, and converts from a Result of any error")
    func outcomeEncodingAndConversion() throws {
        let json = String(decoding: try JSONEncoder.sorted.encode([
            QuoteBoard.Msg.quoted(.success("x")), .quoted(.failure(DescribedError("offline"))),
        ]), as: UTF8.self)
        #expect(json == #"[{"quoted":{"_0":{"success":{"_0":"x"}}}},{"quoted":{"_0":{"failure":{"_0":"offline"}}}}]"#)
        let decoded = try JSONDecoder().decode([QuoteBoard.Msg].self, from: Data(json.utf8))
        #expect(decoded == [.quoted(.success("x")), .quoted(.failure(DescribedError("offline")))])
        let failed: Result<String, QuoteService.Unavailable> = .failure(QuoteService.Unavailable())
        #expect(Outcome(failed) == .failure(DescribedError("Unavailable()")))
        #expect(Outcome<String, DescribedError>(.success("y")).result == .success("y"))
        #expect(throws: DescribedError("offline")) { try Outcome<String, DescribedError>.failure(DescribedError("offline")).get() }
    }
}
