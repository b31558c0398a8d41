#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel
import ReelLog

extension LogInspector {
    /// Runs the inspector full screen on `terminal` until `q` or Ctrl-D (exit status 0), Ctrl-C
    /// (130) or the end of input, then restores the terminal. It opens at the last step.
    ///
    /// Keys: ↑/↓ (or k/j) one step, Page Up/Down a screen, Home/End (or g/G) the start and the last
    /// step, `/` search the messages, `n`/`N` the next and previous match, `:` go to a step by its
    /// number, `d` the first step where today's code diverges from the recording (the log is
    /// verified once, then the step shows the recorded against the replayed frame rows), Tab the
    /// frame or only what the step did, Ctrl-L repaint. Resizing redraws at the new size.
    ///
    /// A log opened with ``init(following:input:checkpointEvery:)`` is followed: steps are added to
    /// the list as their lines land, the selection stays where it is, or moves to the newest step
    /// while it is on the last one (as `less +F` and `tig` do), and the bottom line says when the
    /// writer closed the log or the file was truncated or replaced under it.
    public func runTerminal(_ terminal: TerminalMode) -> Int32 {
        defer { terminal.restore() }
        var state = InspectorState(steps: stepCount)
        var input = TerminalInput()
        var size = terminal.size ?? .standard
        var painted: Frame?
        var following = index.isFollowing
        func paint() {
            let frame = screen(size: size, state: &state)
            terminal.write(painted.map { ScreenDiff.update(from: $0, to: frame) } ?? ScreenDiff.repaint(frame))
            painted = frame
        }
        var changed = true
        while true {
            if changed { paint() }
            changed = true
            if following, !Self.inputReady(within: Self.followInterval) {
                let (added, end) = followOnce()
                if added > 0 { state.grow(to: stepCount) }
                if let end {
                    following = false
                    state.tell(end, error: index.followEnd != .writerClosed(tornLastLine: false))
                }
                changed = added > 0 || end != nil
                continue
            }
            switch input.next() {
            case .end: return 0
            case .resized:
                size = terminal.size ?? size
                painted = nil
            case .keys(let keys):
                // Typed text one character at a time, so that `q` in a paste still quits.
                for key in keys.flatMap(Self.characters) {
                    if key == .repaint {
                        painted = nil
                    } else if key == .text("d"), state.prompt == nil, !hasVerified {
                        // Verifying a long log takes a while: say so first.
                        state.tell("verifying \(stepCount) steps against today's code…")
                        paint()
                        goToDivergence(in: &state)
                    } else if let status = handle(key, in: &state, page: size.height - 3) {
                        return status
                    }
                }
            }
        }
    }

    /// Whether a key or a resize is waiting, waiting at most `milliseconds` for one.
    private static func inputReady(within milliseconds: Int32) -> Bool {
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        return poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), milliseconds) != 0
    }

    /// The screen at `size` in `state`: the visible steps read through the index, the selected one inspected.
    func screen(size: FrameSize, state: inout InspectorState) -> Frame {
        let window = state.window(rows: max(0, size.height - 2))
        let title = "Reel inspector · \(name) · step \(state.selection) of \(stepCount)" + (index.isFollowing ? " · following" : "")
        do {
            let visible = window.visible
            var rows: [InspectorLayout.Row] = []
            if visible.contains(0) { rows.append(InspectorLayout.Row(index: 0, marks: [], title: "start", diverged: false)) }
            let first = max(1, visible.lowerBound)
            if first < visible.upperBound {
                for (offset, step) in try index.numberedSteps(from: first, count: visible.upperBound - first).enumerated() {
                    let number = first + offset
                    rows.append(InspectorLayout.Row(
                        index: number, marks: index.marks(ofStep: number), title: step.map { InspectedStep.title(of: $0.msg) } ?? InspectedStep.droppedTitle,
                        diverged: knownDivergence?.step == number))
                }
            }
            let step = try inspected(state.selection)
            let divergence = knownDivergence.flatMap { $0.step == state.selection ? $0 : nil }
            let content = InspectorLayout.Content(title: title, step: step, divergence: divergence)
            return InspectorLayout.compose(size: size, rows: rows, window: window, content: content, state: state)
        } catch {
            var frame = Frame(size: size)
            frame.draw(title, x: 0, y: 0, style: .reverse)
            frame.draw("cannot read step \(state.selection): \(error)", x: 0, y: 2, style: Style(foreground: .red))
            frame.draw("q quits", x: 0, y: size.height - 1, style: .dim)
            return frame
        }
    }

    private static func characters(_ key: Key) -> [Key] {
        guard case .text(let text) = key else { return [key] }
        return text.map { .text(String($0)) }
    }
}
