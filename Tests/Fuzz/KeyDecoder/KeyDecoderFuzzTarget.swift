import Foundation

/// The keys `bytes` decode to when read in chunks of the sizes `sizes` cycles through, then flushed;
/// checks on the way that what is held back never passes the decoder's bound.
private func decode(_ bytes: UnsafeBufferPointer<UInt8>, chunks sizes: [Int]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var offset = 0
    var turn = 0
    while offset < bytes.count {
        let size = min(sizes[turn % sizes.count], bytes.count - offset)
        keys += decoder.feed(UnsafeBufferPointer(rebasing: bytes[offset..<offset + size]))
        precondition(decoder.pendingCount <= KeyDecoder.maxPending, "the decoder held back \(decoder.pendingCount) bytes")
        offset += size
        turn += 1
    }
    keys += decoder.flush()
    precondition(!decoder.hasPending, "a flush leaves nothing pending")
    return KeyDecoder.joiningText(keys)
}

/// libFuzzer's entry point: any bytes, as a terminal might send them. The decoder must never
/// crash, hold more than its bound, or decode differently when the bytes arrive in other chunks
/// (a read boundary is no part of a key press); every key it makes must survive a log's JSON
/// round trip; and the bytes read as a log's JSON keys must decode or be refused, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let whole = decode(bytes, chunks: [max(1, count)])
    let byteByByte = decode(bytes, chunks: [1])
    let uneven = decode(bytes, chunks: [3, 1, 7, 2])
    precondition(whole == byteByByte && whole == uneven, "chunking changed the keys: \(whole) vs \(byteByByte) vs \(uneven)")
    let data = try! JSONEncoder().encode(whole)
    precondition(try! JSONDecoder().decode([Key].self, from: data) == whole, "\(whole) does not survive its JSON")
    _ = try? JSONDecoder().decode([Key].self, from: Data(bytes))
    return 0
}
