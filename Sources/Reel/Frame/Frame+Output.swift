import Foundation

extension Frame {
    /// The rows as strings, each exactly `size.width` columns wide (trailing spaces kept).
    public var lines: [String] { (0..<size.height).map(line) }

    /// One row as a string; empty outside the frame.
    public func line(_ row: Int) -> String {
        guard (0..<size.height).contains(row) else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.width)
        appendRow(row, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole frame, rows joined with `\n` and no newline at the end.
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((size.width + 1) * size.height)
        for row in 0..<size.height {
            if row > 0 { bytes.append(0x0A) }
            appendRow(row, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rows with their trailing spaces trimmed, joined with `\n`: what the frame shows, without
    /// the padding. Two frames of one size with the same trimmed text show the same cells, so logs
    /// hash this, and piped scripts print it.
    public var trimmedText: String { String(decoding: trimmedUTF8, as: UTF8.self) }

    /// `trimmedText` as UTF-8, built straight from the cells (no padded row is ever made).
    var trimmedUTF8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.height * 16)
        forEachTrimmedByte { bytes.append($0) }
        return bytes
    }

    /// Mixes `trimmedUTF8` into a hash without building it: a log hashes every frame it records
    /// and every frame it verifies.
    package func hashTrimmedUTF8(into hasher: inout FNV1a) {
        var hash = hasher
        forEachTrimmedByte { hash.combine(byte: $0) }
        hasher = hash
    }

    /// Calls `body` with each byte of `trimmedUTF8`, in order.
    private func forEachTrimmedByte(_ body: (UInt8) -> Void) {
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<size.height {
                if row > 0 { body(0x0A) }
                let start = row * size.width
                var end = start + size.width
                while end > start, cells[end - 1] == Cell.blank { end -= 1 }
                forEachByte(of: UnsafeBufferPointer(rebasing: cells[start..<end]), body)
            }
        }
    }

    /// Appends a row's UTF-8, skipping continuation cells (their wide character already covers them).
    private func appendRow(_ row: Int, to bytes: inout [UInt8]) {
        let start = row * size.width
        appendCells(start..<start + size.width, to: &bytes)
    }

    /// Appends the UTF-8 of a run of cells.
    func appendCells(_ range: Range<Int>, to bytes: inout [UInt8]) {
        forEachByte(ofCells: range) { bytes.append($0) }
    }

    /// Calls `body` with each byte of the UTF-8 of a run of cells, skipping continuation cells.
    private func forEachByte(ofCells range: Range<Int>, _ body: (UInt8) -> Void) {
        cells.withUnsafeBufferPointer { forEachByte(of: UnsafeBufferPointer(rebasing: $0[range]), body) }
    }

    /// ``forEachByte(ofCells:_:)`` over the cells themselves: logs hash every frame this way, so
    /// it reads them without bounds checks.
    private func forEachByte(of cells: UnsafeBufferPointer<UInt32>, _ body: (UInt8) -> Void) {
        for code in cells {
            if code < 0x80 {
                body(UInt8(truncatingIfNeeded: code))
            } else if code == Cell.continuation {
                continue
            } else if code >= Cell.clusterBase {
                for byte in clusters[Int(code - Cell.clusterBase)].utf8 { body(byte) }
            } else {
                UTF8.encode(Unicode.Scalar(code)!, into: body)
            }
        }
    }

    /// Whether a row of this frame shows exactly the same bytes as the same row of `other`
    /// (frames of equal width).
    package func rowEquals(_ row: Int, _ other: Frame) -> Bool {
        let start = row * size.width
        for index in start..<start + size.width {
            let mine = cells[index]
            let theirs = other.cells[index]
            if mine < Cell.clusterBase || mine == Cell.continuation || theirs < Cell.clusterBase || theirs == Cell.continuation {
                if mine != theirs { return false }
            } else if !cluster(mine).utf8.elementsEqual(other.cluster(theirs).utf8) {
                return false
            }
        }
        return true
    }
}

extension Frame: Hashable {
    /// Frames are equal when they have the same size and show the same bytes, in the same style,
    /// in every cell.
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        guard lhs.size == rhs.size, lhs.sameStyles(rhs) else { return false }
        if lhs.clusters.isEmpty, rhs.clusters.isEmpty, sameBytes(lhs.cells, rhs.cells) { return true }
        return (0..<lhs.size.height).allSatisfy { lhs.rowEquals($0, rhs) }
    }

    /// Whether two cell arrays hold the same codes, compared as memory (a frame holds thousands).
    private static func sameBytes(_ lhs: [UInt32], _ rhs: [UInt32]) -> Bool {
        lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// Hashes the size and the text of each cell (not how the cluster table happens to be ordered):
    /// the hash is over text only, styles left out, so equal frames still hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        for code in cells {
            if code >= Cell.clusterBase, code != Cell.continuation {
                hasher.combine(0xFFFF_FFFE as UInt32)
                for byte in clusters[Int(code - Cell.clusterBase)].utf8 { hasher.combine(byte) }
            } else {
                hasher.combine(code)
            }
        }
    }
}

extension Frame: CustomStringConvertible {
    /// The frame's text.
    public var description: String { text }
}
