#if canImport(SwiftUI)
import SwiftUI
#endif
import Reel

#if !canImport(SwiftUI)
/// How a change animates. On Apple platforms it is SwiftUI's `Animation`; here, where there is no
/// SwiftUI, it is this stand-in, carried with the change so that a test can see it.
public struct Animation: Hashable, Sendable {
    /// The animation's name: `default`, `easeInOut`, `spring`.
    public let name: String
    /// How long it lasts, if it says.
    public let duration: Duration?

    /// An animation with this name and duration.
    public init(name: String, duration: Duration? = nil) {
        self.name = name
        self.duration = duration
    }

    /// The platform's default animation.
    public static let `default` = Animation(name: "default")
    /// An ease-in-out curve of the default length.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring.
    public static let spring = Animation(name: "spring")

    /// An ease-in-out curve lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: "easeInOut", duration: .milliseconds(Int64((duration * 1000).rounded())))
    }
}

/// The context a change is made in: its animation. On Apple platforms it is SwiftUI's
/// `Transaction`; here it is this stand-in, with the same initializer.
public struct Transaction: Hashable, Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?

    /// A transaction with this animation.
    public init(animation: Animation? = nil) { self.animation = animation }
}
#endif

extension Store {
    /// Sends a message whose changes animate, as `withAnimation(animation) { store.send(msg) }`
    /// does: the views it invalidates are told inside the animation.
    public func send(_ msg: Msg, animation: Animation?) {
        send(msg, transaction: Transaction(animation: animation))
    }

    /// Sends a message whose changes are made in `transaction` (SwiftUI's `withTransaction`).
    public func send(_ msg: Msg, transaction: Transaction) {
        host.telling(transaction) { send(msg) }
    }

    /// Animates the changes of the scene's messages that come with no transaction of their own —
    /// in practice, those its effects and subscriptions send (a search's results arriving):
    /// `rule` gives each message's animation, or nil for none.
    ///
    /// ```swift
    /// store.animateMessages { msg in if case .resultsLoaded = msg { .default } else { nil } }
    /// ```
    ///
    /// Call it on the scene's root store: the rule reads the scene's own messages (a part's
    /// store, whose messages are the part's, sees none). A later call replaces the rule.
    public func animateMessages(_ rule: @escaping (Msg) -> Animation?) {
        host.messageAnimation = { msg in (msg as? Msg).flatMap(rule).map { Transaction(animation: $0) } }
    }

    /// The transaction of the changes being told, if they were made in one: what a view told of a
    /// change (in `withObservationTracking`'s `onChange`) reads to know it is animated. Nil
    /// outside a change.
    public var transaction: Transaction? { host.transaction }
}

extension StoreHost {
    /// Runs `body` (a send, or the telling of an update's changes) in `transaction`: SwiftUI's
    /// `withTransaction` on Apple platforms, and ``transaction`` for its length everywhere.
    func telling(_ transaction: Transaction, _ body: () -> Void) {
        let outer = self.transaction
        self.transaction = transaction
        defer { self.transaction = outer }
        #if canImport(SwiftUI)
        withTransaction(transaction, body)
        #else
        body()
        #endif
    }

    /// ``afterUpdate()`` in the transaction ``messageAnimation`` gives the message just applied,
    /// if any; a message sent in a transaction of its own keeps that one. Generic, so that a
    /// scene whose stores animate nothing pays one comparison, and its message is never boxed.
    func afterUpdate<M>(applying msg: M) {
        guard let rule = messageAnimation, transaction == nil, let transaction = rule(msg) else { return afterUpdate() }
        telling(transaction) { afterUpdate() }
    }
}
