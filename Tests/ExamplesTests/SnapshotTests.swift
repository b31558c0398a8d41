import Reel
import ReelTesting
import Testing

/// Every visible state of every scene (``ScreenStates``), rendered by the app (title bar, back
/// hint, modal) at 80×24, at the smallest supported size (40×12) and at 200×60, compared with
/// `Snapshots/<Scene>/<state>.txt`, `<state>-narrow.txt` and `<state>-wide.txt`.
@Suite("Screens")
struct SnapshotTests {
    private func check(_ states: [ScreenState]) {
        for state in states {
            assertSnapshot(of: state.frame(.standard), named: state.name, in: state.folder)
            assertSnapshot(of: state.frame(Screens.narrow), named: "\(state.name)-narrow", in: state.folder)
            assertSnapshot(of: state.frame(Screens.wide), named: "\(state.name)-wide", in: state.folder)
        }
    }

    @Test("login: empty, filled, invalid, signing in, failed")
    func login() { check(ScreenStates.login) }

    @Test("stopwatch: ready, running with laps")
    func stopwatch() { check(ScreenStates.stopwatch) }

    @Test("notes: loading, empty, some, unsaved, unreadable")
    func notes() { check(ScreenStates.notes) }

    @Test("feed: waiting, live, paused, failed")
    func feed() { check(ScreenStates.feed) }

    @Test("greeting: the home menu")
    func greeting() { check([ScreenStates.greeting]) }

    @Test("search: empty, typing (over results, over nothing), loading (and slow), results, scrolled, no results, error")
    func search() throws { check(try ScreenStates.search) }

    @Test("catalog: loading, list, details, modal, list error")
    func catalog() throws { check(try ScreenStates.catalog) }

    @Test("profile: placeholder, cached, loaded, refreshing, error")
    func profile() throws { check(try ScreenStates.profile) }

    @Test("dice: ready, rolled, one die in the air")
    func dice() { check(ScreenStates.dice) }

    @Test("app: a refused intent shows its reason under the title")
    func notice() { check([ScreenStates.notice]) }
}
