import Reel

/// A JSON number's exact value, as its text says it: a sign, its significant digits and a power of
/// ten, so that `1`, `1.0` and `10e-1` are one value while `4194304` and `4194304.0000000001` are
/// two, however a `Double` would round them.
struct ExactNumber: Equatable {
    /// Whether the number is below zero (never for zero: `-0` is `0`).
    let negative: Bool
    /// The significant digits, with no leading or trailing zero; empty for zero.
    let digits: [UInt8]
    /// The power of ten the digits are multiplied by, their last digit being units.
    let exponent: Int

    /// The largest exponent read exactly; a number written with a larger one is compared by its
    /// text alone (no encoder writes one, and it still never equals another value by mistake).
    static let maxExponent = 1_000_000_000

    /// The value of a number in JSON's grammar (as ``JSONParser`` checked it); nil when its
    /// exponent is beyond ``maxExponent`` or the text is not such a number.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let mantissa = bytes.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        var written = 0
        if mantissa.count < bytes.count {
            var exponentText = bytes[(mantissa.endIndex + 1)...]
            let sign = exponentText.first == UInt8(ascii: "-") ? -1 : 1
            if exponentText.first == UInt8(ascii: "-") || exponentText.first == UInt8(ascii: "+") {
                exponentText = exponentText.dropFirst()
            }
            let significant = exponentText.drop { $0 == UInt8(ascii: "0") }
            guard !exponentText.isEmpty, significant.count <= 10, let magnitude = Int(String(decoding: exponentText, as: UTF8.self)),
                  magnitude <= Self.maxExponent else { return nil }
            written = sign * magnitude
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: "."))
        let fraction = point.map { mantissa[($0 + 1)...] } ?? []
        var digits = Array(mantissa[..<(point ?? mantissa.endIndex)]) + Array(fraction)
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        var exponent = written - fraction.count
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        let leading = digits.prefix { $0 == UInt8(ascii: "0") }.count
        digits.removeFirst(leading)
        self.negative = negative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// Whether two numbers' texts say the same value: exactly, or, for an exponent too large to
    /// read, the same text.
    static func same(_ a: String, _ b: String) -> Bool {
        if a.utf8.elementsEqual(b.utf8) { return true }
        guard let left = ExactNumber(a), let right = ExactNumber(b) else { return false }
        return left == right
    }
}
