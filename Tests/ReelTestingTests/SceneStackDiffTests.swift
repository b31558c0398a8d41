import Reel
import ReelLog
@testable import ReelTesting
import Testing

private struct Page: Equatable, Sendable {
    var title: String
    var scrolled = 0
}

@Suite("ValueDiff: a scene stack is shown by its screens' ids, not by its storage")
struct SceneStackDiffTests {
    private func diff<T>(_ expected: T, _ actual: T) -> [String] {
        ValueDiff.lines(expected: expected, actual: actual).map(ValueDiff.render)
    }

    @Test("given one screen changed, one popped and one pushed, when diffed, then each line names its screen by id")
    func screensByID() {
        var before = SceneStack([Page(title: "home"), Page(title: "list")])
        before.push(Page(title: "item"))
        var after = before
        after[id: 2]?.scrolled = 3
        after.pop()
        after.push(Page(title: "share"))
        #expect(diff(before, after) == [
            "[id: 2].scrolled: 0 → 3",
            "⋯ 1 unchanged field of [id: 2]",
            #"[id: 3]: removed Page(title: "item", scrolled: 0)"#,
            #"[id: 4]: added Page(title: "share", scrolled: 0)"#,
            "⋯ 1 unchanged element",
        ])
    }

    @Test("given stacks that differ only in the id the next screen gets, when diffed, then the whole stack is the change")
    func nextIDAlone() {
        var after = SceneStack([Page(title: "home")])
        after.push(Page(title: "list"))
        after.pop()
        #expect(diff(SceneStack([Page(title: "home")]), after).count == 1)
    }
}
