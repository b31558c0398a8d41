import Foundation
import Synchronization

/// Uses of API newer than the probe's minimums, bare and gated.
public enum Probe {
    public static func bare() -> Int {
        let counter = Atomic<Int>(0)  // reported
        counter.add(1, ordering: .relaxed)  // reported
        let guarded = Mutex(0)  // reported
        return counter.load(ordering: .relaxed) + guarded.withLock { $0 }  // reported
    }

    public static func gatedAtRunTime() -> Int {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let counter = Atomic<Int>(1)
            return counter.load(ordering: .relaxed)
        }
        return 0
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public static func gatedByDeclaration() -> Int {
        Mutex(2).withLock { $0 }
    }

    public static func gatedAtCompileTime() -> Int {
        #if canImport(Glibc)
        return Atomic<Int>(3).load(ordering: .relaxed)
        #else
        return 3
        #endif
    }

    public static func childProcess() -> Process {  // reported
        Process()  // reported
    }

    #if os(macOS) || os(Linux)
    public static func childProcessWhereThereAreProcesses() -> Process {
        Process()
    }
    #endif
}

#if canImport(UIKit)
import UIKit

/// UIKit exists on watchOS too, without its view controllers: this is compiled there.
@MainActor public final class ProbeController: UIViewController {}  // reported
#endif

#if canImport(UIKit) && !os(watchOS)
/// The same, where UIKit has view controllers.
@MainActor public final class GatedProbeController: UIViewController {}
#endif

#if canImport(SwiftUI)
import SwiftUI

/// A full-screen cover, which macOS does not have, on every platform, and gated.
public struct ProbeView: View {
    let item: Binding<ProbeItem?>

    public var body: some View {
        EmptyView().fullScreenCover(item: item) { _ in EmptyView() }  // reported
    }

    #if !os(macOS)
    var gated: some View {
        EmptyView().fullScreenCover(item: item) { _ in EmptyView() }
    }
    #endif
}

/// What the cover shows.
public struct ProbeItem: Identifiable {
    public let id: Int
}
#endif
