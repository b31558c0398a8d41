import Foundation
@testable import Reel
@testable import ReelLog

/// Steps of ``FuzzSceneV0``'s session, read behind a fuzzed header when the input's first byte is
/// odd: under a header of the old schema they go through every kind of migration.
private let oldSteps = Array(
    """
    {"commands":[],"frame":"58c8b7c62b6439eb","index":1,"msg":{"clicked":{}}}
    {"commands":[{"timer":{"after":300,"id":"search","send":{"clicked":{}}}}],"frame":"08547e07b5084555","index":2,"msg":{"scoredText":{"_0":"1.5"}}}
    {"commands":[{"scoped":{"command":{"send":{"itemsLoaded":{"_0":"a"}}},"scope":"s"}}],"frame":"58c8b7c62b6439eb","index":3,"msg":{"moved":{"to":{"x":1,"y":2}}}}
    {"commands":[],"frame":"58c8b7c62b6439eb","index":4,"msg":{"dropped":{}}}
    {"commands":[],"frame":"58c8b7c62b6439eb","index":5,"msg":{"itemsLoaded":{"_0":"a"}}}
    {"commands":[],"frame":"58c8b7c62b6439eb","index":6,"msg":{"refused":{}}}

    """.utf8)

/// Steps of ``FuzzScene``'s own shapes, read behind a fuzzed header when the first byte is even.
private let todaySteps = Array(
    """
    {"commands":[],"frame":"58c8b7c62b6439eb","index":1,"msg":{"tapped":{}}}
    {"commands":[{"timer":{"after":300,"id":"search","send":{"itemsLoaded":{"_0":["q"]}}}}],"frame":"58c8b7c62b6439eb","index":2,"msg":{"queryChanged":{"_0":"q"}}}
    {"commands":[],"frame":"58c8b7c62b6439eb","index":3,"msg":{"moved":{"label":null,"to":{"x":1,"y":2}}}}
    {"commands":[],"frame":"58c8b7c62b6439eb","index":4,"msg":{"scored":{"_0":1.5}}}

    """.utf8)

// The steps are byte arrays, not `Data`: LeakSanitizer cannot follow a global `Data`'s storage
// (Swift keeps a tag in the pointer's spare bits) and would report it as leaked at exit.

/// libFuzzer's set-up hook: builds what every input shares before the first, so that it is not
/// counted as memory allocated by an input.
@_cdecl("LLVMFuzzerInitialize")
public func logHeaderFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = oldSteps.count + todaySteps.count
    _ = FuzzScene.schemaCases.count + FuzzScene.messageSchemaVersion + FuzzScene.schemaFingerprint.count
    return 0
}

/// libFuzzer's entry point: any bytes after the first are a log's header line, followed by a
/// session's steps; reading, checking the header against the scene, migrating the steps, verifying
/// and listing the schema's changes (as an upgrade does) must never crash, hang or leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func logHeaderFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    guard let first = input.first else { return 0 }
    let header = input.dropFirst().prefix { $0 != UInt8(ascii: "\n") }
    var log = Data(header)
    log.append(UInt8(ascii: "\n"))
    log.append(contentsOf: first % 2 == 1 ? oldSteps : todaySteps)
    _ = Replay<FuzzScene>.verify(logData: log).description
    if let reader = try? LogReader<FuzzScene>(data: log) {
        while let step = try? reader.next() { _ = step.msgJSON }
        _ = reader.warnings.count
        if let cases = reader.header.cases { _ = SchemaCases.changes(from: cases, to: FuzzScene.schemaCases) }
    }
    if let header = try? LogReader<FuzzScene>(data: log).header {
        _ = try? header.check(for: FuzzSceneV0.self)
    }
    return 0
}
