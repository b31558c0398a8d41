import ExampleSupport
import Reel

extension Search {
    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let area = frame.sceneBody
        frame.drawTextField("Query", value: model.query, x: area.x, y: area.y, width: area.width, labelWidth: 7, maxBox: 40)
        let body = area.inset(top: 2)
        frame.drawSceneStatus(statusText(model, rows: body.height), hint: hint)
        guard !body.isEmpty else { return }
        switch model.phase {
        case .prompt:
            frame.drawParagraph("Please, search something", in: body)
        case .loading(let term):
            frame.drawParagraph(LoadingIndicator.text("Searching \"\(term)\""), in: body)
        case .nothing:
            frame.drawParagraph("No result for this request", in: body)
        case .failed(let reason):
            frame.drawParagraphs(["! Search failed: \(reason)", "", "retry to search again"], in: body)
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

extension Search {
    /// Every search message, each shape once (a result list empty, with dates, without, mixed).
    public static let messageSamples: [Msg] = {
        let dated = Domain(name: "x", updated: "x")
        let undated = Domain(name: "x", updated: nil)
        let lists = [[], [dated], [undated], [dated, undated]]
        return [.queryChanged("x"), .queryDebounced("x")]
            + lists.map { .searchResponded(query: "x", domains: $0) }
            + LogSamples.httpErrors.map { .searchFailed(query: "x", error: $0) }
            + [.retryTapped, .selectionMoved(by: 1), .backTapped]
    }()
}
