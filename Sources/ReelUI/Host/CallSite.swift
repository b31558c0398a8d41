/// Where a part's store was asked for: the file, line and column of the `scope` call (Swift's
/// `#fileID`, `#line`, `#column`, defaulted at the call).
///
/// Part of what identifies the store (``PartKey``): closures cannot be compared, so two scopes of
/// one part that wrap its messages in different ways (`scope(\.detail, Msg.detail)` on one line,
/// `scope(\.detail, Msg.mirror)` on another) are told apart by where they are, and each sends
/// through its own wrapping. The same call, evaluated at every render of a view, gives the same
/// store. A helper that scopes for its callers forwards its own call site (`fileID: fileID,
/// line: line, column: column`), as assertions forward theirs; one call that wraps a part's
/// messages several ways (in a loop) gives each wrapping a `tag:`.
@usableFromInline
struct CallSite: Hashable, Sendable {
    /// The file's name, compared by its address.
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    @inlinable
    init(fileID: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// A literal's text is one constant in the binary: its address names it, and hashing the
    /// address costs what hashing an integer does (its text would be hashed byte by byte).
    @inlinable
    var fileAddress: UInt { fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : 0 }

    @inlinable
    static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileAddress == rhs.fileAddress
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(fileAddress)
    }
}
