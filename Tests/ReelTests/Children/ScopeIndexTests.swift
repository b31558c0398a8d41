import Reel
import Testing

/// Cancelling a scope visits the commands started under it, and only those: a row leaving a list
/// of a thousand costs what that row started.
@Suite("In-flight table: cancelling by scope")
struct ScopeIndexTests {
    @Test("given commands under rows/1, rows/1/inner and rows/10, when rows/1 is cancelled, then the first two stop and rows/10 runs on")
    func nestedButNotPrefix() {
        var table = InFlightTable<String>()
        let one = table.begin(id: "fetch", scope: "rows/1")
        table.attach("one", to: one.ticket)
        let inner = table.begin(id: nil, scope: "rows/1/inner")
        table.attach("inner", to: inner.ticket)
        let ten = table.begin(id: "fetch", scope: "rows/10")
        table.attach("ten", to: ten.ticket)
        let cancelled = table.cancelAll(in: "rows/1")
        #expect(cancelled == ["one", "inner"])
        #expect(table.isRunning(ten.ticket) && !table.isRunning(one.ticket) && !table.isRunning(inner.ticket))
        let cancelledByID = table.cancel("rows/1/fetch")
        let rest = table.cancelAll(in: "rows")
        #expect(cancelledByID == nil && rest == ["ten"])
        #expect(table.count == 0 && table.scopesListed == 0)
    }

    @Test("given a scoped command that finished or was replaced, then its scope no longer lists it")
    func finishedLeavesTheIndex() {
        var table = InFlightTable<String>()
        let first = table.begin(id: "fetch", scope: "screen/1")
        let second = table.begin(id: "fetch", scope: "screen/1")  // replaces the first
        let finished = table.finish(second.ticket)
        #expect(finished)
        #expect(!table.isRunning(first.ticket))
        let cancelled = table.cancelAll(in: "screen")
        #expect(table.scopesListed == 0 && cancelled.isEmpty)
    }
}
