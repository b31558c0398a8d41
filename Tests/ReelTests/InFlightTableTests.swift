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
