import Reel
import ReelLog
import ReelInspection

/// Lays out the terminal inspector's screen as one frame: pure, so what the terminal shows is a
/// function of the steps on screen, the selected step and the state.
///
/// The top row names the log and the step; the list of steps fills the left (number, marks: `c`
/// commands, `s` subscriptions, `!` the divergence, then the message in short form), the selected
/// one reversed; the right shows the step's frame with its styles, then what the step did; the
/// bottom row holds the prompt, the news or the keys.
enum InspectorLayout {
    /// One row of the list.
    struct Row {
        let index: Int
        let marks: StepMarks
        let title: String
        let diverged: Bool
    }

    /// What the screen shows besides the list.
    struct Content {
        let title: String
        let step: InspectedStep
        let divergence: Divergence?
    }

    /// The keys, on the bottom line when there is no news.
    static let keys = "↑↓ PgUp PgDn Home End move · / search · n N next/previous · : step · d divergence · Tab details · q quit"

    /// The list's width at a screen width, leaving the frame its width when there is room.
    static func listWidth(screen width: Int, frameWidth: Int) -> Int {
        let room = width - 1 - frameWidth
        return room >= 24 ? min(60, room) : max(16, min(40, width / 3))
    }

    /// The whole screen; below ``FullScreen/minimumSize``, only a line saying so.
    static func compose(size: FrameSize, rows: [Row], window: ListWindow, content: Content, state: InspectorState) -> Frame {
        var screen = Frame(size: size)
        let minimum = FullScreen.minimumSize
        guard size.width >= minimum.width, size.height >= minimum.height else {
            screen.draw("Too small: need \(minimum)", x: 0, y: 0, width: size.width)
            return screen
        }
        screen.fill(" ", x: 0, y: 0, count: size.width, style: .reverse)
        screen.draw(" " + content.title, x: 0, y: 0, style: .reverse)
        let body = size.height - 2
        let left = listWidth(screen: size.width, frameWidth: content.step.frame.size.width)
        screen.draw(list(rows, window: window, selection: state.selection, size: FrameSize(width: left, height: body)), x: 0, y: 1)
        for row in 1...body { screen.draw("│", x: left, y: row, style: .dim) }
        let right = FrameSize(width: size.width - left - 1, height: body)
        screen.draw(details(content, size: right, withFrame: !state.detailsOnly), x: left + 1, y: 1)
        drawBottom(state, on: &screen)
        return screen
    }

    private static func list(_ rows: [Row], window: ListWindow, selection: Int, size: FrameSize) -> Frame {
        var frame = Frame(size: size)
        let digits = String(window.count - 1).count
        for (offset, row) in rows.enumerated() {
            let number = String(row.index)
            let marks = (row.marks.contains(.commands) ? "c" : " ") + (row.marks.contains(.subscriptions) ? "s" : " ")
                + (row.diverged ? "!" : " ")
            let text = String(repeating: " ", count: max(0, digits - number.count)) + number + " " + marks + " " + row.title
            let style = row.index == selection ? Style(.reverse, foreground: row.diverged ? .red : nil)
                : row.diverged ? Style(.bold, foreground: .red) : .plain
            if row.index == selection { frame.fill(" ", x: 0, y: offset, count: size.width, style: style) }
            frame.draw(text, x: 0, y: offset, style: style)
        }
        return frame
    }

    /// The step's frame (unless only the details are asked for), a rule naming the step, then its sections.
    private static func details(_ content: Content, size: FrameSize, withFrame: Bool) -> Frame {
        var frame = Frame(size: size)
        var row = 0
        if withFrame {
            frame.draw(content.step.frame, x: 0, y: 0)
            row = min(content.step.frame.size.height, size.height)
        }
        frame.drawRule(y: row, label: "step \(content.step.index): \(content.step.title)", labelStyle: .bold)
        row += 1
        var sections = InspectorDetails.sections(of: content.step).map { (title: $0.title, lines: $0.lines, style: Style.plain) }
        if let divergence = content.divergence {
            sections.insert((title: "diverged from today's code", lines: divergence.description.split(separator: "\n").map(String.init),
                             style: Style(foreground: .red)), at: 0)
        }
        for section in sections where row < size.height {
            frame.draw(section.title, x: 0, y: row, style: Style(.bold, foreground: section.style.foreground))
            row += 1
            for line in section.lines.isEmpty ? ["(none)"] : section.lines where row < size.height {
                frame.draw(line, x: 2, y: row, style: section.lines.isEmpty ? .dim : section.style)
                row += 1
            }
        }
        return frame
    }

    private static func drawBottom(_ state: InspectorState, on screen: inout Frame) {
        let y = screen.size.height - 1
        if let prompt = state.prompt {
            screen.draw((prompt == .search ? "/" : ":") + state.editor.line, x: 0, y: y)
        } else if !state.message.isEmpty {
            screen.draw(state.message, x: 0, y: y, style: state.messageIsError ? Style(foreground: .red) : .plain)
        } else {
            screen.draw(keys, x: 0, y: y, style: .dim)
        }
    }
}
