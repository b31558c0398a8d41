import ReelExampleSupport
import Reel

extension ExampleApp {
    /// The widest a modal box gets.
    static let modalWidth = 56
    /// The tallest a modal box gets.
    static let modalHeight = 9

    /// Draws the top scene under a title bar whose back hint names the scene "back" returns to;
    /// a modal on top is drawn as a box over the scene it was presented on. A frame below
    /// ``SupportedSize/minimum`` shows the size refusal instead.
    public static func render(_ model: Model, into frame: inout Frame) {
        if frame.drawSizeRefusal() { return }
        let layers = model.stack.map(\.screen)
        let baseIndex = layers.lastIndex { $0.presentation != .modal } ?? 0
        let base = layers[baseIndex]
        let back = baseIndex > 0 && base.screen.offersBack ? layers[baseIndex - 1].screen.title : nil
        let content = frame.drawTitleBar(base.screen.title, back: back, titleStyle: Theme.title, backStyle: Theme.hint)
        if let notice = model.notice { frame.drawRule(y: 1, label: "! " + notice, labelStyle: Theme.error) }
        draw(base.screen, in: content, on: &frame)
        for entry in layers[(baseIndex + 1)...] {
            let inside = frame.drawModal(
                width: min(modalWidth, frame.size.width - 4), height: min(modalHeight, frame.size.height - 4),
                title: entry.screen.title)
            draw(entry.screen, in: inside, on: &frame)
        }
        // The status line belongs to whatever is on top: under a modal, say what the modal accepts.
        if let top = layers.last, top.presentation == .modal {
            frame.drawSceneStatus(top.screen.title, hint: hint(for: top.screen))
        }
    }

    /// Renders a scene into a frame of the rect's size, its hint made from its words, and copies it into place.
    private static func draw(_ screen: Screen, in rect: Rect, on frame: inout Frame) {
        guard !rect.isEmpty else { return }
        var scene = Frame(size: FrameSize(width: rect.width, height: rect.height))
        screen.render(hint: hint(for: screen), into: &scene)
        frame.draw(scene, x: rect.x, y: rect.y)
    }
}
