import Foundation

/// The JSON of a child's job and records, and of reports: as `JSONEncoder` writes it, except
/// that a non-finite `Double` or `Float` (which JSON cannot hold, and which a message may well
/// carry: it is often what breaks a property) is written as the string `"+Infinity"`,
/// `"-Infinity"` or `"NaN"`. Without it such a record could not be written, and the failure it
/// reports would be lost.
enum ExploreJSON {
    private static let nonFinite = (positive: "+Infinity", negative: "-Infinity", nan: "NaN")

    /// An encoder for jobs, records and reports.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return encoder
    }

    /// A decoder for what ``encoder()`` wrote.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return decoder
    }

    /// Why a value could not be encoded, in one line.
    static func reason(_ error: any Error) -> String {
        switch error {
        case EncodingError.invalidValue(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "unknown error"
        }
    }
}
