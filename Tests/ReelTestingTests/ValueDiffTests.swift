import Reel
import ReelLog
@testable import ReelTesting
import Testing

private struct Domain: Equatable {
    var name: String
    var date: String?
}

private enum Phase: Equatable {
    case idle
    case loading(query: String)
    case loaded(found: [Domain], total: Int)
}

private struct Shelf: Equatable {
    var query = ""
    var phase = Phase.idle
    var tags: Set<String> = []
    var counts: [String: Int] = [:]
    var note: String?
}

/// A value with no parts to walk, told apart by how it prints.
private struct Ticket: CustomReflectable, CustomStringConvertible {
    var number: Int
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var description: String { "#\(number)" }
}

@Suite("ValueDiff: changed parts by path, unchanged parts counted")
struct ValueDiffTests {
    private func diff<T>(_ expected: T, _ actual: T) -> [String] {
        ValueDiff.lines(expected: expected, actual: actual).map(ValueDiff.render)
    }

    private func domains(_ count: Int) -> [Domain] { (0..<count).map { Domain(name: "d\($0).com") } }

    @Test("given one leaf changed deep inside, when diffed, then one line names its path and the rest is counted")
    func nestedPath() {
        let expected = Shelf(query: "med", phase: .loaded(found: domains(50), total: 50))
        var actual = expected
        var found = domains(50)
        found[3].name = "b.com"
        actual.phase = .loaded(found: found, total: 50)
        #expect(diff(expected, actual) == [
            #"phase.loaded.found[3].name: "d3.com" → "b.com""#,
            "⋯ 1 unchanged field of phase.loaded.found[3]",
            "⋯ 49 unchanged elements of phase.loaded.found",
            "⋯ 1 unchanged field of phase.loaded",
            "⋯ 4 unchanged fields",
        ])
    }

    @Test("given another enum case, when diffed, then both values are shown whole, on one line each side")
    func enumCaseChanged() {
        let lines = diff(Shelf(phase: .loading(query: "me")), Shelf(phase: .loaded(found: domains(1), total: 1)))
        #expect(lines == [
            #"phase: .loading(query: "me") → .loaded(found: [Domain(name: "d0.com", date: nil)], total: 1)"#,
            "⋯ 4 unchanged fields",
        ])
    }

    @Test("given optionals, when diffed, then nil against a value is one line and two values are walked through")
    func optionals() {
        #expect(diff(Shelf(note: nil), Shelf(note: "x")) == [#"note: nil → "x""#, "⋯ 4 unchanged fields"])
        #expect(diff(Domain(name: "a", date: "1"), Domain(name: "a", date: "2")) == [
            #"date: "1" → "2""#, "⋯ 1 unchanged field",
        ])
    }

    @Test("given arrays of different lengths, when diffed, then only the added or removed elements are listed")
    func arrays() {
        #expect(diff(["a", "b", "c"], ["a", "c"]) == [#"[1]: removed "b""#, "⋯ 2 unchanged elements"])
        #expect(diff(["a", "b"], ["x", "a", "b"]) == [#"[0]: added "x""#, "⋯ 2 unchanged elements"])
        #expect(diff([1, 2], [1, 2, 3, 4]) == ["[2]: added 3", "[3]: added 4", "⋯ 2 unchanged elements"])
        #expect(diff([1, 2, 3], [1, 9, 3]) == ["[1]: 2 → 9", "⋯ 2 unchanged elements"])
    }

    @Test("given dictionaries, when diffed, then entries are matched by key, in key order")
    func dictionaries() {
        #expect(diff(Shelf(counts: ["a": 1, "b": 2, "c": 3]), Shelf(counts: ["a": 1, "b": 5, "d": 4])) == [
            #"counts["b"]: 2 → 5"#,
            #"counts["c"]: removed 3"#,
            #"counts["d"]: added 4"#,
            "⋯ 1 unchanged entry of counts",
            "⋯ 4 unchanged fields",
        ])
    }

    @Test("given sets, when diffed, then the elements only in one are listed")
    func sets() {
        #expect(diff(Shelf(tags: ["x", "y"]), Shelf(tags: ["y", "z"])) == [
            #"tags: removed "x""#, #"tags: added "z""#, "⋯ 1 unchanged element of tags", "⋯ 4 unchanged fields",
        ])
    }

    @Test("given values with no parts, when diffed, then they are compared by how they print")
    func leavesByDescription() {
        #expect(diff(Ticket(number: 1), Ticket(number: 2)) == ["#1 → #2"])
        #expect(diff(Ticket(number: 1), Ticket(number: 1)) == [])
        #expect(diff(Phase.idle, Phase.loading(query: "a")) == [#".idle → .loading(query: "a")"#])
    }

    @Test("given a secret header that differs, when diffed, then the change shows but the secret does not")
    func secretsStayRedacted() {
        let lines = diff([HTTPHeader("Authorization", "token-a")], [HTTPHeader("Authorization", "token-b")])
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.hasPrefix("[0]: ") && $0.contains(HTTPHeader.redacted) && !$0.contains("token") })
    }

    @Test("given a long value shown whole, when diffed, then it is cut to one short line")
    func longValuesAreCut() throws {
        let line = try #require(diff(Phase.idle, Phase.loaded(found: domains(40), total: 40)).first)
        #expect(line.count < 2 * ValueSummary.maxLength)
        #expect(line.hasSuffix("…"))
    }

    @Test("given a change stated relative to the model before, when checked against the actual one, then only touched parts count")
    func statedParts() {
        let before = Shelf(query: "me", counts: ["a": 1])
        var actual = before
        actual.query = "med"
        actual.counts["a"] = 2
        #expect(ValueDiff.stated(before: before, actual: actual) { $0.query += "d" }.isEmpty)
        #expect(ValueDiff.stated(before: before, actual: actual) { $0.query = "mex" }.map(ValueDiff.render) == [
            #"query: "mex" → "med""#,
        ])
        #expect(ValueDiff.stated(before: before, actual: actual) { $0.counts["a"] = 1 }.map(ValueDiff.render) == [
            #"counts["a"]: 1 → 2"#,
        ], "a part stated as it was counts where the actual model disagrees")
        #expect(ValueDiff.stated(before: before, actual: actual) { _ in }.isEmpty)
    }
}
