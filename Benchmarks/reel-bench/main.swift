import Foundation
import ReelTesting

// reel-bench [SCENARIO] [--count N] [--json]
//
// With no scenario: every scenario and its bare loop, warmed up, as a table (or JSON).
// With a scenario (or its bare loop's name, e.g. `bare-counter`): that alone, no warm-up, so that
// `valgrind --tool=callgrind` counts exactly `count` operations (subtract a `--count 0` run).

let scenarios: [Scenario] = [
    .dispatchCounter, .dispatchArray, .effectSync, .effectDispatch, .subscriptions100, .customDispatch, .ticks1000,
    .storeSend, .storeSendAfterReads, .storeSendAfterListReads, .storeList,
    .childPlain, .childOptional, .childRow500, .childRow500ByHand,
    .childRemove(rows: 1_000, work: 1), .childRemove(rows: 10_000, work: 1), .childRemove(rows: 1_000, work: 8),
    .childStack100, .storeStack100,
    .render, .terminalKeystroke, .record, .sessionRecord, .storeRecord, .replayVerify, .inspectSeek, .followLatency,
    .explore, .exploreApp, .shrink, .checkSearch, .checkTwoPhase7,
    .httpLoopback1, .httpLoopback32, .cacheMemoryHit, .cacheDiskHit, .cacheWrite,
]

struct Options {
    var only: String?
    var count: Int?
    var json = false
}

/// A command line that cannot run; an empty problem means `--help`.
struct UsageError: Error {
    let problem: String
}

func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--json": options.json = true
        case "--count":
            guard let text = rest.popFirst(), let count = Int(text), count >= 0 else {
                return .failure(UsageError(problem: "--count needs a whole number ≥ 0"))
            }
            options.count = count
        case "--help", "-h":
            return .failure(UsageError(problem: ""))
        case let name where !name.hasPrefix("-") && options.only == nil:
            options.only = name
        default:
            return .failure(UsageError(problem: "unknown argument '\(argument)'"))
        }
    }
    return .success(options)
}

let usage = """
    usage: reel-bench [SCENARIO] [--count N] [--json]
    scenarios: \(scenarios.map(\.name).joined(separator: ", "))
    bare loops: \(scenarios.filter { $0.baseline != nil }.map(\.baselineName).joined(separator: ", "))
    """

// A child process of `explore-app` goes straight to that scenario's `explore` call, which does
// the child's job: the scenarios before it must not run again in every child.
if ExploreIsolation.isChildProcess { _ = Scenario.exploreApp.run(1) }

switch parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    let problem = error.problem
    if !problem.isEmpty { FileHandle.standardError.write(Data("reel-bench: \(problem)\n".utf8)) }
    print(usage)
    exit(problem.isEmpty ? 0 : 2)
case .success(let options):
    if let name = options.only {
        if let scenario = scenarios.first(where: { $0.name == name }) {
            let count = options.count ?? scenario.defaultCount
            var figures: Scenario.Figures = []
            let seconds = Measurement.time { figures = scenario.run(count) }
            let measurement = Measurement(name: name, count: count, seconds: seconds, figures: figures)
            print(options.json ? Report.json([measurement]) : Report.table([measurement]))
        } else if let scenario = scenarios.first(where: { $0.baselineName == name }), let bare = scenario.baseline {
            let count = options.count ?? scenario.defaultCount
            let seconds = Measurement.time { bare(count) }
            let measurement = Measurement(name: name, count: count, seconds: seconds, figures: [])
            print(options.json ? Report.json([measurement]) : Report.table([measurement]))
        } else {
            FileHandle.standardError.write(Data("reel-bench: no scenario named '\(name)'\n".utf8))
            print(usage)
            exit(2)
        }
    } else {
        let measurements = scenarios.map { Measurement.take($0, count: options.count ?? $0.defaultCount) }
        print(options.json ? Report.json(measurements) : Report.table(measurements))
    }
}
