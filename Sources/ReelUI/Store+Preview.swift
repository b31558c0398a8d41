import Reel

extension Store {
    /// A store for a SwiftUI preview (or a snapshot): shows `model` as given, with no program, no
    /// services and no startup effects.
    ///
    /// A message sent through it, or through any store scoped from it, runs the scene's `update`
    /// on the model at once, so the preview is interactive and its readers are invalidated as
    /// with any store; the effect `update` returns is dropped (no request, timer or navigation
    /// runs, and nothing it would send back arrives), and no subscription runs. ``faults`` is
    /// empty and ``settle(advancing:timeout:)`` returns at once.
    ///
    /// ```swift
    /// #Preview { SearchView(store: Store(previewing: Search.self, model: .init(query: "med"))) }
    /// ```
    @inlinable
    public convenience init<S: Scene>(previewing scene: S.Type, model: Model) where S.Model == Model, S.Msg == Msg {
        let host = PreviewHost<S>(model: model)
        self.init(host: host, location: .root()) { msg in host.send(msg) }
    }
}
