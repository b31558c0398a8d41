import Foundation

/// A valid header line for ``FuzzScene``, which inputs whose first byte is even are prefixed with:
/// without it the fuzzer would almost never guess a schema fingerprint and get past line 1.
private let fuzzHeader: Data = {
    let header = LogHeader(scene: FuzzScene.self, frameSize: FrameSize(width: 20, height: 3), recordedAt: Date(timeIntervalSince1970: 0))
    return (try? LogCoding.makeEncoder().encode(header)) ?? Data()
}()

/// libFuzzer's set-up hook: builds the header before the first input, so it is not counted as
/// memory allocated by an input.
@_cdecl("LLVMFuzzerInitialize")
public func logReaderFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    _ = fuzzHeader.count
    return 0
}

/// libFuzzer's entry point: reads, replays and verifies any bytes as a log; it must never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func logReaderFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    guard let first = input.first else {
        _ = Replay<FuzzScene>.verify(logData: input)
        return 0
    }
    let log = first % 2 == 0 ? fuzzHeader + Data("\n".utf8) + input.dropFirst() : input.dropFirst()
    let verification = Replay<FuzzScene>.verify(logData: log)
    _ = verification.description
    if let reader = try? LogReader<FuzzScene>(data: log) {
        while let step = try? reader.next() { _ = step.commandsJSON }
    }
    _ = try? JSONParser.parse(Array(input))
    return 0
}
