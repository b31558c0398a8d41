extension String {
    /// The text cut to its first `limit` characters and `…` when it is longer, for one-line reports.
    package func abbreviated(to limit: Int) -> String {
        count > limit ? prefix(max(0, limit - 1)) + "…" : self
    }
}
