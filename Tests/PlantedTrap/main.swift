// reel-planted-trap: explores a copy of the search whose render traps, in child processes, as
// `reel-demo explore` explores the app: the demo tests run it to see a trap found, reported with
// its seed and shrunk, while this process itself carries on. With `--plant`, it explores a
// thermometer instead whose update does what a child's crash-safe log and the parent must
// survive (an infinite reading, a stopped, killed or looping child: see `Plant`).
//
// usage: reel-planted-trap [--runs N] [--seed S] [--jobs N] [--out FILE] [--run-timeout SECONDS]
//        [--plant infinity|stop|kill|loop] [--in-process]
// exit 0 nothing found, 1 found, 2 bad usage or the exploration stopped (a problem)
import ReelExampleExplore
import ReelExampleSupport
import Foundation
import Reel
import ReelLog
import ReelTesting
import ReelExampleSearch

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var runs = 100, seed: UInt64 = 1
var jobs: Int?
var out: String?
var runTimeout: Double?
var inProcess = false
let usage = "usage: reel-planted-trap [--runs N] [--seed S] [--jobs N] [--out FILE] [--run-timeout SECONDS] [--plant P] [--in-process]\n"
while let argument = arguments.popFirst() {
    if argument == "--in-process" {
        inProcess = true
        continue
    }
    switch (argument, arguments.popFirst()) {
    case ("--runs", let value?) where Int(value).map({ $0 > 0 }) == true: runs = Int(value)!
    case ("--seed", let value?) where UInt64(value) != nil: seed = UInt64(value)!
    case ("--jobs", let value?) where Int(value).map({ $0 > 0 }) == true: jobs = Int(value)!
    case ("--out", let value?): out = value
    case ("--run-timeout", let value?) where Double(value).map({ $0 > 0 }) == true: runTimeout = Double(value)!
    case ("--plant", let value?) where Plant(rawValue: value) != nil: break  // read by `Plant.chosen`
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}

/// Explores with `explorer` as the options say, prints the report, and exits as documented.
@MainActor func explore<S: LoggableScene>(_ explorer: Explorer<S>) -> Never where S.Input: Sendable {
    var explorer = explorer
    explorer.isolation = inProcess ? .inProcess : .childProcesses
    if let jobs { explorer.concurrentRuns = jobs }
    if let runTimeout { explorer.runTimeout = .milliseconds(Int(runTimeout * 1000)) }
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
}

if Plant.chosen != nil {
    explore(Explorer(Thermometer.self, input: (), messages: { _ in Thermometer.readings },
                     properties: [.model("readings are finite") { $0.isFinite }]))
}
explore(Explorer(
    TrappingSearch.self, input: Search.Input(api: .offline),
    messages: { _ in
        .weighted([
            (4, Generator.string(of: "med", length: 0...2).map { .queryChanged($0) }),
            (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) }),
        ])
    },
    world: .offlineBackend, properties: [.invariants(of: Search.self)]))
