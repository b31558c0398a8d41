import Catalog
import Dice
import Feed
import ExampleApp
import Login
import Notes
import Profile
import Search
import Stopwatch
import Testing

/// The message samples that make a log's schema fingerprint list every case of every scene.
///
/// Each `caseName` switch is exhaustive, so a new case does not compile until it is named here,
/// and the test then fails until the scene's samples include it.
@Suite("Message samples")
struct MessageSampleTests {
    @Test("given each scene's samples, when their cases are named, then every case is there")
    func everyCaseIsSampled() {
        #expect(Set(Login.messageSamples.map(name)) == ["firstNameChanged", "lastNameChanged", "loginTapped", "signedIn", "signInFailed", "sessionChanged"])
        #expect(Set(Greeting.messageSamples.map(name)) == ["openTapped", "logoutTapped"])
        #expect(Set(Search.messageSamples.map(name)) == [
            "queryChanged", "queryDebounced", "searchResponded", "searchFailed", "retryTapped", "selectionMoved", "backTapped",
            "progressTicked",
        ])
        #expect(Set(CatalogList.messageSamples.map(name)) == ["itemsLoaded", "itemsFailed", "retryTapped", "rowOpened", "selectionMoved", "backTapped"])
        #expect(Set(ItemDetails.messageSamples.map(name)) == [
            "itemLoaded", "itemFailed", "retryTapped", "pictureCached", "pictureNotCached", "pictureDownloaded", "pictureFailed",
            "pictureStored", "shareTapped", "backTapped",
        ])
        #expect(Set(ShareSheet.messageSamples.map(name)) == ["closeTapped"])
        #expect(Set(Profile.messageSamples.map(name)) == [
            "userLoaded", "userFailed", "refreshTapped", "refreshDue", "avatarCached", "avatarNotCached", "avatarDownloaded", "avatarFailed",
            "avatarStored", "sessionChanged", "backTapped",
        ])
    }

    @Test("given the app's samples, when counted, then they wrap every scene sample and add the six intents")
    func appSamplesWrapTheScenes() {
        let scenes = Login.messageSamples.count + Greeting.messageSamples.count + Search.messageSamples.count
            + CatalogList.messageSamples.count + ItemDetails.messageSamples.count + ShareSheet.messageSamples.count
            + Profile.messageSamples.count + Stopwatch.messageSamples.count + Notes.messageSamples.count
            + Feed.messageSamples.count + Dice.messageSamples.count
        #expect(ExampleApp.messageSamples.count == scenes + 6)
    }

    private func name(_ msg: Login.Msg) -> String {
        switch msg {
        case .firstNameChanged: "firstNameChanged"
        case .lastNameChanged: "lastNameChanged"
        case .loginTapped: "loginTapped"
        case .signedIn: "signedIn"
        case .signInFailed: "signInFailed"
        case .sessionChanged: "sessionChanged"
        }
    }

    private func name(_ msg: Greeting.Msg) -> String {
        switch msg {
        case .openTapped: "openTapped"
        case .logoutTapped: "logoutTapped"
        }
    }

    private func name(_ msg: Search.Msg) -> String {
        switch msg {
        case .queryChanged: "queryChanged"
        case .queryDebounced: "queryDebounced"
        case .searchResponded: "searchResponded"
        case .searchFailed: "searchFailed"
        case .retryTapped: "retryTapped"
        case .selectionMoved: "selectionMoved"
        case .backTapped: "backTapped"
        case .progressTicked: "progressTicked"
        }
    }

    private func name(_ msg: CatalogList.Msg) -> String {
        switch msg {
        case .itemsLoaded: "itemsLoaded"
        case .itemsFailed: "itemsFailed"
        case .retryTapped: "retryTapped"
        case .rowOpened: "rowOpened"
        case .selectionMoved: "selectionMoved"
        case .backTapped: "backTapped"
        }
    }

    private func name(_ msg: ItemDetails.Msg) -> String {
        switch msg {
        case .itemLoaded: "itemLoaded"
        case .itemFailed: "itemFailed"
        case .retryTapped: "retryTapped"
        case .pictureCached: "pictureCached"
        case .pictureNotCached: "pictureNotCached"
        case .pictureDownloaded: "pictureDownloaded"
        case .pictureFailed: "pictureFailed"
        case .pictureStored: "pictureStored"
        case .shareTapped: "shareTapped"
        case .backTapped: "backTapped"
        }
    }

    private func name(_ msg: ShareSheet.Msg) -> String {
        switch msg {
        case .closeTapped: "closeTapped"
        }
    }

    private func name(_ msg: Profile.Msg) -> String {
        switch msg {
        case .userLoaded: "userLoaded"
        case .userFailed: "userFailed"
        case .refreshTapped: "refreshTapped"
        case .refreshDue: "refreshDue"
        case .avatarCached: "avatarCached"
        case .avatarNotCached: "avatarNotCached"
        case .avatarDownloaded: "avatarDownloaded"
        case .avatarFailed: "avatarFailed"
        case .avatarStored: "avatarStored"
        case .sessionChanged: "sessionChanged"
        case .backTapped: "backTapped"
        }
    }
}
