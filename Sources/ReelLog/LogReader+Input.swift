import Reel
import Foundation

extension LogReader where S.Input: Decodable {
    /// The input the log was recorded with, read from its header; nil when the header records
    /// none (a log recorded before headers kept it, or without an input given to the recorder).
    ///
    /// Throws ``LogError/badInput(_:)`` when the recorded input does not decode as today's type.
    public func recordedInput() throws(LogError) -> S.Input? {
        guard let input = header.input else { return nil }
        do {
            let bytes = try LogCoding.makeEncoder().encode(input)
            return try LogCoding.makeDecoder().decode(S.Input.self, from: bytes)
        } catch {
            throw .badInput(Self.reason(error))
        }
    }
}
