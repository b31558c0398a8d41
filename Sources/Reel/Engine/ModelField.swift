/// Where a kind of child is kept in its parent's model: the key path a parent names it by, reached
/// through the field's byte offset when it has one.
///
/// Why not `model[keyPath: path]`: a kind holds its path in a stored property, where the optimizer
/// cannot see which property it names, so every access goes through the runtime's generic key-path
/// projection — about 430 instructions a read (callgrind, `bare-child-optional`), three or four
/// reads a message. A stored property of a struct lies at a fixed offset, which
/// `MemoryLayout.offset(of:)` gives for exactly those paths (nil for a computed property, a class
/// or an optional chain), and reaching the field there costs a few instructions. The unsafe
/// pointers live only inside these two functions, for the length of one call, over memory the
/// caller holds (a borrowed or an `inout` model); a path without an offset keeps the key path.
@usableFromInline
struct ModelField<Root, Value>: Sendable {
    /// The path the parent named.
    @usableFromInline let path: WritableKeyPath<Root, Value> & Sendable
    /// The field's offset in `Root`, when the path is a stored property of a struct.
    @usableFromInline let offset: Int?

    /// The field at `path`.
    @inlinable
    init(_ path: WritableKeyPath<Root, Value> & Sendable) {
        self.path = path
        offset = MemoryLayout<Root>.offset(of: path)
    }

    /// Calls `body` with the field's value, without copying it out of the model.
    @inlinable @inline(__always)
    func read<Result>(_ root: Root, _ body: (Value) -> Result) -> Result {
        guard let offset else { return body(root[keyPath: path]) }
        return withUnsafePointer(to: root) { pointer in
            body(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Calls `body` with the field's value, reached through the model in place: unlike
    /// ``read(_:_:)``, the model is not copied to be addressed (a copy retains each of its
    /// references, about 200 instructions for a model holding a list, callgrind `bare-child-row-500`).
    @inlinable @inline(__always)
    func peek<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
        guard let offset else { return body(root[keyPath: path]) }
        return withUnsafeMutablePointer(to: &root) { pointer in
            body(UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Calls `body` with the field in place, to change it.
    @inlinable @inline(__always)
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: path]) }
        return withUnsafeMutablePointer(to: &root) { pointer in
            body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}
