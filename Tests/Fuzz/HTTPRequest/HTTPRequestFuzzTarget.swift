/// What the reader makes of `bytes` fed in chunks of the sizes `sizes` cycles through, and how many
/// bytes it had taken when it decided.
private func read(_ bytes: UnsafeBufferPointer<UInt8>, chunks sizes: [Int]) -> HTTPRequestReader.Outcome {
    var reader = HTTPRequestReader()
    var offset = 0
    var turn = 0
    while offset < bytes.count {
        let size = min(sizes[turn % sizes.count], bytes.count - offset)
        let outcome = reader.feed(bytes[offset..<offset + size])
        offset += size
        turn += 1
        if outcome != .needMore { return outcome }
    }
    return reader.end()
}

/// libFuzzer's entry point: any bytes, as a client might send them to the live page's server. The
/// reader must never crash; it must decide on the same outcome however the bytes are split into
/// reads; a refusal is a 4xx or 505 with a one-line reason; it must decide by
/// `maxHeadBytes` bytes; and an accepted request is GET or HEAD of a path, with no body.
@_cdecl("LLVMFuzzerTestOneInput")
public func httpRequestFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let whole = read(bytes, chunks: [max(1, count)])
    let byteByByte = read(bytes, chunks: [1])
    let uneven = read(bytes, chunks: [3, 1, 7, 2, 300])
    precondition(whole == byteByByte && whole == uneven, "splitting changed the outcome: \(whole) vs \(byteByByte) vs \(uneven)")
    switch whole {
    case .needMore:
        preconditionFailure("the end of the bytes left the reader undecided")
    case .refused(let status, let reason):
        precondition((400..<500).contains(status) || status == 505, "refused with \(status)")
        precondition(!reason.isEmpty && !reason.contains("\n") && !reason.contains("\r"), "a reason that is not one line: \(reason)")
    case .request(let request):
        precondition(request.method == "GET" || request.method == "HEAD", "accepted \(request.method)")
        precondition(request.path.hasPrefix("/"), "accepted the target \(request.path)")
        precondition(!request.headers.contains { $0.name == "transfer-encoding" }, "accepted a body")
        var prefix = HTTPRequestReader()
        var decidedAt = 0
        for byte in bytes {
            decidedAt += 1
            if prefix.feed(CollectionOfOne(byte)) != .needMore { break }
        }
        precondition(decidedAt <= HTTPRequestReader.maxHeadBytes, "decided only after \(decidedAt) bytes")
    }
    return 0
}
