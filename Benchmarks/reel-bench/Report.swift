import Foundation

/// Prints measurements as a table for people or as JSON for scripts.
enum Report {
    /// A fixed-width table, one scenario a row.
    static func table(_ measurements: [Measurement]) -> String {
        var lines = [
            pad("scenario", 18) + pad("count", 10) + pad("reel/s", 14) + pad("bare/s", 14) + pad("× bare", 9) + "extra",
        ]
        for m in measurements {
            let extra = m.figures.map { "\($0.0)=\(format($0.1))" }.joined(separator: " ")
            lines.append(
                pad(m.name, 18) + pad("\(m.count)", 10) + pad(format(m.perSecond), 14)
                    + pad(m.baselinePerSecond.map(format) ?? "-", 14) + pad(m.ratio.map { String(format: "%.2f", $0) } ?? "-", 9)
                    + extra)
        }
        lines.append("× bare = bare loop rate / Reel rate (how many times slower than calling update in a plain loop)")
        return lines.joined(separator: "\n")
    }

    /// `{"scenarios": [{"name", "count", "per_second", "baseline_per_second", "ratio", …extra}]}`.
    static func json(_ measurements: [Measurement]) -> String {
        let rows = measurements.map { m -> String in
            var fields = [
                "\"name\": \"\(m.name)\"", "\"count\": \(m.count)", "\"per_second\": \(number(m.perSecond))",
                "\"baseline_per_second\": \(m.baselinePerSecond.map(number) ?? "null")",
                "\"ratio\": \(m.ratio.map(number) ?? "null")",
            ]
            fields += m.figures.map { "\"\($0.0)\": \(number($0.1))" }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "{\"scenarios\": [" + rows.joined(separator: ", ") + "]}"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "null"
    }
}
