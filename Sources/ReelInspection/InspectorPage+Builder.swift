import Reel
import ReelLog

extension InspectorPage {
    /// The page's data as it is built, a step at a time: frames kept once each, the steps' entries,
    /// and, for a page served live, what was added after a point (``delta(steps:frames:)``).
    package struct Builder: Sendable {
        let name: String
        let divergence: PageDivergence?
        private var frames = HTMLFrame()
        private var frameNumbers: [String: Int] = [:]
        private var framesHTML: [String] = []
        private var steps: [PageStep] = []

        /// An empty page of the log named `name`, with the first divergence found in it, if any.
        package init(name: String, divergence: Divergence?) {
            self.name = name
            self.divergence = divergence.map { PageDivergence(step: $0.step, lines: $0.description.split(separator: "\n").map(String.init)) }
        }

        /// How many entries the page holds: the start and the steps added.
        package var stepCount: Int { steps.count }
        /// How many distinct frames the page holds.
        package var frameCount: Int { framesHTML.count }

        /// Adds the start (on the first call) and the log's steps after those added, up to step
        /// `last`, read from `index` a block at a time, so that a long log is never held whole.
        /// `replay` is the replay after the last step added, kept by the caller for the next call
        /// (nil at first).
        package mutating func add<S: LoggableScene>(stepsOf index: LogIndex<S>, through last: Int, replay kept: inout Replay<S>?) throws(LogError) {
            var replay: Replay<S>
            if let kept {
                replay = kept
            } else {
                replay = try index.replay(atStep: 0)
                add(InspectedStep(start: replay))
            }
            guard last <= maxSteps else {
                throw .io(path: index.url.path, reason: "a page holds at most \(maxSteps) steps and the log has \(last)")
            }
            var next = steps.count
            while next <= last {
                // One entry per step of the log, a dropped one included, so that the slider's position is the step's number.
                let block = try index.numberedSteps(from: next, count: min(1000, last - next + 1))
                for (offset, logged) in block.enumerated() {
                    add(logged.map { InspectedStep($0, applyingTo: &replay) } ?? InspectedStep(dropped: next + offset, after: replay))
                }
                next += max(1, block.count)
            }
            kept = replay
        }

        private mutating func add(_ step: InspectedStep) {
            let html = frames.html(step.frame)
            let number = frameNumbers[html] ?? framesHTML.count
            if number == framesHTML.count {
                frameNumbers[html] = number
                framesHTML.append(html)
            }
            steps.append(entry(step, frame: number, diverged: divergence?.step == step.index))
        }

        /// The whole page; `live` names where a served page asks for its new steps (nil: a page on its own).
        package func document(path: String, live: String? = nil) throws(LogError) -> String {
            let data = PageData(name: name, frames: framesHTML, steps: steps, divergence: divergence, live: live.map(PageLive.init))
            let title = "Reel inspector · \(name)"
            return InspectorPage.document(title: title, css: frames.css, data: try json(data, path: path))
        }

        /// What a page that holds `steps` entries and `frames` frames lacks, as one JSON object:
        /// `first` (the number of the first step sent), `steps`, `frameFrom` and `frames` (the
        /// frames from that number on), `css` (every frame style's class). A page asking again
        /// from an older point gets steps it has, and skips them.
        package func delta(steps first: Int, frames firstFrame: Int) -> String {
            let first = min(max(0, first), steps.count)
            let firstFrame = min(max(0, firstFrame), framesHTML.count)
            let delta = PageDelta(
                first: first, steps: Array(steps[first...]), frameFrom: firstFrame, frames: Array(framesHTML[firstFrame...]),
                css: frames.css)
            // Encoding plain strings and numbers cannot fail.
            return (try? json(delta, path: name)) ?? "{}"
        }
    }

    /// Steps added to a live page since it last heard (``Builder/delta(steps:frames:)``).
    private struct PageDelta: Encodable {
        let first: Int
        let steps: [PageStep]
        let frameFrom: Int
        let frames: [String]
        let css: String
    }
}
