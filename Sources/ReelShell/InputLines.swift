#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel

/// Reads a file descriptor a line at a time, as raw bytes, without ever holding more than one
/// line's worth (plus a read buffer): a 1 MB line is counted and skipped, not stored.
public struct InputLines: Sequence, IteratorProtocol {
    /// One line of input.
    public enum Line: Equatable {
        /// The line's bytes, without the newline.
        case bytes([UInt8])
        /// A line longer than the limit: how many bytes it had.
        case tooLong(Int)
    }

    private let descriptor: Int32
    private let limit: Int
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var start = 0
    private var end = 0
    private var atEnd = false

    /// Reads from a descriptor (standard input by default); longer lines than `limit` bytes are refused.
    public init(descriptor: Int32 = 0, limit: Int = LineParser.maxLineBytes) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line, or nil at end of input (a last line without a newline still counts).
    public mutating func next() -> Line? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                if atEnd || !fill() {
                    atEnd = true
                    if length == 0 { return nil }
                    return length > limit ? .tooLong(length) : .bytes(line)
                }
            }
            let newline = buffer[start..<end].firstIndex(of: 0x0A)
            let stop = newline ?? end
            let piece = stop - start
            if length + piece <= limit { line.append(contentsOf: buffer[start..<stop]) }
            length += piece
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return length > limit ? .tooLong(length) : .bytes(line) }
        }
    }

    private mutating func fill() -> Bool {
        while true {
            let count = SystemIO.read(descriptor, into: &buffer)
            if count > 0 {
                start = 0
                end = count
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }
}
