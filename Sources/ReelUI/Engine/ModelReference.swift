/// Where a scene's model, or a part of it, lies in memory: what a store's comparison after every
/// update is handed, so that it reads the model in place.
///
/// The engine room's one raw model address. The comparison after each update is not generic (it
/// runs for every store that was read), so the model goes through it untyped: code generic over
/// the model would look up type metadata each time. A stored property is reached at its offset
/// (see ``StoreLocation/offset``) and compared where it lies, without copying the model or going
/// through a key path's projection. Valid only for the call it is handed to: the program's model
/// moves on, and a temporary (a computed part) is gone after the call.
@usableFromInline
struct ModelReference {
    /// The address: a raw pointer, so that one type reaches the model and any part of it.
    @usableFromInline let address: UnsafeRawPointer

    /// The model at `address`.
    @inlinable
    init(_ address: UnsafeRawPointer) { self.address = address }

    /// The value `offset` bytes into this one (a stored property, by `MemoryLayout.offset(of:)`).
    @inlinable
    func advanced(by offset: Int) -> ModelReference { ModelReference(address + offset) }

    /// The value here, read in place as `type` (which it must be): compared or projected where it
    /// lies, with no copy (an addressor, as `UnsafePointer.pointee` is).
    @inlinable
    subscript<T>(as type: T.Type) -> T {
        unsafeAddress { address.assumingMemoryBound(to: T.self) }
    }

    /// Calls `body` with a reference to `value` for the time of the call: a part that is not a
    /// stored property (a computed one, an optional's payload) is copied out and reached so.
    @inlinable
    static func to<T, Result>(_ value: T, _ body: (ModelReference) -> Result) -> Result {
        withUnsafePointer(to: value) { body(ModelReference(UnsafeRawPointer($0))) }
    }

    /// A reference to the program's model in place: what the program's `modelInPlace` (Reel's
    /// package API) gives, valid for as long as the program lives.
    @inlinable
    init<Model>(programModel: UnsafePointer<Model>) { address = UnsafeRawPointer(programModel) }

    /// The row at `index` of rows in place (a list a row group reaches, see ``RowGroupStorage/Rows``).
    @inlinable
    init<Row>(row index: Int, of rows: UnsafeBufferPointer<Row>) { address = UnsafeRawPointer(rows.baseAddress! + index) }
}
