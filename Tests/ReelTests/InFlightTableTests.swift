import Reel
import Testing

@Suite("In-flight table: tickets, latest wins, cancellation")
struct InFlightTableTests {
    @Test("given a running id, when a command with the same id begins, then the old ticket is dead and its handle returned")
    func latestWins() {
        var table = InFlightTable<String>()
        let first = table.begin(id: "search")
        table.attach("first", to: first.ticket)
        let second = table.begin(id: "search")
        #expect(second.replaced == "first")
        let firstFinished = table.finish(first.ticket)
        let secondFinished = table.finish(second.ticket)
        #expect(!firstFinished)
        #expect(secondFinished)
        #expect(table.count == 0)
    }

    @Test("given commands without ids, when one is cancelled by id, then the others keep running")
    func cancelOnlyTouchesItsID() {
        var table = InFlightTable<String>()
        let plain = table.begin(id: nil)
        let named = table.begin(id: "t")
        table.attach("named", to: named.ticket)
        let cancelled = table.cancel("t")
        let cancelledAgain = table.cancel("t")
        #expect(cancelled == "named")
        #expect(cancelledAgain == nil)
        #expect(table.isRunning(plain.ticket))
        #expect(!table.isRunning(named.ticket))
    }

    @Test("given a finished ticket, when a newer command reuses its id, then nothing is replaced")
    func finishedIDsAreFree() {
        var table = InFlightTable<String>()
        let old = table.begin(id: "x")
        let finished = table.finish(old.ticket)
        let replaced = table.begin(id: "x").replaced
        let leftover = table.removeAll()
        #expect(finished)
        #expect(replaced == nil)
        #expect(leftover.isEmpty)
        #expect(table.count == 0)
    }
}

@Suite("In-flight table: after cancelling everything")
struct InFlightTableRemoveAllTests {
    @Test("given commands cancelled all at once, when new ones begin, then no old ticket is reused")
    func ticketsAreNeverReused() {
        var table = InFlightTable<String>()
        let old = table.begin(id: "fetch")
        table.attach("old", to: old.ticket)
        let handles = table.removeAll()
        let new = table.begin(id: "fetch")
        let oldAccepted = table.finish(old.ticket)
        #expect(handles == ["old"])
        #expect(new.ticket != old.ticket)
        #expect(new.replaced == nil)
        #expect(!oldAccepted, "the cancelled command's late answer is refused")
        #expect(table.isRunning(new.ticket))
    }
}
