import Foundation
import Reel
import Testing

@Suite("Commands are inert, comparable, printable data")
struct CommandDescriptionTests {
    private func json(_ effect: Effect<Journal.Msg>) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(effect), as: UTF8.self)
    }

    @Test("given each kind of command, when encoded, then the JSON names it and its parameters")
    func encoding() throws {
        let effect: Effect<Journal.Msg> = [
            .send(.note("x")),
            .timer(after: .milliseconds(300), send: .note("t"), id: "save"),
            .cancel("save"),
            .navigate(.present("share")),
            .cache(.read(key: "avatar", tiers: [.memory, .disk]), id: nil, deliver: { _ in .note("c") }),
        ]
        #expect(try json(effect) == """
            [{"send":{"note":{"_0":"x"}}},{"timer":{"after":300,"id":"save","send":{"note":{"_0":"t"}}}},\
            {"cancel":"save"},{"navigate":{"present":{"_0":"share"}}},\
            {"cache":{"command":{"read":{"key":"avatar","tiers":["memory","disk"]}}}}]
            """)
        #expect(effect.description == """
            send note("x"); after 300ms send note("t") id=save; cancel save; navigate present share; \
            cache read avatar from memory, disk
            """)
    }

    @Test("given a request with a bearer token, when printed or encoded, then the token never appears")
    func secretsAreRedacted() throws {
        let request = HTTPRequest.get(
            "https://api.test/me", headers: [HTTPHeader("Authorization", "Bearer s3cr3t"), HTTPHeader("X-Key", "k3y", secret: true)])
        let effect: Effect<Journal.Msg> = .http(request, id: "me") { _ in .note("done") }
        var dumped = ""
        dump(request, to: &dumped)
        let printed = effect.description + "\(request)" + String(reflecting: request.headers.map(\.description)) + dumped
        let encoded = try json(effect)
        for text in [printed, encoded] {
            #expect(!text.contains("s3cr3t"))
            #expect(!text.contains("k3y"))
            #expect(text.contains(HTTPHeader.redacted))
        }
        #expect(request.headers[0].value == "Bearer s3cr3t", "the real value is still there to send")
    }

    @Test("given two HTTP commands that differ only in how results map, when compared, then they are equal")
    func equalityIgnoresDeliver() {
        let a: Command<Journal.Msg> = .http(.get("http://x.test"), id: "x", deliver: { _ in .note("a") })
        let b: Command<Journal.Msg> = .http(.get("http://x.test"), id: "x", deliver: { _ in .note("b") })
        let c: Command<Journal.Msg> = .http(.get("http://x.test"), id: "y", deliver: { _ in .note("a") })
        #expect(a == b)
        #expect(a != c)
    }

    @Test("given a delay with a fraction of a millisecond, when printed, then it shows whole milliseconds")
    func millisecondsRoundTowardZero() {
        #expect(Duration.milliseconds(1.9).milliseconds == 1)
        #expect(Duration.seconds(2).milliseconds == 2_000)
        #expect(Duration.milliseconds(-1.5).milliseconds == -1)
        #expect(Duration.seconds(Int64.max / 2).milliseconds == .max, "an absurd delay clamps instead of trapping")
        #expect(Duration.seconds(Int64.min / 2).milliseconds == .min)
    }
}
