import ExampleSupport
import Reel

extension Search {
    /// The hint line: the commands that drive the screen.
    static let hint = "type TEXT · retry · back"

    public static func render(_ model: Model, into frame: inout Frame) {
        let area = frame.bounds.inset(bottom: 2)
        let x = min(2, area.width / 10)
        let width = area.width - 2 * x
        let body = Rect(x: x, y: area.y + 3, width: width, height: area.height - 3)
        frame.drawStatusLine(statusText(model, rows: body.height), hint: hint)
        frame.drawTextField("Query", value: model.query, x: x, y: area.y + 1, width: width, labelWidth: 7, maxBox: 40)
        guard !body.isEmpty else { return }
        switch model.phase {
        case .prompt:
            frame.drawParagraph("Please, search something", in: body)
        case .loading(let term):
            frame.drawParagraph(LoadingIndicator.text("Searching \"\(term)\""), in: body)
        case .nothing:
            frame.drawParagraph("No result for this request", in: body)
        case .failed(let reason):
            let used = frame.drawParagraph("! Search failed: \(reason)", in: body.inset(bottom: 1))
            frame.draw("retry to search again", x: body.x, y: body.y + used + 1, width: body.width)
        case .found(let domains):
            drawResults(domains, selection: model.selection, in: &frame, body: body)
        }
    }

    /// The results as a list: name on the left, update day in a right-hand column.
    private static func drawResults(_ domains: [Domain], selection: Int, in frame: inout Frame, body: Rect) {
        let dateWidth = 10
        let showsDates = body.width >= dateWidth + 14
        let names = Rect(x: body.x, y: body.y, width: body.width - (showsDates ? dateWidth + 2 : 0), height: body.height)
        let window = ListWindow(count: domains.count, rows: body.height, selection: selection)
        frame.drawList(window, in: names) { domains[$0].name }
        guard showsDates else { return }
        for (row, index) in window.visible.enumerated() {
            frame.draw(domains[index].updatedDay, x: body.maxX - dateWidth, y: body.y + row, width: dateWidth)
        }
    }

    /// What the status line says: the state, and for results which rows are on screen.
    static func statusText(_ model: Model, rows: Int) -> String {
        switch model.phase {
        case .prompt: "Type to search"
        case .loading: "Searching…"
        case .nothing: "0 results"
        case .failed: "Error"
        case .found(let domains): ListWindow(count: domains.count, rows: rows, selection: model.selection).indicator
        }
    }
}
