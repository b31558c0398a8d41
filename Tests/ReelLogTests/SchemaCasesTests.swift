import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

/// A search as it was: the query was typed, results carried a count.
private enum SearchBefore: LoggableScene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable {
        case queryTyped(String)
        case searchResponded(count: Int)
        case backTapped
    }
    static let appName = "Finder"
    static let messageSamples: [Msg] = [.queryTyped("a"), .searchResponded(count: 1), .backTapped]
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { .none }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// The same search today: the case renamed, the results now a list.
private enum SearchAfter: LoggableScene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable {
        case queryChanged(String)
        case searchResponded(names: [String])
        case backTapped
    }
    static let appName = "Finder"
    static let messageSamples: [Msg] = [.queryChanged("a"), .searchResponded(names: ["a"]), .backTapped]
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { .none }
    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite struct SchemaCasesTests {
    @Test func givenLogOfAnEarlierSchema_whenOpened_thenRefusedAtTheFirstStepUsingACaseThatIsGone() throws {
        let file = TemporaryFile()
        let recorder = try LogRecorder<SearchBefore>(to: file.url, frameSize: FrameSize(width: 10, height: 1))
        recorder.record(index: 1, msg: .backTapped, effect: .none, frame: Frame(size: FrameSize(width: 10, height: 1)))
        recorder.record(index: 2, msg: .queryTyped("a"), effect: .none, frame: Frame(size: FrameSize(width: 10, height: 1)))
        recorder.close()

        let verification = Replay<SearchAfter>.verify(logAt: file.url)

        #expect(verification == .unreadable(.badLine(3, #"case "queryTyped", used at step 2, no longer exists (no migration handles it)"#)))
    }

    @Test func givenTwoSchemas_whenCompared_thenRemovedAddedAndChangedCasesNamed() {
        #expect(SchemaCases.changes(from: SearchBefore.schemaCases, to: SearchAfter.schemaCases) == [
            #"case "queryTyped" was removed"#, #"case "queryChanged" was added"#, #"case "searchResponded" changed shape"#,
        ])
    }

    @Test func givenNestedMessages_whenNamed_thenEachCaseIsItsPathOfCases() {
        let nested: [JSONSample] = [
            .object(["screen": .object(["id": .number(1), "msg": .object(["search": .object(["_0": .object(["queryChanged": .object(["_0": .text("a")])])])])])]),
            .object(["navigationRequested": .object(["_0": .number(1), "_1": .object(["pop": .object([:])])])]),
        ]

        #expect(SchemaCases.of(nested).keys.sorted() == ["navigationRequested.pop", "screen.search.queryChanged"])
    }

    @Test func givenMoreCasesThanTheHeaderLists_whenNamed_thenTheDeepestAreMergedIntoTheirParent() {
        let failures: [JSONSample] = (0..<120).map { code in
            .object(["failed": .object(["_0": .object(["code\(code)": .object([:])])])])
        }
        let cases = SchemaCases.of(failures + [.object(["tapped": .object([:])])])

        #expect(cases.keys.sorted() == ["failed", "tapped"])
        #expect(cases.values.allSatisfy { $0.count == 6 })
    }
}

/// A JSON value to encode as a message sample, for messages of any nesting.
private enum JSONSample: Encodable {
    case object([String: JSONSample])
    case number(Int)
    case text(String)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .object(let members): try container.encode(members)
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}
