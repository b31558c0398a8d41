#if canImport(SwiftUI)
import SwiftUI

/// SwiftUI's item presentations over a store's presentation binding
/// (``Store/presentation(_:_:dismiss:fileID:line:column:)``), for a child of any model.
///
/// SwiftUI's own `sheet(item:)` wants an `Identifiable` item, and a store is `Identifiable` only
/// when its model is (``Store/id``). These take the binding of a child's store whatever its model:
/// the store itself is the item's identity, and each arrival of the child is a new store (a child
/// replaced in place by another id too), so a new child is presented anew.
extension View {
    /// Presents a sheet while the child is in the model (every Apple platform).
    public func sheet<Part: Equatable, PartMsg: Sendable, Content: View>(
        item: Binding<Store<Part, PartMsg>?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Store<Part, PartMsg>) -> Content
    ) -> some View {
        sheet(item: item.presentedStore, onDismiss: onDismiss) { content($0.store) }
    }

    #if !os(macOS)
    /// Presents a modal view over the whole screen while the child is in the model: on iOS, tvOS,
    /// watchOS and visionOS; macOS has no full-screen cover.
    public func fullScreenCover<Part: Equatable, PartMsg: Sendable, Content: View>(
        item: Binding<Store<Part, PartMsg>?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Store<Part, PartMsg>) -> Content
    ) -> some View {
        fullScreenCover(item: item.presentedStore, onDismiss: onDismiss) { content($0.store) }
    }
    #endif

    #if !os(tvOS) && !os(watchOS)
    /// Presents a popover while the child is in the model: on iOS, macOS and visionOS (a compact
    /// iPhone shows it as a sheet); tvOS and watchOS have no popovers.
    public func popover<Part: Equatable, PartMsg: Sendable, Content: View>(
        item: Binding<Store<Part, PartMsg>?>, @ViewBuilder content: @escaping (Store<Part, PartMsg>) -> Content
    ) -> some View {
        popover(item: item.presentedStore) { content($0.store) }
    }
    #endif
}

/// A presented child's store as an `Identifiable` item: identified by the store itself.
struct PresentedStore<Presented: AnyObject>: Identifiable {
    let store: Presented

    nonisolated var id: ObjectIdentifier { ObjectIdentifier(store) }
}

extension PresentedStore: Sendable where Presented: Sendable {}

extension Optional where Wrapped: AnyObject {
    /// This store, if any, as an item SwiftUI presents; setting nil sets nil. Read through a
    /// binding's key path (`item.presentedStore`), so that no closure is made per presentation.
    var presentedStore: PresentedStore<Wrapped>? {
        get { map(PresentedStore.init) }
        set { self = newValue?.store }
    }
}
#endif
