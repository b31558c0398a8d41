/// A navigation stack of screens, bottom first, each with an id the stack assigns: the state a
/// parent keeps for ``ChildStack``.
///
/// Ids come from a counter in the stack itself (the first screen pushed is 1), never from a clock
/// or a random source, so a replayed log assigns the same ids and its messages reach the same
/// screens; an id is never reused, so two entries of one screen type never share work, and a late
/// message for a popped screen cannot reach a newer one. Codable when its screens are, so a
/// parent's model may be saved as it is.
///
/// Removing screens (``pop()``, ``pop(to:)``, ``pop(from:)``, ``popToRoot()``, ``removeAll()``,
/// ``replaceTop(with:)``) is all a parent does: ``Children`` notices that the ids are gone and
/// cancels the removed screens' work.
///
/// A stack made anew and assigned over the old one (`model.stack = SceneStack([root])`, a deep
/// link, a reset) counts again from 1, but it is another stack: ``Children`` tells it from the old
/// one (each stack made by an initializer is its own; copies of it share that), and cancels every
/// screen of the old one before anything of the new one starts, so a screen of the new stack
/// never receives the work of the old screen that had its id. ``replaceAll(with:)`` rebuilds a
/// stack in place and keeps counting, so that even the ids are never reused.
public struct SceneStack<Screen> {
    /// What tells one stack from another made anew: shared by copies, compared by identity, never
    /// encoded, compared or hashed (the model stays a plain value).
    @usableFromInline final class Origin: Sendable {
        @usableFromInline init() {}
    }

    /// One screen on the stack, with its id.
    public struct Entry {
        /// The id the stack gave the screen, unique for the stack's lifetime.
        public let id: Int
        /// The screen's model.
        public var screen: Screen
    }

    /// The screens, bottom first.
    public private(set) var entries: [Entry]
    /// The id the next pushed screen gets.
    public private(set) var nextID: Int
    /// The screens' ids, bottom first: a navigation path (`NavigationStack(path:)` reads it).
    // Kept apart from the screens (as `IdentifiedRows` keeps them), so that `Children` tells
    // an update that left the stack's shape alone by one storage comparison.
    public private(set) var ids: [Int]
    /// Which stack this is (see ``Origin``).
    @usableFromInline var origin = Origin()

    /// A stack holding these screens, bottom first, with ids 1, 2, 3 …
    public init(_ screens: [Screen] = []) {
        entries = screens.enumerated().map { Entry(id: $0.offset + 1, screen: $0.element) }
        ids = entries.map { $0.id }
        nextID = screens.count + 1
    }

    /// Whether this is the stack `other` was copied from or to, rather than one made anew.
    @inlinable func isSameStack(as other: Self) -> Bool { origin === other.origin }

    /// The screen on top, if any.
    public var top: Entry? { entries.last }

    /// The screen with this id, if it is on the stack; set it to change it in place (setting
    /// nil, or a screen for an id not on the stack, does nothing).
    public subscript(id id: Int) -> Screen? {
        get { ids.firstIndex(of: id).map { entries[$0].screen } }
        set {
            guard let newValue, let index = ids.firstIndex(of: id) else { return }
            entries[index].screen = newValue
        }
    }

    /// The position of the screen with this id (searched from the top, where messages mostly go).
    public func index(id: Int) -> Int? { ids.lastIndex(of: id) }

    /// Pushes a screen; returns the id it got.
    @discardableResult
    public mutating func push(_ screen: Screen) -> Int {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, screen: screen))
        ids.append(id)
        return id
    }

    /// Removes the top screen, if any, and returns it.
    @discardableResult
    public mutating func pop() -> Entry? {
        guard !entries.isEmpty else { return nil }
        ids.removeLast()
        return entries.removeLast()
    }

    /// Removes every screen above the one with this id; nothing when it is not on the stack.
    public mutating func pop(to id: Int) {
        guard let index = index(id: id), index + 1 < entries.count else { return }
        entries.removeSubrange((index + 1)...)
        ids.removeSubrange((index + 1)...)
    }

    /// Removes the screen with this id and every screen above it; nothing when it is not on the stack.
    public mutating func pop(from id: Int) {
        guard let index = index(id: id) else { return }
        entries.removeSubrange(index...)
        ids.removeSubrange(index...)
    }

    /// Removes every screen above the first.
    public mutating func popToRoot() {
        guard let first = entries.first else { return }
        pop(to: first.id)
    }

    /// Removes every screen; the next one pushed still gets a new id.
    public mutating func removeAll() {
        entries.removeAll()
        ids.removeAll()
    }

    /// Replaces every screen with these, bottom first, with new ids (a deep link, a reset):
    /// unlike assigning a new stack, the ids go on from this stack's, and are never reused.
    /// Returns the ids they got.
    @discardableResult
    public mutating func replaceAll(with screens: [Screen]) -> [Int] {
        removeAll()
        return screens.map { push($0) }
    }

    /// Replaces the top screen with a new one (with a new id); pushes it on an empty stack.
    @discardableResult
    public mutating func replaceTop(with screen: Screen) -> Int {
        pop()
        return push(screen)
    }

}

extension SceneStack: RandomAccessCollection {
    /// The first position.
    public var startIndex: Int { 0 }
    /// The position after the top.
    public var endIndex: Int { entries.count }
    /// The entry at a position, bottom first.
    public subscript(position: Int) -> Entry { entries[position] }
}

extension SceneStack.Entry: Equatable where Screen: Equatable {}
extension SceneStack.Entry: Hashable where Screen: Hashable {}
extension SceneStack.Entry: Sendable where Screen: Sendable {}
extension SceneStack.Entry: Codable where Screen: Codable {}

extension SceneStack: Equatable where Screen: Equatable {
    /// The same screens with the same ids, and the same next id.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.entries == rhs.entries && lhs.nextID == rhs.nextID }
}

extension SceneStack: Hashable where Screen: Hashable {
    /// Hashes the entries and the next id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(nextID)
    }
}

extension SceneStack: Sendable where Screen: Sendable {}

extension SceneStack: Codable where Screen: Codable {
    private enum Key: String, CodingKey { case entries, nextID }

    /// Decodes the entries and the next id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        entries = try container.decode([Entry].self, forKey: .entries)
        nextID = try container.decode(Int.self, forKey: .nextID)
        ids = entries.map { $0.id }
    }

    /// Encodes the entries and the next id.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(nextID, forKey: .nextID)
    }
}

extension SceneStack: CustomReflectable {
    /// The entries and the next id, as a test's diff and a checker's fingerprint read them: which
    /// stack it is (its origin token) is no part of its value.
    public var customMirror: Mirror { Mirror(self, children: ["entries": entries, "nextID": nextID]) }
}

extension SceneStack: CustomStringConvertible {
    /// `[1: counter(…), 3: clock(…)]`.
    public var description: String { "[" + entries.map { "\($0.id): \($0.screen)" }.joined(separator: ", ") + "]" }
}

extension SceneStack {
    /// Changes the screen at a position in place.
    @usableFromInline
    mutating func mutateScreen<Result>(at index: Int, _ body: (inout Screen) -> Result) -> Result {
        body(&entries[index].screen)
    }
}
