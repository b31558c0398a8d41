// reel-planted-trap: explores a copy of the search whose render traps, in child processes, as
// `reel-demo explore` explores the app: the demo tests run it to see a trap found, reported with
// its seed and shrunk, while this process itself carries on.
//
// usage: reel-planted-trap [--runs N] [--seed S] [--jobs N] [--out FILE]; exit 0 nothing found, 1 found, 2 bad usage
import ReelExampleExplore
import ReelExampleSupport
import Foundation
import Reel
import ReelTesting
import ReelExampleSearch

/// The search that shows the result after the selected one, reading past the end of the list
/// when the last result is selected (an off-by-one that traps in `render`).
enum TrappingSearch: LoggableScene {
    typealias Input = Search.Input
    typealias Model = Search.Model
    typealias Msg = Search.Msg
    static let messageSamples = Search.messageSamples
    static func start(_ input: Input) -> (Model, Effect<Msg>) { Search.start(input) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Search.update(&model, msg) }

    static func render(_ model: Model, into frame: inout Frame) {
        Search.render(model, into: &frame)
        if case .found(let domains) = model.phase {
            let next = domains[model.selection + 1]  // the planted bug: no check for the last row
            _ = frame.draw("next: \(next.name)", x: 0, y: frame.size.height - 2, width: frame.size.width)
        }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var runs = 100, seed: UInt64 = 1
var jobs: Int?
var out: String?
while let argument = arguments.popFirst() {
    switch (argument, arguments.popFirst()) {
    case ("--runs", let value?) where Int(value).map({ $0 > 0 }) == true: runs = Int(value)!
    case ("--seed", let value?) where UInt64(value) != nil: seed = UInt64(value)!
    case ("--jobs", let value?) where Int(value).map({ $0 > 0 }) == true: jobs = Int(value)!
    case ("--out", let value?): out = value
    default:
        FileHandle.standardError.write(Data("usage: reel-planted-trap [--runs N] [--seed S] [--jobs N] [--out FILE]\n".utf8))
        exit(2)
    }
}

var explorer = Explorer(
    TrappingSearch.self, input: Search.Input(api: .offline),
    messages: { _ in
        .weighted([
            (4, Generator.string(of: "med", length: 0...2).map { .queryChanged($0) }),
            (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) }),
        ])
    },
    world: .offlineBackend, properties: [.invariants(of: Search.self)])
explorer.isolation = .childProcesses
if let jobs { explorer.concurrentRuns = jobs }
let report = explorer.explore(runs: runs, steps: 60, seed: seed)
print(report)
guard let failure = report.failure else { exit(report.problem == nil ? 0 : 2) }
print("\n" + failure.testerSource())
if let out {
    do {
        try failure.writeLog(to: URL(fileURLWithPath: out), explorer: explorer)
    } catch {
        FileHandle.standardError.write(Data("cannot write \(out): \(error)\n".utf8))
        exit(2)
    }
}
exit(1)
