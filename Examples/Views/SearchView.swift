#if canImport(SwiftUI)
import ReelExampleSearch
import ReelUI
import SwiftUI

/// The domain search as a SwiftUI screen, over the very scene the terminal demo runs: the field
/// is bound to the query (each keystroke is a message, applied before the field reads it back),
/// and each part of the body reads only what it shows, so typing re-renders the field alone.
public struct SearchView: View {
    let store: StoreOf<Search>

    /// A screen over a store of the search.
    public init(store: StoreOf<Search>) { self.store = store }

    public var body: some View {
        VStack(alignment: .leading) {
            TextField("Search domains", text: store.binding(\.query, send: Search.Msg.queryChanged))
            SearchResults(store: store)
        }
        .padding()
    }
}

/// The results: it reads the phase and the selection only.
struct SearchResults: View {
    let store: StoreOf<Search>

    var body: some View {
        switch store.phase {
        case .prompt:
            Text("Please, search something")
        case .loading(let term):
            ProgressView("Searching \(term)…")
        case .found(let domains):
            List(domains.listRows(id: \.name)) { row in
                Text(row.item.name).bold(row.position - 1 == store.selection)
            }
        case .nothing:
            Text("No result for this request")
        case .failed(let message):
            Text(message).foregroundStyle(.red)
        }
    }
}
#endif
