import Reel

/// Which of the scene's text fields typing goes to in terminal mode: an index that Tab and
/// Shift-Tab move, back on the first field whenever another scene comes on top.
final class FieldFocus: Sendable {
    private let state = Locked((scene: "", index: 0))

    /// The focused field among `count` on `scene`.
    func index(scene: String, count: Int) -> Int {
        state.withLock { state in
            if state.scene != scene || state.index >= count { state = (scene, 0) }
            return state.index
        }
    }

    /// Moves the focus by `step` fields, round.
    func move(by step: Int, scene: String, count: Int) {
        guard count > 0 else { return }
        let current = index(scene: scene, count: count)
        state.withLock { $0 = (scene, ((current + step) % count + count) % count) }
    }
}
