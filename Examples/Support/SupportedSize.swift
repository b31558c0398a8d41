import Reel

/// The frame sizes the example screens lay out for, and the refusal drawn below them.
///
/// Every example screen is laid out for frames from ``minimum`` up; ``ExampleApp`` draws
/// ``refusal(for:)`` instead of a screen on a smaller frame, so a terminal that shrinks below it
/// shows one clear line rather than text drawn over text. The demo's `--size` refuses the same sizes.
public enum SupportedSize {
    /// The smallest frame the screens support: 40 columns by 12 rows.
    public static let minimum = FrameSize(width: 40, height: 12)

    /// The largest frame the demo accepts: 400 columns by 200 rows.
    public static let maximum = FrameSize(width: 400, height: 200)

    /// Whether the screens lay out in a frame of this size (at least ``minimum`` both ways).
    public static func supports(_ size: FrameSize) -> Bool {
        size.width >= minimum.width && size.height >= minimum.height
    }

    /// The one line said instead of a screen on a frame below ``minimum``; nil when it is supported.
    ///
    /// `Too small: 30x10. The screens need at least 40x12.`
    public static func refusal(for size: FrameSize) -> String? {
        supports(size) ? nil : "Too small: \(size). The screens need at least \(minimum)."
    }
}

extension Frame {
    /// Draws ``SupportedSize/refusal(for:)`` for this frame's size, wrapped to its width from the
    /// top-left corner, and returns true; draws nothing and returns false on a supported size.
    @discardableResult
    public mutating func drawSizeRefusal() -> Bool {
        guard let refusal = SupportedSize.refusal(for: size) else { return false }
        drawParagraph(refusal, in: bounds)
        return true
    }
}
