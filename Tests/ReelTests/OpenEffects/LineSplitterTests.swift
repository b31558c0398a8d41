import Foundation
import Reel
import Testing

@Suite("HTTP lines: splitting a streamed body")
struct LineSplitterTests {
    @Test("given lines split across chunks, with \\n and \\r\\n endings, then each comes out whole, the rest at the end")
    func splitting() {
        var splitter = LineSplitter()
        #expect(splitter.lines(adding: Data("one\ntw".utf8)) == ["one"])
        #expect(splitter.lines(adding: Data("o\r\n\nthr".utf8)) == ["two", ""])
        #expect(splitter.lines(adding: Data("ee".utf8)) == [])
        #expect(splitter.rest() == "three")
        #expect(splitter.rest() == nil)
    }

    @Test("given a multi-byte character split between chunks, then it is decoded whole")
    func utf8AcrossChunks() {
        var splitter = LineSplitter()
        let bytes = Array("🍋 tart\n".utf8)
        #expect(splitter.lines(adding: Data(bytes[..<2])) == [])
        #expect(splitter.lines(adding: Data(bytes[2...])) == ["🍋 tart"])
    }
}
