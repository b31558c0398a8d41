import ReelTesting

extension DemoOptions {
    /// How `reel-demo explore` explores the app.
    struct ExploreOptions: Equatable {
        var runs = 200
        var steps = 100
        var seed: UInt64 = 1
        var out: String?
        /// How many child processes explore at once; nil: one per core.
        var jobs: Int?
        var shard = ExploreShard.whole
        /// Where to write the report as JSON.
        var report: String?
        /// The build the report names; nil: the explorer's default.
        var build: String?
        /// How long a run may take; nil: the explorer's default (60 s).
        var runTimeout: Duration?
        /// Check one screen exhaustively instead of exploring at random.
        var exhaustive = false
        /// The route of the screen checked (`--scene`).
        var scene: String?
        /// How many decisions deep the check goes; nil: the checker's default.
        var depth: Int?
        /// A text no screen may show (`--never`): the check's shortest session to one that does.
        var never: String?
    }

    /// `explore [--runs N] [--steps N] [--seed S] [--out FILE] [--jobs N] [--shard I/N] [--report FILE]
    /// [--build NAME] [--run-timeout SECONDS]`, or `explore --exhaustive --scene ROUTE [--depth N] [--jobs N] [--never TEXT]
    /// [--out FILE]`.
    static func parseExplore(_ arguments: ArraySlice<String>) -> Result<ExploreOptions, DemoUsageError> {
        var options = ExploreOptions()
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--exhaustive" {
                options.exhaustive = true
                continue
            }
            let value = rest.popFirst()
            switch argument {
            case "--scene":
                guard let route = value, !route.hasPrefix("-") else { return .failure(.init("--scene needs a ROUTE such as search or notes")) }
                options.scene = route
            case "--depth":
                guard let depth = value.flatMap(Int.init), (1...50).contains(depth) else {
                    return .failure(.init("--depth needs a whole number from 1 to 50"))
                }
                options.depth = depth
            case "--never":
                guard let text = value, !text.isEmpty else { return .failure(.init("--never needs a TEXT that no screen may show")) }
                options.never = text
            case "--runs":
                guard let runs = value.flatMap(Int.init), runs >= 1 else { return .failure(.init("--runs needs a whole number of at least 1")) }
                options.runs = runs
            case "--steps":
                guard let steps = value.flatMap(Int.init), steps >= 1 else { return .failure(.init("--steps needs a whole number of at least 1")) }
                options.steps = steps
            case "--seed":
                guard let seed = value.flatMap({ UInt64($0) }) else { return .failure(.init("--seed needs a whole number of at least 0")) }
                options.seed = seed
            case "--out":
                guard let path = value, !path.hasPrefix("-") else { return .failure(.init("--out needs a FILE")) }
                options.out = path
            case "--jobs":
                guard let jobs = value.flatMap(Int.init), jobs >= 1 else { return .failure(.init("--jobs needs a whole number of at least 1")) }
                options.jobs = jobs
            case "--shard":
                guard let shard = value.flatMap(ExploreShard.init) else {
                    return .failure(.init("--shard needs I/N, shard I of N with 1 ≤ I ≤ N, such as 2/4"))
                }
                options.shard = shard
            case "--report":
                guard let path = value, !path.hasPrefix("-") else { return .failure(.init("--report needs a FILE")) }
                options.report = path
            case "--build":
                guard let name = value, !name.hasPrefix("-") else { return .failure(.init("--build needs a NAME")) }
                options.build = name
            case "--run-timeout":
                // Whole milliseconds from 1 ms to a day: a deadline, not a duration to compute with.
                guard let seconds = value.flatMap(Double.init), seconds >= 0.001, seconds <= 86_400 else {
                    return .failure(.init("--run-timeout needs a number of seconds from 0.001 to 86400"))
                }
                options.runTimeout = .milliseconds(Int((seconds * 1000).rounded()))
            default:
                return .failure(.init("unknown explore option '\(argument)'"))
            }
        }
        if options.exhaustive, options.scene == nil { return .failure(.init("--exhaustive needs --scene ROUTE, such as search")) }
        if !options.exhaustive, options.scene != nil || options.depth != nil || options.never != nil {
            return .failure(.init("--scene, --depth and --never go with explore --exhaustive"))
        }
        return .success(options)
    }

    /// `explore merge REPORT… [--out FILE] [--scene ROUTE [--build NAME]]`.
    static func parseMerge(_ arguments: ArraySlice<String>) -> Result<Mode, DemoUsageError> {
        var reports: [String] = []
        var out: String?
        var scene: String?
        var build: String?
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--out":
                guard let path = rest.popFirst(), !path.hasPrefix("-") else { return .failure(.init("--out needs a FILE")) }
                out = path
            case "--scene":
                guard let route = rest.popFirst(), !route.hasPrefix("-") else { return .failure(.init("--scene needs a ROUTE")) }
                scene = route
            case "--build":
                guard let name = rest.popFirst(), !name.hasPrefix("-") else { return .failure(.init("--build needs a NAME")) }
                build = name
            case let option where option.hasPrefix("-"):
                return .failure(.init("unknown merge option '\(option)'"))
            default:
                reports.append(argument)
            }
        }
        guard !reports.isEmpty else { return .failure(.init("explore merge needs the REPORT files of the shards")) }
        if build != nil, scene == nil { return .failure(.init("--build goes with merge --scene")) }
        return .success(.merge(reports: reports, out: out, scene: scene, build: build))
    }
}
