// A stand-in for Apple's UIKit, declared from Apple's documentation (developer.apple.com/documentation/uikit,
// each class's page, and the availability its SDK headers state: `API_UNAVAILABLE(watchos)` on
// UIViewController, UIView and the controls), so that the example views' UIKit code compiles here. Never
// shipped, never linked; see README.md beside this file.
//
// UIKit exists on watchOS, but with none of these classes: `canImport(UIKit)` is true there, so code
// that uses them says `!os(watchOS)` too, and `Scripts/check-availability.py` reports a use on a line
// that watchOS compiles.

@_exported import Foundation  // as Apple's UIKit re-exports it

/// An object that responds to events (documentation/uikit/uiresponder).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIResponder: NSObject {}

/// A rectangle of the screen (documentation/uikit/uiview).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The view's rectangle in its superview.
    open var frame: CGRect = .zero
    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect = .zero
    /// Adds a view on top of this one's subviews.
    open func addSubview(_ view: UIView) {}
}

/// A view that shows text (documentation/uikit/uilabel).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
}

/// A screen's controller (documentation/uikit/uiviewcontroller).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// A controller whose view is made in code when `nibName` is nil.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// A controller from an archive.
    public required init?(coder: NSCoder) {}
    /// The controller's view.
    open var view: UIView! = UIView()
    /// The items of the navigation bar while the controller is on a navigation stack.
    open var navigationItem: UINavigationItem { UINavigationItem() }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
}

/// The items of a navigation bar (documentation/uikit/uinavigationitem).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// The item on the right of the bar.
    open var rightBarButtonItem: UIBarButtonItem?
}

/// A button of a bar (documentation/uikit/uibarbuttonitem).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
    /// A button that performs an action (documentation/uikit/uibarbuttonitem/init(primaryaction:)).
    @available(iOS 14.0, tvOS 14.0, *)
    public convenience init(primaryAction: UIAction?) { self.init() }
}

/// An action a control performs (documentation/uikit/uiaction).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIAction: NSObject {
    /// An action with a title, running `handler`.
    public convenience init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) { self.init() }
}
