import Catalog
import Dice
import Feed
import Foundation
import Login
import Notes
import Profile
import Reel
import ReelTesting
import Search
import Stopwatch
import Testing

/// Every module of the package, named as an app names its own, tested with Reel's tester.
@Suite struct ExamplesTests {
    @Test func loginGreets() {
        let t = SceneTester<Login>(input: ())
        t.send(.firstNameChanged("Ada")) { $0.first = "Ada" }
        t.send(.lastNameChanged("Lovelace")) { $0.last = "Lovelace" }
        t.send(.loginTapped) { $0.greeting = "Hello Ada Lovelace <3" }
    }

    @Test func searchAsksOnceTheTypingStops() {
        let t = SceneTester<Search>(input: ())
        t.send(.queryChanged("med"), { $0.query = "med" },
               commands: .after(.milliseconds(300), send: .debounceFired, id: "debounce"))
        t.advance(by: .milliseconds(300))
        t.receive(.debounceFired, commands: .http(Search.request("med"), id: "search"))
        t.respond(to: Search.request("med"), json: #"["med.io","medx.io"]"#)
        t.receive(.answered(["med.io", "medx.io"])) { $0.results = ["med.io", "medx.io"] }
    }

    @Test func profileShowsItsNameUpperCased() {
        let t = SceneTester<Profile>(input: ())
        t.send(.loaded(name: "Ada", friends: 3)) {
            $0.name = "ADA"
            $0.friends = 3
        }
        #expect(Profile.frame(of: t.model, size: .standard).text.contains("This user has 3 friends"))
    }

    @Test func notesAreAddedAndDeleted() {
        let t = SceneTester<Notes>(input: ())
        t.send(.added("milk")) { $0.notes = ["milk"] }
        t.send(.added("eggs")) { $0.notes = ["milk", "eggs"] }
        t.send(.deleted(0)) { $0.notes = ["eggs"] }
        t.send(.deleted(5))
    }

    @Test func stopwatchTicksWhileRunning() {
        let tick = Subscription<Stopwatch.Msg>.every(.milliseconds(100), id: "tick") { .ticked($0) }
        let t = SceneTester<Stopwatch>(input: ())
        t.send(.startTapped, { $0.running = true }, subscriptions: SubscriptionChanges(started: [tick]))
        t.advance(by: .milliseconds(100))
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.1))) { $0.tenths = 1 }
        t.send(.stopTapped, { $0.running = false }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
    }

    @Test func catalogSortsAndAsksToPushDetails() {
        let t = SceneTester<Catalog>(input: ())
        t.send(.loaded(["pear", "apple"])) { $0.items = ["apple", "pear"] }
        t.send(.opened("apple"), commands: .navigate(.push("catalog/item/apple")))
    }

    @Test func feedKeepsTheLatestFive() {
        let t = SceneTester<Feed>(input: (), exhaustivity: .off)
        for line in 1...7 { t.send(.lineArrived("line \(line)")) }
        #expect(t.model.lines == ["line 7", "line 6", "line 5", "line 4", "line 3"])
    }

    @Test func diceRollsThroughTheRandomRequest() {
        let program = Program<Dice>(input: (), services: Services(seed: 7))
        program.send(.rollTapped)
        #expect(program.waitUntilIdle())
        #expect((1...6).contains(program.model.face ?? 0))
    }
}
