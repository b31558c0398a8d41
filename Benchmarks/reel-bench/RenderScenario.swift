import Reel

extension Scenario {
    /// A typical screen rendered into a fresh 80x24 frame (title bar, a boxed window over a
    /// 50-row list with the selection moving each frame, a status line), against a bare copy of
    /// a 1,920-byte buffer, the size of the frame's cells as bytes.
    static let render = Scenario(
        name: "render", unit: "frames", defaultCount: 1_000_000,
        run: { count in
            var model = ListScreenBench.Model()
            var cells = 0
            for index in 0..<count {
                model.selection = index % model.items.count
                var frame = Frame()
                ListScreenBench.render(model, into: &frame)
                blackHole(frame)
                cells &+= frame.size.width
            }
            precondition(cells == count * 80, "render drew no frames")
            var sample = Frame()
            ListScreenBench.render(model, into: &sample)
            precondition(sample.text.utf8.count > 1_920, "render drew a blank screen")
            return []
        },
        baseline: { count in
            let source = [UInt8](repeating: 0x20, count: 1_920)
            var destination = [UInt8](repeating: 0, count: 1_920)
            for index in 0..<count {
                destination.withUnsafeMutableBytes { target in
                    source.withUnsafeBytes { target.copyMemory(from: $0) }
                }
                destination[index % 1_920] = UInt8(truncatingIfNeeded: index)
                blackHole(destination)
            }
        },
        baselineName: "bare-copy")
}

/// The screen the render benchmark draws: a list of 50 domains with a moving selection.
enum ListScreenBench: Scene {
    /// Fifty result rows and which one is selected.
    struct Model: Equatable, Sendable {
        var items = (1...50).map { "domain-\($0).example.com  ·  registered 20\(10 + $0 % 15)  ·  active" }
        var selection = 0
    }

    /// The user moved the selection.
    enum Msg: Equatable, Sendable, Codable { case selected(Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .selected(let index): model.selection = index
        }
        return .none
    }

    /// Title bar, a boxed list window with its "1–18 of 50" footer, status line.
    @inline(never)
    static func render(_ model: Model, into frame: inout Frame) {
        let body = frame.drawStatusLine("\(model.items.count) results", hint: "↑↓ move  ⏎ open  q quit",
                                        in: frame.drawTitleBar("Domain search", back: "Home"))
        let inside = body.inset(by: 1)
        let window = ListWindow(count: model.items.count, rows: inside.height, selection: model.selection)
        frame.drawBox(body, title: "Results", footer: window.indicator)
        frame.drawList(window, in: inside) { model.items[$0] }
    }
}
