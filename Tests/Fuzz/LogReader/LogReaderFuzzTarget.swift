import Foundation
@testable import Reel
@testable import ReelLog

/// A valid header line for ``FuzzScene``, which inputs whose first byte is even are prefixed with:
/// without it the fuzzer would almost never guess a schema fingerprint and get past line 1.
private let fuzzHeader = header(of: FuzzScene.self)

/// The header ``FuzzSceneV0`` recorded (other case hashes, no schema version), which inputs whose
/// first byte is `2` are prefixed with: their steps are read by their cases, through the migrations.
private let oldHeader = header(of: FuzzSceneV0.self)

private func header<S: LoggableScene>(of scene: S.Type) -> Data {
    let header = LogHeader(scene: S.self, frameSize: FrameSize(width: 20, height: 3), recordedAt: Date(timeIntervalSince1970: 0))
    return (try? LogCoding.makeEncoder().encode(header)) ?? Data()
}

/// libFuzzer's set-up hook: builds the header before the first input, so it is not counted as
/// memory allocated by an input.
@_cdecl("LLVMFuzzerInitialize")
public func logReaderFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    _ = fuzzHeader.count + oldHeader.count
    _ = FuzzScene.schemaCases.count + FuzzScene.messageSchemaVersion
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
    let prefix = first == UInt8(ascii: "2") ? oldHeader : first % 2 == 0 ? fuzzHeader : nil
    let log = prefix.map { $0 + Data("\n".utf8) + input.dropFirst() } ?? input.dropFirst()
    let verification = Replay<FuzzScene>.verify(logData: log)
    _ = verification.description
    if let reader = try? LogReader<FuzzScene>(data: log) {
        while let step = try? reader.next() { _ = step.commandsJSON }
    }
    if let message = try? JSONParser.parse(Array(input)) {
        _ = try? FuzzScene.migrating(message)
    }
    return 0
}
