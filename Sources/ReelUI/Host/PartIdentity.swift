/// How the arrivals of an optional part are told apart by id: read from the part's type at run
/// time, never from which overload the compiler picked.
///
/// A generic caller that knows its part only as `Equatable` (``Store/presentation(_:_:dismiss:fileID:line:column:)``,
/// or an app's own helper) still gets the id of a part that is `Identifiable`: an item replaced in
/// place by one of another id is another arrival, with a new store, so `sheet(item:)` presents it
/// again. Decided once per type of part (one dynamic cast of its metatype), not at every read.
@usableFromInline
enum PartIdentity {
    /// The function that reads a part's id, if its type is `Identifiable`; nil otherwise.
    @usableFromInline
    static func reader<Part>(for type: Part.Type) -> (@Sendable (Part) -> AnyHashable)? {
        guard type is any Identifiable.Type else { return nil }
        // `Part` is `Identifiable`: the cast always holds.
        return { part in
            let identifiable = part as! any Identifiable
            return PartIdentity.id(of: identifiable)
        }
    }

    /// The id of an identifiable value, opened from its existential.
    private static func id<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }

    /// What tells one arrival of an optional part from the next, as a presentation's reader
    /// watches it: nil while the part is absent, its id while an identifiable part is there
    /// (so a part replaced by another id tells the reader), else the same value for every arrival.
    @usableFromInline
    static func arrival<Part>(of part: Part?, id: (@Sendable (Part) -> AnyHashable)?) -> AnyHashable? {
        guard let part else { return nil }
        return id?(part) ?? AnyHashable(true)
    }
}
