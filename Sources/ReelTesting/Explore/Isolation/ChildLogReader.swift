import Foundation

/// The reading end of a child's log, read as it grows: whole lines only.
///
/// A whole line that is not a record is never skipped: reading stops there and ``unreadable``
/// says which line and why, for the parent to refuse the child's work.
struct ChildLogReader<Msg: Codable & Equatable & Sendable> {
    let path: String
    private var offset = 0
    private var lines = 0
    private let decoder = ExploreJSON.decoder()
    /// The first line that could not be read, and why, in one line; nil while every line could.
    private(set) var unreadable: String?

    init(path: String) { self.path = path }

    /// The records written since the last call (a line still being written waits for the next);
    /// none once a line could not be read.
    mutating func readNew() -> [ChildRecord<Msg>] {
        guard unreadable == nil, let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.readToEnd(),
              let end = data.lastIndex(of: UInt8(ascii: "\n"))
        else { return [] }
        offset += end - data.startIndex + 1
        var records: [ChildRecord<Msg>] = []
        for line in data[data.startIndex..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lines += 1
            do {
                records.append(try decoder.decode(ChildRecord<Msg>.self, from: Data(line)))
            } catch {
                unreadable = "line \(lines) of a child's records is not a record (\(ExploreJSON.reason(error)))"
                break
            }
        }
        return records
    }
}
