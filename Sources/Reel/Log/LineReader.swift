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
    private var source: Source
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// Reads the file at `url`.
    init(url: URL) throws(LogError) {
        path = url.path
        do {
            source = .file(try FileHandle(forReadingFrom: url))
        } catch {
            throw .io(path: url.path, reason: Self.reason(error))
        }
    }

    /// Reads bytes already in memory.
    init(data: Data) {
        path = "(memory)"
        source = .memory(data, offset: data.startIndex)
    }

    /// The next line, or nil at the end; `number` is used to name a line that is too long.
    mutating func next(number: Int) throws(LogError) -> Line? {
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return Line(bytes: line, terminated: true)
            }
            scanned = buffer.count
            guard scanned - start <= Self.maxLineLength else {
                throw .badLine(number, "longer than \(Self.maxLineLength) bytes")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return Line(bytes: line, terminated: false)
            }
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
            try readChunk()
        }
    }

    /// Appends the next chunk to the buffer, or notes the end.
    private mutating func readChunk() throws(LogError) {
        switch source {
        case .file(let handle):
            do {
                let chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
                if chunk.isEmpty { atEnd = true; try? handle.close() } else { buffer.append(contentsOf: chunk) }
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
