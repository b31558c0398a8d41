import ReelExampleSupport
import Reel

extension CatalogList {
    /// The catalog's rules, checked by the app's explorer after every message.
    public static let invariants: [Invariant<CatalogList>] = [
        .always("the selection points at a visible row") { model in
            guard case .loaded(_, let items) = model.phase, !items.isEmpty else { return true }
            return items.indices.contains(model.selection)
        },
    ]
}
