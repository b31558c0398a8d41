extension Duration {
    /// The duration in whole milliseconds, rounded toward zero (how commands print and encode
    /// delays); clamped, so that an absurd delay prints instead of trapping.
    package var milliseconds: Int64 { whole(perSecond: 1_000) }

    /// The duration in whole nanoseconds, rounded toward zero and clamped to `Int` (for Dispatch).
    var nanoseconds: Int { Int(clamping: whole(perSecond: 1_000_000_000)) }

    /// Whole units of `1 / perSecond` seconds, clamped to `Int64` instead of overflowing.
    private func whole(perSecond: Int64) -> Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = scaled.addingReportingOverflow(attoseconds / (1_000_000_000_000_000_000 / perSecond))
        return sumOverflow ? (scaled < 0 ? .min : .max) : sum
    }
}
