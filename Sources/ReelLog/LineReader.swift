import Reel
import Foundation

/// Reads lines from a file or from bytes in memory, a chunk at a time, so that a long log never
/// has to fit in memory at once.
struct LineReader {
    /// One line, without its newline; `terminated` is false for a last line with no newline.
    struct Line {
        let bytes: [UInt8]
        let terminated: Bool
    }

    /// The longest line accepted; a longer one is refused rather than filling memory.
    static let maxLineLength = 64 << 20
    private static let chunkSize = 1 << 16

    private enum Source {
        case file(FileHandle)
        case memory(Data, offset: Int)
    }

    private let path: String
    /// The file read, to open again when a seek follows its end (reading to the end closes it).
    private let url: URL?
    private var closed = false
    private var source: Source
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Where `buffer` starts in the file (or the data), in bytes.
    private var bufferOffset = 0
    /// Whether a last line with no newline is held back (nil is returned, and the line is read
    /// again from its start after the next ``seek(to:)``): a log being followed, whose writer may be
    /// half-way through that line.
    var wholeLinesOnly = false

    /// Reads the file at `url`.
    init(url: URL) throws(LogError) {
        path = url.path
        self.url = url
        do {
            source = .file(try FileHandle(forReadingFrom: url))
        } catch {
            throw .io(path: url.path, reason: Self.reason(error))
        }
    }

    /// Reads bytes already in memory.
    init(data: Data) {
        path = "(memory)"
        url = nil
        source = .memory(data, offset: data.startIndex)
    }

    /// The next line, or nil at the end; `number` is used to name a line longer than `limit`.
    mutating func next(number: Int, limit: Int = maxLineLength) throws(LogError) -> Line? {
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return Line(bytes: line, terminated: true)
            }
            scanned = buffer.count
            guard scanned - start <= limit else {
                throw .badLine(number, "longer than \(limit) bytes")
            }
            if atEnd {
                guard start < buffer.count, !wholeLinesOnly else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return Line(bytes: line, terminated: false)
            }
            buffer.removeSubrange(0..<start)
            bufferOffset += start
            scanned -= start
            start = 0
            try readChunk()
        }
    }

    /// Where the next line starts, in bytes from the start of the file or data.
    var position: Int { bufferOffset + start }

    /// Goes to byte `offset` (a line's start, as ``position`` gave it): the next line read starts there.
    mutating func seek(to offset: Int) throws(LogError) {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        atEnd = false
        bufferOffset = offset
        switch source {
        case .file(var handle):
            do {
                if closed, let url {
                    handle = try FileHandle(forReadingFrom: url)
                    source = .file(handle)
                    closed = false
                }
                try handle.seek(toOffset: UInt64(offset))
            } catch {
                throw .io(path: path, reason: Self.reason(error))
            }
        case .memory(let data, _):
            source = .memory(data, offset: data.startIndex + min(offset, data.count))
        }
    }

    /// Appends the next chunk to the buffer, or notes the end.
    private mutating func readChunk() throws(LogError) {
        switch source {
        case .file(let handle):
            do {
                let chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
                if chunk.isEmpty { atEnd = true; closed = true; try? handle.close() } else { buffer.append(contentsOf: chunk) }
            } catch {
                throw .io(path: path, reason: Self.reason(error))
            }
        case .memory(let data, let offset):
            let end = min(offset + Self.chunkSize, data.endIndex)
            if offset == end { atEnd = true; return }
            buffer.append(contentsOf: data[offset..<end])
            source = .memory(data, offset: end)
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
