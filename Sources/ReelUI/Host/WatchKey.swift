/// What a watch watches: a value by key path (the common case, hashed as the key path itself),
/// or a value worked out from the model.
@usableFromInline
enum WatchKey: Hashable {
    /// A value of the model, by key path.
    case path(AnyKeyPath)
    /// The whole model (``Store/model``).
    case wholeModel
    /// Whether an optional part is present (`Store.scope(_:_:)`, an optional part).
    case presence(AnyKeyPath)
    /// The ids of a list, kept as an array or as `IdentifiedRows`.
    case rowIDs(AnyKeyPath)
    /// The commands of the scene that could not start (``Store/faults``).
    case faults
}
