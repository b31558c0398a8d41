import Foundation
import Reel
import ReelLog

/// The inspector as one web page: no network, no external file, styles as CSS and the steps as
/// JSON in the page, with a slider and a list over the steps, the frame with its colours, what
/// each step did, and the first divergence from today's code highlighted.
///
/// The steps are replayed once, in order; frames are kept once each however many steps show them
/// (most steps of a session leave the screen as it was, or return to an earlier one), so the
/// tour of the example app (87 steps, 80×24) makes a page of about 100 KB.
///
/// The page lives in `ReelInspection`, a module of this package that is no product, because two
/// products write it: `ReelShell` (`LogInspector.html()`, `reel-demo inspect --html`) and
/// `ReelTesting` (the page of a log that stops verifying, `REEL_INSPECTOR_PAGES`). In its own module
/// it keeps HTML, CSS and script out of the runtime `Reel`, which every scene links, and terminal
/// code out of `ReelTesting`, which every test target links; its API is `package`, so neither
/// product's public API changes.
package enum InspectorPage {
    /// The most steps a page holds: a longer log is inspected in the terminal, or cut first.
    package static let maxSteps = 50_000

    /// The page of the log `index` reads, titled with its file name; `divergence` gives the first
    /// step where today's code diverges (nil if none), asked for once the log is known to fit in
    /// `maxSteps` (a test gives a smaller one, so as not to write a log of 50,000 steps).
    package static func html<S: LoggableScene>(
        of index: LogIndex<S>, maxSteps: Int = maxSteps, divergence: () throws(LogError) -> Divergence?
    ) throws(LogError) -> String {
        guard index.stepCount <= maxSteps else {
            throw .io(path: index.url.path, reason: "a page holds at most \(maxSteps) steps and the log has \(index.stepCount): inspect it in the terminal")
        }
        let divergence = try divergence()
        var page = Builder(name: index.url.lastPathComponent, divergence: divergence)
        var replay: Replay<S>?
        try page.add(stepsOf: index, through: index.stepCount, replay: &replay)
        return try page.document(path: index.url.path)
    }

    /// Writes `page` to `file` at once (no reader ever sees half a page).
    package static func write(_ page: String, to file: URL) throws(LogError) {
        do {
            try Data(page.utf8).write(to: file, options: .atomic)
        } catch {
            throw .io(path: file.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// What the page's script reads: the frames once each, and the steps in short keys.
    struct PageData: Encodable {
        let name: String
        let frames: [String]
        let steps: [PageStep]
        let divergence: PageDivergence?
        /// For a page served live (``LivePage``): how its events are asked for; nil for a page on its own.
        let live: PageLive?
    }

    /// What a live page's script needs: nothing yet but the mark that it is live.
    struct PageLive: Encodable, Sendable {
        let events: String
    }

    /// A step: `f` its frame's number, `t` its title, `k` its marks, `x` its sections.
    struct PageStep: Encodable, Sendable {
        let f: Int
        let t: String
        let k: String
        let x: [PageSection]
    }

    /// A section of what a step did: `n` its name, `l` its lines.
    struct PageSection: Encodable, Sendable {
        let n: String
        let l: [String]
    }

    /// The first step that diverges from today's code, and the divergence's description, a line each.
    struct PageDivergence: Encodable, Sendable {
        let step: Int
        let lines: [String]
    }

    /// One step's entry.
    static func entry(_ step: InspectedStep, frame: Int, diverged: Bool) -> PageStep {
        var marks = ""
        if step.marks.contains(.commands) { marks += "c" }
        if step.marks.contains(.subscriptions) { marks += "s" }
        if step.marks.contains(.dropped) { marks += "-" }
        if diverged { marks += "!" }
        return PageStep(f: frame, t: step.title, k: marks, x: InspectorDetails.sections(of: step).map { PageSection(n: $0.title, l: $0.lines) })
    }

    /// The data as canonical JSON (the same bytes everywhere), safe inside a `<script>` element:
    /// `</` is written `<\/`.
    static func json(_ data: some Encodable, path: String) throws(LogError) -> String {
        do {
            return String(decoding: try CanonicalJSON.encode(data), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        } catch {
            throw .io(path: path, reason: "cannot encode the page's data: \(error)")
        }
    }

    /// The whole HTML document: the page's CSS and the frames' classes, the data, the script.
    static func document(title: String, css: String, data: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLFrame.escaped(title))</title>
        <style>
        \(pageCSS)
        \(css)
        </style>
        </head>
        <body>
        <header>
        <h1>\(HTMLFrame.escaped(title))</h1>
        <div id="controls">
        <input type="range" id="slider" min="0" max="0" value="0" aria-label="step">
        <span id="position"></span>
        <input type="search" id="search" placeholder="search messages (Enter: next)" aria-label="search messages">
        <button id="divergence" type="button">first divergence</button>
        <span id="news"></span>
        </div>
        </header>
        <main>
        <ol id="steps" start="0"></ol>
        <section id="view">
        <h2 id="title"></h2>
        <pre id="frame"></pre>
        <div id="details"></div>
        </section>
        </main>
        <script type="application/json" id="data">\(data)</script>
        <script>
        \(pageScript)
        </script>
        </body>
        </html>

        """
    }
}
