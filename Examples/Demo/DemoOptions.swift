import ReelExampleSupport
import Reel
import ReelShell

/// What `reel-demo` was asked to do, read from its arguments.
struct DemoOptions: Equatable {
    /// Run the app, or replay a log.
    enum Mode: Equatable {
        case run
        case replay(path: String, verify: Bool)
        case explore(ExploreOptions)
        case merge(reports: [String], out: String?, scene: String?, build: String?)
        case shrink(path: String, out: String)
        case inspect(path: String, html: String?)
        case upgradeLogs(paths: [String], dryRun: Bool)
        case help
    }

    var mode = Mode.run
    var api: String?
    var record: String?
    /// `inspect LOG --follow`: the log is still being written.
    var follow = false
    /// `inspect LOG --serve [PORT]`: the page served live on 127.0.0.1 (0: any free port).
    var serve: Int?
    var notes: String?
    var scene: String?
    var size = FrameSize.standard
    var allFrames = false
    var color = ColorMode.auto

    /// Parses the arguments (without the program name); the error is one line.
    static func parse(_ arguments: [String]) -> Result<DemoOptions, DemoUsageError> {
        var options = DemoOptions()
        var rest = arguments[...]
        var verify = false
        var out: String?
        var dryRun = false
        var logs: [String] = []
        if rest.first == "explore" {
            rest.removeFirst()
            if rest.first == "merge" {
                rest.removeFirst()
                return parseMerge(rest).map { mode in
                    options.mode = mode
                    return options
                }
            }
            return parseExplore(rest).map { explore in
                options.mode = .explore(explore)
                options.scene = explore.scene  // checked as any --scene is: a route that cannot open is refused
                return options
            }
        }
        if rest.first == "replay" {
            rest.removeFirst()
            guard let path = rest.popFirst(), !path.hasPrefix("-") else { return .failure(.init("replay needs a FILE")) }
            options.mode = .replay(path: path, verify: false)
        } else if rest.first == "inspect" {
            rest.removeFirst()
            guard let path = rest.popFirst(), !path.hasPrefix("-") else { return .failure(.init("inspect needs a LOG")) }
            options.mode = .inspect(path: path, html: nil)
        } else if rest.first == "logs" {
            rest.removeFirst()
            guard rest.popFirst() == "upgrade" else { return .failure(.init("logs needs a command: upgrade LOG…")) }
            options.mode = .upgradeLogs(paths: [], dryRun: false)
        } else if rest.first == "shrink" {
            rest.removeFirst()
            guard let path = rest.popFirst(), !path.hasPrefix("-") else { return .failure(.init("shrink needs a LOG")) }
            // The FILE of --out comes with the options below; shrink without it is refused after them.
            options.mode = .shrink(path: path, out: "")
        }
        while let argument = rest.popFirst() {
            func value() -> String? { rest.first.map { _ in rest.removeFirst() } }
            switch argument {
            case "-h", "--help":
                options.mode = .help
            case "--verify":
                guard case .replay = options.mode else { return .failure(.init("--verify goes with replay FILE")) }
                verify = true
            case "--dry-run":
                guard case .upgradeLogs = options.mode else { return .failure(.init("--dry-run goes with logs upgrade LOG…")) }
                dryRun = true
            case _ where !argument.hasPrefix("-"):
                guard case .upgradeLogs = options.mode else { return .failure(.init("unknown option '\(argument)'")) }
                logs.append(argument)
            case "--out":
                guard case .shrink = options.mode else { return .failure(.init("--out goes with shrink LOG")) }
                guard let path = value(), !path.hasPrefix("-") else { return .failure(.init("--out needs a FILE")) }
                out = path
            case "--html":
                guard case .inspect(let path, _) = options.mode else { return .failure(.init("--html goes with inspect LOG")) }
                guard !options.follow, options.serve == nil else { return .failure(.init("--html does not go with --follow or --serve")) }
                guard let file = value(), !file.hasPrefix("-") else { return .failure(.init("--html needs a FILE")) }
                options.mode = .inspect(path: path, html: file)
            case "--follow":
                guard case .inspect(_, nil) = options.mode else { return .failure(.init("--follow goes with inspect LOG, not with --html")) }
                options.follow = true
            case "--serve":
                guard case .inspect(_, nil) = options.mode else { return .failure(.init("--serve goes with inspect LOG, not with --html")) }
                if let port = rest.first.flatMap({ Int($0) }) {
                    guard (0...65535).contains(port) else { return .failure(.init("--serve PORT must be from 0 to 65535")) }
                    rest.removeFirst()
                    options.serve = port
                } else {
                    options.serve = 0
                }
            case "--api":
                guard let url = value(), url.contains("://") else { return .failure(.init("--api needs a URL such as http://127.0.0.1:8080")) }
                options.api = url
            case "--record":
                guard let path = value() else { return .failure(.init("--record needs a FILE")) }
                options.record = path
            case "--scene":
                guard let route = value(), !route.hasPrefix("-") else {
                    return .failure(.init("--scene needs a ROUTE such as search or stopwatch"))
                }
                options.scene = route
            case "--notes":
                guard let path = value() else { return .failure(.init("--notes needs a FILE")) }
                options.notes = path
            case "--size":
                switch parseSize(value()) {
                case .failure(let error): return .failure(error)
                case .success(let size): options.size = size
                }
            case "--all-frames":
                options.allFrames = true
            case "--color":
                guard let mode = value().flatMap(ColorMode.init(rawValue:)) else {
                    return .failure(.init("--color needs always, never or auto"))
                }
                options.color = mode
            default:
                return .failure(.init("unknown option '\(argument)'"))
            }
        }
        switch options.mode {
        case .replay(let path, _): options.mode = .replay(path: path, verify: verify)
        case .upgradeLogs:
            guard !logs.isEmpty else { return .failure(.init("logs upgrade needs a LOG")) }
            options.mode = .upgradeLogs(paths: logs, dryRun: dryRun)
        case .shrink(let path, _):
            guard let out else { return .failure(.init("shrink needs --out FILE")) }
            options.mode = .shrink(path: path, out: out)
        default: break
        }
        return .success(options)
    }

    /// `WxH` from the smallest size the screens support (``SupportedSize/minimum``) to the largest.
    private static func parseSize(_ text: String?) -> Result<FrameSize, DemoUsageError> {
        let (minimum, maximum) = (SupportedSize.minimum, SupportedSize.maximum)
        let parts = text?.lowercased().split(separator: "x", omittingEmptySubsequences: false) ?? []
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            return .failure(.init("--size needs WxH between \(minimum) and \(maximum), such as 80x24"))
        }
        let size = FrameSize(width: width, height: height)
        guard SupportedSize.supports(size) else {
            return .failure(.init("--size \(size) is too small: the screens need at least \(minimum)"))
        }
        guard width <= maximum.width, height <= maximum.height else {
            return .failure(.init("--size \(size) is too large: at most \(maximum)"))
        }
        return .success(size)
    }
}

/// A command line `reel-demo` cannot run.
struct DemoUsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
