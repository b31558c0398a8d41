/// A run of envelopes in fixed-size chunks of raw memory: the mailbox's two buffers.
///
/// Appending is a bounds check and a store: no uniqueness check or copy-on-write as with `Array`,
/// and no copying when a burst outgrows the buffer, since a full chunk is followed by another
/// rather than reallocated. After a drain the first few chunks are kept for the next batch.
///
/// Unsafe (raw pointers) because an `Array` of envelopes in their place cost 33 instructions a
/// message (`dispatch-counter` 39.6 → 73.0, callgrind).
@usableFromInline
struct MessageBuffer<Msg: Sendable> {
    @usableFromInline static var chunkSize: Int { 1_024 }
    /// Chunks kept between batches; a larger burst's extra chunks are freed after it is applied.
    @usableFromInline static var chunksKept: Int { 4 }

    @usableFromInline var chunks: [UnsafeMutablePointer<Envelope<Msg>>]
    /// The chunk being filled, its index in `chunks`, and how many envelopes it holds.
    @usableFromInline var tail: UnsafeMutablePointer<Envelope<Msg>>
    @usableFromInline var tailIndex = 0
    @usableFromInline var tailCount = 0

    @inlinable
    init() {
        tail = .allocate(capacity: Self.chunkSize)
        chunks = [tail]
    }

    /// Whether no envelope is held.
    @inlinable var isEmpty: Bool { tailIndex == 0 && tailCount == 0 }

    @inlinable
    mutating func append(_ envelope: Envelope<Msg>) {
        if tailCount == Self.chunkSize { startNextChunk() }
        (tail + tailCount).initialize(to: envelope)
        tailCount &+= 1  // at most `chunkSize`: no overflow check
    }

    /// Out of line: once in 1,024 appends, and inlined it would crowd the send path's registers.
    @usableFromInline @inline(never)
    mutating func startNextChunk() {
        tailIndex += 1
        if tailIndex == chunks.count { chunks.append(.allocate(capacity: Self.chunkSize)) }
        tail = chunks[tailIndex]
        tailCount = 0
    }

    /// Calls `body` with each envelope, oldest first.
    @inlinable
    func forEach(_ body: (Envelope<Msg>) -> Void) {
        for index in 0...tailIndex {
            // A walk from pointer to end pointer: one value fewer to keep in a register per message.
            var envelope = UnsafePointer(chunks[index])
            let end = envelope + (index == tailIndex ? tailCount : Self.chunkSize)
            while envelope != end {
                body(envelope.pointee)
                envelope += 1
            }
        }
    }

    /// Destroys the envelopes, keeping a few chunks for the next batch.
    @inlinable
    mutating func removeAll() {
        for index in 0...tailIndex {
            chunks[index].deinitialize(count: index == tailIndex ? tailCount : Self.chunkSize)
        }
        if chunks.count > Self.chunksKept { trimChunks() }
        tail = chunks[0]
        tailIndex = 0
        tailCount = 0
    }

    /// One chunk at a time from the end: a slice and `removeSubrange` here had the runtime look up
    /// their generic types on a program's first big burst, about 380,000 instructions.
    @usableFromInline
    mutating func trimChunks() {
        while chunks.count > Self.chunksKept { chunks.removeLast().deallocate() }
    }

    /// Frees the memory; the buffer must not be used again.
    @usableFromInline
    mutating func free() {
        removeAll()
        for chunk in chunks { chunk.deallocate() }
        chunks = []
    }
}
