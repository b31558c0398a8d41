extension Store {
    /// A binding for `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)`: the store of an
    /// optional child while it is in the model, nil while it is not; SwiftUI's setting it to nil
    /// (a swipe down, a tap outside) sends `dismiss`, which the parent applies by setting the child
    /// to nil. `store.presentation(\.detail, Msg.detail, dismiss: .detailDismissed)`.
    ///
    /// The binding itself exists wherever SwiftUI does; the modifiers that take it do not all:
    /// `sheet(item:)` is on every Apple platform, `fullScreenCover(item:)` on iOS, tvOS, watchOS and
    /// visionOS (not macOS), and `popover(item:)` on iOS, macOS and visionOS (not tvOS or watchOS;
    /// a compact iPhone shows it as a sheet).
    ///
    /// A case of a `SceneCases` destination is presented the same way, through a property of the
    /// enum that reads the case (`var share: ShareSheet.Model? { if case .share(let m) = self { m } else { nil } }`):
    /// `store.presentation(\.destination?.share, { Msg.destination(.share($0)) }, dismiss: .destinationDismissed)`.
    ///
    /// The child's store is the one `scope(_:_:)` gives for the key path: a new store for each
    /// arrival of the child, identified by the child's own id when its value is `Identifiable` (read
    /// at run time, so this generic binding honours it too). A child replaced in place by one of
    /// another id tells the binding's reader, and gives a store of the new id: `sheet(item:)`
    /// dismisses the old sheet and presents the new one. Dismissal sends nothing when the child is
    /// already gone: a parent that removed it itself is not told twice.
    public func presentation<Part: Equatable & Sendable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?> & Sendable, _ embed: @escaping @Sendable (PartMsg) -> Msg, dismiss: Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> StoreBinding<Store<Part, PartMsg>?> {
        let callSite = CallSite(fileID: fileID, line: line, column: column)
        return StoreBinding(
            get: { MainActor.assumeIsolated { self.presented(keyPath, embed, at: callSite) } },
            set: { newValue in
                MainActor.assumeIsolated {
                    guard newValue == nil, self.presented(keyPath, embed, at: callSite) != nil else { return }
                    self.send(dismiss)
                }
            })
    }

    /// The store of an optional part, or nil while it is absent (the optional `scope(_:_:)`, named
    /// apart from the plain one, whose part would be the optional itself).
    func presented<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg, at callSite: CallSite
    ) -> Store<Part, PartMsg>? {
        scope(present: keyPath, embed, tag: nil, at: callSite)
    }
}
