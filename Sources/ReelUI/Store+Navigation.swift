#if canImport(SwiftUI)
import SwiftUI  // `StoreBinding` is SwiftUI's `Binding` there, built in the inlinable `navigationPath`
#endif
import Reel

extension Store {
    /// A binding for `NavigationStack(path:)` over a `SceneStack` in the model: its value is the
    /// stack's ids, bottom first; when SwiftUI shrinks it (the back button, a swipe back), it sends
    /// `popTo` with the id now on top, nil when none is left, for the parent to pop its stack to.
    /// `NavigationStack(path: store.navigationPath(\.path, popTo: Msg.popped))`.
    ///
    /// Screens are pushed by messages (a button that sends `.opened(item)`), never by the path: a
    /// path that SwiftUI changes otherwise than by dropping screens from the top is ignored.
    @inlinable
    public func navigationPath<Screen: Equatable>(
        _ keyPath: KeyPath<Model, SceneStack<Screen>> & Sendable, popTo: @escaping @Sendable (Int?) -> Msg
    ) -> StoreBinding<[Int]> {
        StoreBinding(
            get: {
                MainActor.assumeIsolated {
                    let ids = self.screenIDs(keyPath)
                    self.forgetPoppedScreens(of: keyPath, keeping: ids)
                    return ids
                }
            },
            set: { path in
                MainActor.assumeIsolated {
                    let ids = self.screenIDs(keyPath)
                    guard path.count < ids.count, ids.starts(with: path) else { return }
                    self.send(popTo(path.last))
                }
            })
    }

    /// The store of the screen with this id on a stack in the model (for a
    /// `navigationDestination(for: Int.self)` view), or nil once the screen is popped; its messages
    /// reach the scene as `embed(id, msg)`. The same id gives the same store, and ids are never
    /// reused, so a popped screen's store never reads a screen pushed after it.
    ///
    /// What the store keeps for a screen (its store, the watch of its presence) is forgotten once
    /// the screen is popped and the stack's path is read again, as `NavigationStack` does after
    /// every change of its path: a long session of pushes and pops keeps nothing for screens gone.
    public func scope<Screen: Equatable, ScreenMsg: Sendable>(
        stack keyPath: KeyPath<Model, SceneStack<Screen>>, id: Int, _ embed: @escaping (Int, ScreenMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Screen, ScreenMsg>? {
        let screenPath = keyPath.appending(path: \SceneStack<Screen>.[id: id])
        let store = presented(screenPath, { embed(id, $0) }, at: CallSite(fileID: fileID, line: line, column: column))
        if store != nil { scopedScreens[keyPath, default: [:]][id] = screenPath }
        return store
    }

    /// Forgets what this store keeps for the screens of a stack that are no longer on it: their
    /// stores (departed for good, as stack ids are never reused) and the watches of their presence.
    @usableFromInline
    func forgetPoppedScreens(of stack: AnyKeyPath, keeping ids: [Int]) {
        guard let scoped = scopedScreens[stack], scoped.count > 0 else { return }
        let kept = Set(ids)
        var remaining = scoped
        for (id, screenPath) in scoped where !kept.contains(id) {
            forget(partAt: screenPath)
            remaining[id] = nil
        }
        scopedScreens[stack] = remaining.isEmpty ? nil : remaining
    }

    /// The ids of a stack in the model, read so that a reader is invalidated only when screens
    /// come or go. Inlinable, so that reading the path at every render is compiled for the app's
    /// model: generic, it looked up type metadata at each read (about 230,000 instructions a push
    /// or a pop in `store-stack-100`, callgrind).
    @inlinable
    func screenIDs<Screen>(_ keyPath: KeyPath<Model, SceneStack<Screen>>) -> [Int] {
        // The appended key path is made once per stack and kept: one made at each read would be a
        // new object each time, and the store keeps the key path objects it reads.
        let idsPath: KeyPath<Model, [Int]>
        if let known = screenIDPaths[keyPath] {
            // Kept under the stack's own key path, whose root is this `Model`: the path kept is
            // this type, and the unchecked cast spares a metadata lookup at every render.
            idsPath = knownCast(known, to: KeyPath<Model, [Int]>.self)
        } else {
            idsPath = keyPath.appending(path: \SceneStack<Screen>.ids)
            screenIDPaths[keyPath] = idsPath
        }
        return self[dynamicMember: idsPath]
    }
}

/// The key path of each stack's ids (``Store/navigationPath(_:popTo:)``), by the stack's key path.
@MainActor @usableFromInline var screenIDPaths: [AnyKeyPath: AnyKeyPath] = [:]
