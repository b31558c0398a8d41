import Reel
import Foundation

extension LogReader {
    /// Reads and checks line 1: a Reel header of this format version, within the limits a header
    /// has (``LogHeader/maxBytes``), with a frame size replay can allocate.
    static func readHeader(_ line: LineReader.Line) throws(LogError) -> LogHeader {
        guard line.bytes.count <= LogHeader.maxBytes else {
            throw .badLine(1, "the header is \(line.bytes.count) bytes long, more than the \(LogHeader.maxBytes) a header may be")
        }
        let members: [String: JSONParser.Member]
        do {
            members = try JSONParser.parseMembers(line.bytes)
        } catch {
            throw .notALog("line 1 is not a JSON object (\(error))")
        }
        guard case .string(LogHeader.marker) = members["format"]?.value else {
            throw .notALog("line 1 has no \"format\": \"\(LogHeader.marker)\"")
        }
        guard case .number(let versionText) = members["version"]?.value, let version = Int(versionText) else {
            throw .notALog("line 1 has no whole-number \"version\"")
        }
        guard version == LogHeader.currentVersion else {
            throw .versionMismatch(found: version, expected: LogHeader.currentVersion)
        }
        let header: LogHeader
        do {
            header = try LogCoding.makeDecoder().decode(LogHeader.self, from: Data(line.bytes))
        } catch {
            throw .notALog("line 1 is not a valid header (\(reason(error)))")
        }
        // Replay allocates frames of this size: a damaged header must not make it trap or exhaust memory.
        let sides = 0...LogHeader.maxFrameSide
        guard sides.contains(header.frameSize.width), sides.contains(header.frameSize.height) else {
            throw .badLine(1, "frame size \(header.frameSize) is outside 0...\(LogHeader.maxFrameSide) on a side")
        }
        return header
    }
}
