extension Scene {
    /// The model rendered into a fresh frame of `size`: what the program, replay and tests show.
    @inlinable
    public static func frame(of model: Model, size: FrameSize = .standard) -> Frame {
        var frame = Frame(size: size)
        render(model, into: &frame)
        return frame
    }
}
