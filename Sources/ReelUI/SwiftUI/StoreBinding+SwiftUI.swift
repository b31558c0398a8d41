#if canImport(SwiftUI)
import SwiftUI

/// On Apple platforms a store's bindings are SwiftUI's own (this is the only file that needs
/// SwiftUI; it cannot be compiled on Linux, where ``StoreBinding`` is a stand-in of the same shape).
public typealias StoreBinding<Value> = SwiftUI.Binding<Value>
#endif
