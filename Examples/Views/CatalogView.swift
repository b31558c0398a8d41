#if canImport(SwiftUI)
import ReelExampleCatalog
import ReelUI
import SwiftUI

/// The catalog: the list at the root of a navigation stack whose path is the flow's stack of
/// pushed details, the share sheet over them, and an alert when the list cannot be loaded.
public struct CatalogView: View {
    let store: StoreOf<CatalogFlow>

    /// A screen over a store of the catalog's flow.
    public init(store: StoreOf<CatalogFlow>) { self.store = store }

    public var body: some View {
        NavigationStack(path: store.navigationPath(\.path, popTo: CatalogFlow.Msg.poppedTo)) {
            CatalogListView(store: store.scope(\.list, CatalogFlow.Msg.list))
                .navigationDestination(for: Int.self) { id in
                    if let screen = store.scope(stack: \.path, id: id, CatalogFlow.Msg.screen),
                       let details = screen.scope(\.details, CatalogFlow.Screen.Msg.details) {
                        ItemDetailsView(store: details)
                    }
                }
        }
        .sheet(item: store.presentation(\.share, CatalogFlow.Msg.share, dismiss: .shareDismissed)) { share in
            ShareSheetView(store: share)
        }
        .alert(store.alertPresentation(\.alert, CatalogFlow.Msg.alert, dismiss: .alertDismissed))
    }
}

/// The list: a row per item, each opening its details.
struct CatalogListView: View {
    let store: StoreOf<CatalogList>

    var body: some View {
        List(store.items.listRows(id: \.id)) { row in
            Button(row.item.name) { store.send(.rowOpened(row.position)) }
        }
        .navigationTitle(store.type)
    }
}

/// An item's details, with a button that asks for the share sheet.
struct ItemDetailsView: View {
    let store: StoreOf<ItemDetails>

    var body: some View {
        switch store.phase {
        case .loading:
            ProgressView()
        case .failed(let reason):
            VStack {
                Text(reason)
                Button("Retry") { store.send(.retryTapped) }
            }
        case .loaded(let item):
            VStack(alignment: .leading) {
                Text(item.name).font(.title)
                if let origin = item.origin { Text("From \(origin)") }
                Text(item.description)
            }
            .toolbar { Button("Share") { store.send(.shareTapped) } }
        }
    }
}

/// The share sheet: the item's link, and a button that closes it.
struct ShareSheetView: View {
    let store: StoreOf<ShareSheet>

    var body: some View {
        VStack {
            Text("Share \"\(store.name)\"")
            Text(store.link)
            Button("Close") { store.send(.closeTapped) }
        }
    }
}
#endif
