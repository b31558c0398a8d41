// A stand-in for Apple's SwiftUI, declared from Apple's documentation (developer.apple.com/documentation/swiftui,
// each declaration's page), so that ReelUI's and the example views' Apple-only code compiles here, where
// there is no SwiftUI. Never shipped, never linked, never a dependency: `Scripts/check-apple-code.sh`
// compiles it as a module and builds the package against it (README.md beside this file says what such a
// check proves and what it cannot).
//
// Only what Reel's code uses is declared, with Apple's shapes where they matter to a compiler: the
// isolation (`View` is `@MainActor`), `Sendable` (a `Binding` is `Sendable` only when its value is), the
// overloads, and each declaration's availability (`@available`), which `Scripts/check-availability.py`
// reads from this module's symbol graph. Bodies are never run: they trap.

import Foundation

// MARK: - Views and their builder

/// A piece of user interface (documentation/swiftui/view).
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Builds views from closures (documentation/swiftui/viewbuilder).
@resultBuilder
public struct ViewBuilder {
    /// A single view, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block.
    @MainActor public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> { fatalError("a stand-in is never run") }
    /// An `if` without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("a stand-in is never run") }
    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("a stand-in is never run") }
}

/// A view made by a primitive: it has no body of its own.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Never called: a primitive view is drawn by the system.
    public var body: Never { fatalError("a stand-in is never run") }
}

extension Never: View {
    /// Never called.
    public var body: Never { fatalError("a stand-in is never run") }
}

extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { fatalError("a stand-in is never run") }
}

/// Several views of a block.
public struct TupleView<T>: _PrimitiveView {
    /// A tuple of views (made by the builder, which is not isolated).
    public nonisolated init(_ value: T) {}
}

/// One of two views, as a builder's `if`/`else` makes.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}

/// No view (documentation/swiftui/emptyview).
public struct EmptyView: _PrimitiveView {
    /// No view.
    public init() {}
}

/// A type-erased view (documentation/swiftui/anyview).
public struct AnyView: _PrimitiveView {
    /// Erases a view's type.
    public init<V: View>(_ view: V) {}
}

// MARK: - Apps and their scenes

/// A part of an app's interface whose life the system manages, a window for one (documentation/swiftui/scene).
/// Reel's own `Scene` has the same name: a file that imports both names one of them by its module.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body is.
    associatedtype Body: Scene
    /// The content of the scene.
    @MainActor @preconcurrency var body: Body { get }
}

// MARK: - Text, controls and containers

/// A string shown (documentation/swiftui/text).
public struct Text: _PrimitiveView, Equatable {
    /// Shows a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    /// Shows a localized string (a literal, with interpolations).
    public init(_ key: LocalizedStringKey) {}
    /// The text in a font.
    public func font(_ font: Font?) -> Text { self }
    /// The text in bold, when `isActive` (iOS 16: documentation/swiftui/text/bold(_:)).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool) -> Text { self }
}

/// A key to a localized string: what a string literal given to `Text` or `Button` is
/// (documentation/swiftui/localizedstringkey).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// A key from a literal.
    public init(stringLiteral value: String) {}
    /// A key from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// A font (documentation/swiftui/font).
public struct Font: Hashable, Sendable {
    /// The title style.
    public static let title = Font()
    /// The large title style.
    public static let largeTitle = Font()
    /// The font, with digits of one width (documentation/swiftui/font/monospaceddigit()).
    public func monospacedDigit() -> Font { self }
}

/// A control that runs an action (documentation/swiftui/button).
public struct Button<Label: View>: _PrimitiveView {
    /// A button with a label made by a closure.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    /// A button with a localized title.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// A button with a title shown as it is.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// A button with a title and a role (documentation/swiftui/button/init(_:role:action:)-…).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// What a button does, for its look (documentation/swiftui/buttonrole).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// Dismisses without acting.
    public static let cancel = ButtonRole()
    /// Deletes or removes.
    public static let destructive = ButtonRole()
}

/// How a button looks and which touches it takes (documentation/swiftui/primitivebuttonstyle).
public protocol PrimitiveButtonStyle {}

/// A button that takes only the touches on its own label, even inside a list row
/// (documentation/swiftui/borderlessbuttonstyle).
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that takes only its label's touches.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// An editable line of text (documentation/swiftui/textfield).
public struct TextField<Label: View>: _PrimitiveView {}

extension TextField where Label == Text {
    /// A field with a localized placeholder, editing a binding.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// A progress indicator (documentation/swiftui/progressview).
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator.
    public init() {}
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    /// An indeterminate progress indicator with a localized title.
    public init(_ titleKey: LocalizedStringKey) {}
}

/// Views laid out one above the other (documentation/swiftui/vstack).
public struct VStack<Content: View>: _PrimitiveView {
    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// Views laid out side by side (documentation/swiftui/hstack).
public struct HStack<Content: View>: _PrimitiveView {
    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// Where views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    /// At the leading edge.
    public static let leading = HorizontalAlignment()
    /// In the center.
    public static let center = HorizontalAlignment()
}

/// Where views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    /// In the center.
    public static let center = VerticalAlignment()
}

/// A container of controls for data entry (documentation/swiftui/form).
public struct Form<Content: View>: _PrimitiveView {
    /// A form of the content.
    public init(@ViewBuilder content: () -> Content) {}
}

/// Rows in a column (documentation/swiftui/list).
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}

extension List where SelectionValue == Never {
    /// A list of the content's rows.
    public init(@ViewBuilder content: () -> Content) {}

    /// A row per element of `data`, identified by the key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}

    /// A row per element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// Views made from a collection's elements, each identified (documentation/swiftui/foreach).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
}

extension ForEach: View, _PrimitiveView, DynamicViewContent where Content: View {
    /// A view per element, identified by the key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { self.data = data }
}

/// A view whose rows come from a collection, which can be edited (documentation/swiftui/dynamicviewcontent).
public protocol DynamicViewContent: View {
    /// The collection's type.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension DynamicViewContent {
    /// Deletes rows by swiping (documentation/swiftui/dynamicviewcontent/ondelete(perform:)).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Moves rows by dragging (documentation/swiftui/dynamicviewcontent/onmove(perform:)).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// A stack of views the user goes back through (documentation/swiftui/navigationstack).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: _PrimitiveView {
    /// A stack over a path of hashable values, which it shortens when the user goes back.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {}
}

// MARK: - Styles and colors

/// A color or pattern to fill or stroke with (documentation/swiftui/shapestyle).
public protocol ShapeStyle: Sendable {}

/// A color (documentation/swiftui/color).
public struct Color: ShapeStyle, Hashable {
    /// Orange.
    public static let orange = Color()
    /// Red.
    public static let red = Color()
}

extension ShapeStyle where Self == Color {
    /// Orange.
    public static var orange: Color { .orange }
    /// Red.
    public static var red: Color { .red }
}

/// Whether something is shown (documentation/swiftui/visibility).
public enum Visibility: Hashable, Sendable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

// MARK: - Modifiers

/// A view changed by a modifier.
public struct ModifiedView<Content: View>: _PrimitiveView {}

// Main-actor, as in the SDKs of Swift 6.0 (Xcode 16); later SDKs make modifiers `nonisolated`. The
// stricter of the two is checked: code that compiles here compiles with both.
@MainActor
extension View {
    /// The view with padding on every edge.
    public func padding() -> some View { ModifiedView<Self>() }
    /// The view, with its foreground in a style (documentation/swiftui/view/foregroundstyle(_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedView<Self>() }
    /// The view, and the controls in it, disabled or not.
    public func disabled(_ disabled: Bool) -> some View { ModifiedView<Self>() }
    /// The view's buttons in a style (documentation/swiftui/view/buttonstyle(_:)-…).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedView<Self>() }
    /// The title of the navigation screen the view is in.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView<Self>() }
    /// The title of the navigation screen the view is in, localized.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedView<Self>() }
    /// Items in the toolbar (documentation/swiftui/view/toolbar(content:)-…).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { ModifiedView<Self>() }
    /// Refreshes by pulling the content down; the indicator lasts as long as `action`
    /// (documentation/swiftui/view/refreshable(action:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { ModifiedView<Self>() }
    /// What a value pushed on the enclosing navigation stack shows
    /// (documentation/swiftui/view/navigationdestination(for:destination:)).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedView<Self>() }
    /// Presents a sheet while `item` is not nil; an item of another id is presented anew
    /// (documentation/swiftui/view/sheet(item:ondismiss:content:)).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedView<Self>() }
    /// Presents a modal view over the whole screen while `item` is not nil; not on macOS
    /// (documentation/swiftui/view/fullscreencover(item:ondismiss:content:)).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedView<Self>() }
    /// Presents a popover while `item` is not nil; not on tvOS or watchOS
    /// (documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)).
    @available(iOS 13.0, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedView<Self>() }
    /// Presents an alert for data while `isPresented` is true
    /// (documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-…).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedView<Self>() }
    /// Presents a confirmation dialog for data while `isPresented` is true
    /// (documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-…).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedView<Self>() }
    /// Runs an action when the user submits a field in the view (documentation/swiftui/view/onsubmit(of:_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func onSubmit(_ action: @escaping () -> Void) -> some View { ModifiedView<Self>() }
}

// MARK: - State, bindings and transactions

/// A value read and written, owned elsewhere (documentation/swiftui/binding). `Sendable` only when its
/// value is.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// A binding from closures that read and write the value
    /// (documentation/swiftui/binding/init(get:set:)-7ufcp).
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    /// The value.
    public var wrappedValue: Value {
        get { fatalError("a stand-in is never run") }
        nonmutating set {}
    }
    /// The binding itself, as `$binding`.
    public var projectedValue: Binding<Value> { self }
    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a stand-in is never run")
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// A view's own value, kept while the view is shown (documentation/swiftui/state).
@frozen @propertyWrapper
public struct State<Value> {
    /// A state with its first value.
    public init(wrappedValue value: Value) {}
    /// The value.
    public var wrappedValue: Value {
        get { fatalError("a stand-in is never run") }
        nonmutating set {}
    }
    /// A binding to the value, as `$state`.
    public var projectedValue: Binding<Value> { fatalError("a stand-in is never run") }
}

/// How a change animates (documentation/swiftui/animation).
@frozen
public struct Animation: Equatable, Sendable {
    /// The default animation.
    public static let `default` = Animation()
    /// An ease-in-out curve.
    public static let easeInOut = Animation()
    /// A spring.
    public static let spring = Animation()
    /// An ease-in-out curve lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}

/// The context of a change: its animation (documentation/swiftui/transaction). Not `Sendable`,
/// not `Equatable`.
@frozen
public struct Transaction {
    /// A transaction with no animation.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) {}
    /// The animation of the change.
    public var animation: Animation?
}

@available(*, unavailable)
extension Transaction: Sendable {}

/// Runs `body` in a transaction (documentation/swiftui/withtransaction(_:_:)).
@MainActor @preconcurrency
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in a transaction with an animation (documentation/swiftui/withanimation(_:_:)).
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
