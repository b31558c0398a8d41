import Reel
import ReelLog

extension LogInspector {
    /// Does what a key means to the inspector; an exit status when the key ends it.
    func handle(_ key: Key, in state: inout InspectorState, page: Int) -> Int32? {
        if let prompt = state.prompt {
            switch state.editor.handle(key) {
            case .editing: break
            case .cancelled: state.prompt = nil
            case .entered(let text):
                state.prompt = nil
                switch prompt {
                case .search: search(text, forward: true, in: &state)
                case .step: go(to: text, in: &state)
                }
            }
            return nil
        }
        state.tell("")
        switch key {
        case .text("q"), .endOfInput: return 0
        case .interrupt: return 130
        case .up, .text("k"): state.select(state.selection - 1)
        case .down, .text("j"): state.select(state.selection + 1)
        case .pageUp: state.select(state.selection - max(1, page))
        case .pageDown: state.select(state.selection + max(1, page))
        case .home, .text("g"): state.select(0)
        case .end, .text("G"): state.select(state.count - 1)
        case .tab: state.detailsOnly.toggle()
        case .text("/"): open(.search, in: &state)
        case .text(":"): open(.step, in: &state)
        case .text("n"), .text("N"):
            guard let query = state.query else {
                state.tell("nothing searched yet: / then the text to find", error: true)
                return nil
            }
            search(query, forward: key == .text("n"), in: &state)
        case .text("d"): goToDivergence(in: &state)
        default: break
        }
        return nil
    }

    private func open(_ prompt: InspectorState.Prompt, in state: inout InspectorState) {
        state.prompt = prompt
        state.editor.start()
    }

    /// Selects the nearest step after (before) the selection whose message holds `text`, ignoring case.
    func search(_ text: String, forward: Bool, in state: inout InspectorState) {
        guard !text.isEmpty else { return }
        state.query = text
        do {
            guard let found = try find(text, from: state.selection, forward: forward) else { return state.tell("no step's message contains \"\(text)\"", error: true) }
            state.select(found)
            state.tell("\"\(text)\" in step \(found)")
        } catch {
            state.tell("\(error)", error: true)
        }
    }

    /// The nearest step after (before) `step`, going round, whose message holds `text` in its short
    /// form or its JSON, ignoring case.
    func find(_ text: String, from step: Int, forward: Bool) throws(LogError) -> Int? {
        let needle = text.lowercased()
        return try index.search(from: step, forward: forward) { step in
            InspectedStep.title(of: step.msg).lowercased().contains(needle) || step.msgJSON.lowercased().contains(needle)
        }
    }

    /// Selects the step a `:` line names.
    private func go(to text: String, in state: inout InspectorState) {
        let trimmed = text.trimmingWhitespace()
        guard let step = Int(trimmed), (0...stepCount).contains(step) else {
            return state.tell("no step \"\(trimmed)\": give a number from 0 to \(stepCount)", error: true)
        }
        state.select(step)
    }

    /// Verifies the log (once) and selects the first step that diverges from today's code.
    func goToDivergence(in state: inout InspectorState) {
        do {
            guard let divergence = try firstDivergence() else {
                return state.tell("no divergence: all \(stepCount) steps replay as recorded")
            }
            state.select(divergence.step)
            let what = [divergence.commandsDiffer ? "commands" : nil, divergence.frameDiffers ? "frame" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            state.tell("step \(divergence.step) diverges from today's code: its \(what) differ\(what.contains(" and ") ? "" : "s")", error: true)
        } catch {
            state.tell("cannot verify: \(error)", error: true)
        }
    }
}
