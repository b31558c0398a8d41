/// A loading indicator that animates without reading a clock: the model counts ticks (timer
/// messages) and `render` shows the spinner frame for the current count.
public enum LoadingIndicator {
    /// The spinner's frames, one per tick.
    public static let spinner = ["|", "/", "-", "\\"]

    /// `Loading…` when there is no tick count, else a spinner frame and the label: `/ Loading`.
    public static func text(_ label: String = "Loading", tick: Int? = nil) -> String {
        guard let tick else { return "\(label)…" }
        let count = spinner.count
        return "\(spinner[(tick % count + count) % count]) \(label)"
    }
}

extension Frame {
    /// Draws `LoadingIndicator.text(label, tick:)` at (x, y); returns the column after it.
    @discardableResult
    public mutating func drawLoading(_ label: String = "Loading", tick: Int? = nil, x: Int, y: Int, width: Int? = nil) -> Int {
        draw(LoadingIndicator.text(label, tick: tick), x: x, y: y, width: width)
    }
}
