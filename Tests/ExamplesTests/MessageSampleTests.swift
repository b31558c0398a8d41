import ReelExampleCatalog
import ReelExampleDice
import ReelExampleFeed
import ReelExampleApp
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleSearch
import ReelExampleStopwatch
import ReelTesting
import Testing

/// The message samples that make a log's schema fingerprint list every case of every scene.
///
/// The cases are read from each message enum's `Decodable` conformance, so a new case fails this
/// test, naming it, until the scene's samples include it.
@Suite("Message samples")
struct MessageSampleTests {
    @Test("given each scene's samples, when checked against its message enum, then every case is there")
    func everyCaseIsSampled() {
        assertSamplesCoverEveryCase(Login.messageSamples, named: "Login.messageSamples")
        assertSamplesCoverEveryCase(Greeting.messageSamples, named: "Greeting.messageSamples")
        assertSamplesCoverEveryCase(Search.messageSamples, named: "Search.messageSamples")
        assertSamplesCoverEveryCase(CatalogList.messageSamples, named: "CatalogList.messageSamples")
        assertSamplesCoverEveryCase(ItemDetails.messageSamples, named: "ItemDetails.messageSamples")
        assertSamplesCoverEveryCase(ShareSheet.messageSamples, named: "ShareSheet.messageSamples")
        assertSamplesCoverEveryCase(Profile.messageSamples, named: "Profile.messageSamples")
        assertSamplesCoverEveryCase(Stopwatch.messageSamples, named: "Stopwatch.messageSamples")
        assertSamplesCoverEveryCase(Notes.messageSamples, named: "Notes.messageSamples")
        assertSamplesCoverEveryCase(Feed.messageSamples, named: "Feed.messageSamples")
        assertSamplesCoverEveryCase(Dice.messageSamples, named: "Dice.messageSamples")
        assertSamplesCoverEveryCase(of: ExampleApp.self)
    }

    @Test("given the search's message enum, when its cases are listed, then they are its eight, in declaration order")
    func searchCasesListed() throws {
        #expect(try SampleCoverage.cases(of: Search.Msg.self) == [
            "queryChanged", "queryDebounced", "searchResponded", "searchFailed", "retryTapped", "selectionMoved", "backTapped",
            "progressTicked",
        ])
    }

    @Test("given the app's samples, when counted, then they wrap every scene sample and add the six intents")
    func appSamplesWrapTheScenes() {
        let counts: [Int] = [
            Login.messageSamples.count, Greeting.messageSamples.count, Search.messageSamples.count,
            CatalogList.messageSamples.count, ItemDetails.messageSamples.count, ShareSheet.messageSamples.count,
            Profile.messageSamples.count, Stopwatch.messageSamples.count, Notes.messageSamples.count,
            Feed.messageSamples.count, Dice.messageSamples.count,
        ]
        let scenes = counts.reduce(0, +)
        #expect(ExampleApp.messageSamples.count == scenes + 6)
    }
}
