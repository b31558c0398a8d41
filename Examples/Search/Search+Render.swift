import ReelExampleSupport
import Reel

extension Search {
    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let area = frame.sceneBody
        frame.drawTextField("Query", value: model.query, x: area.x, y: area.y, width: area.width, labelWidth: 7, maxBox: 40)
        let body = area.inset(top: 2)
        frame.drawSceneStatus(statusText(model, rows: body.height), hint: hint)
        guard !body.isEmpty else { return }
        if let pending = model.pending {
            frame.drawParagraph(pending.isEmpty ? "Please, search something" : searching(pending), in: body)
            return
        }
        switch model.phase {
        case .prompt:
            frame.drawParagraph("Please, search something", in: body)
        case .loading(let term):
            frame.drawParagraph(searching(term, waited: model.waited), in: body)
        case .nothing:
            frame.drawParagraph("No result for this request", in: body)
        case .failed(let reason):
            frame.drawParagraphs(["! Search failed: \(reason)", "", "retry to search again"], in: body)
        case .found(let domains):
            drawResults(domains, selection: model.selection, in: &frame, body: body)
        }
    }

    /// How wide the results get: on a wide frame the day stays next to the name.
    static let maxResultsWidth = 76

    /// The results as a list: name on the left, update day in a right-hand column.
    private static func drawResults(_ domains: [Domain], selection: Int, in frame: inout Frame, body full: Rect) {
        let body = Rect(x: full.x, y: full.y, width: min(full.width, maxResultsWidth), height: full.height)
        let dateWidth = 10
        let showsDates = body.width >= dateWidth + 14
        let names = Rect(x: body.x, y: body.y, width: body.width - (showsDates ? dateWidth + 2 : 0), height: body.height)
        let window = ListWindow(count: domains.count, rows: body.height, selection: selection)
        frame.drawList(window, in: names, selectionStyle: Theme.selection) { domains[$0].name }
        guard showsDates else { return }
        for (row, index) in window.visible.enumerated() {
            frame.draw(domains[index].updatedDay, x: body.maxX - dateWidth, y: body.y + row, width: dateWidth)
            // The selection's bar runs on under its date.
            if index == selection { frame.setStyle(Theme.selection, in: Rect(x: body.x, y: body.y + row, width: body.width, height: 1)) }
        }
    }

    /// `Searching "med"…`; after a tick of waiting, a spinner and the time waited:
    /// `/ Searching "med" (0.2 s)`.
    static func searching(_ term: String, waited: Int = 0) -> String {
        let label = "Searching \"\(term)\""
        guard waited > 0 else { return LoadingIndicator.text(label) }
        let tenths = Int((progressInterval * waited) / .milliseconds(100))
        return LoadingIndicator.text(label + " (\(tenths / 10).\(tenths % 10) s)", tick: waited)
    }

    /// What the status line says: the state, and for results which rows are on screen.
    static func statusText(_ model: Model, rows: Int) -> String {
        if let pending = model.pending { return pending.isEmpty ? "Type to search" : "Searching…" }
        return switch model.phase {
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
            + [.retryTapped, .selectionMoved(by: 1), .backTapped, .progressTicked]
    }()
}
