#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReelShell
import Testing

@Suite("Input lines")
struct InputLinesTests {
    /// Reads `bytes` through a pipe, as standard input would deliver them.
    private func lines(of bytes: [UInt8], limit: Int = 16) -> [InputLines.Line] {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writeEnd = descriptors[1]
        let writer = Thread { [bytes] in
            bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        var reader = InputLines(descriptor: descriptors[0], limit: limit)
        var result: [InputLines.Line] = []
        while let line = reader.next() { result.append(line) }
        close(descriptors[0])
        return result
    }

    @Test("given lines with and without a final newline, when read, then each comes out once")
    func splitsLines() {
        #expect(lines(of: Array("a\nbc\n\nlast".utf8)) == [
            .bytes(Array("a".utf8)), .bytes(Array("bc".utf8)), .bytes([]), .bytes(Array("last".utf8)),
        ])
        #expect(lines(of: []) == [])
    }

    @Test("given a line longer than the limit, when read, then only its length is kept and the next line is intact")
    func longLinesAreSkipped() {
        let long = [UInt8](repeating: 0x78, count: 1_000_000)
        #expect(lines(of: long + Array("\nok\n".utf8)) == [.tooLong(1_000_000), .bytes(Array("ok".utf8))])
    }

    @Test("given a last line longer than the limit and no final newline, when read, then only its length comes out")
    func longLastLine() {
        #expect(lines(of: Array("ok\n".utf8) + [UInt8](repeating: 0x78, count: 40)) == [.bytes(Array("ok".utf8)), .tooLong(40)])
    }

    @Test("given a descriptor that cannot be read, when read, then input simply ends")
    func unreadableDescriptorEnds() {
        var reader = InputLines(descriptor: -1)
        #expect(reader.next() == nil)
        #expect(reader.next() == nil)
    }
}
