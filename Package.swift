// swift-tools-version: 6.0
import PackageDescription

// Reel has no package dependencies: only the toolchain (Foundation, Dispatch, Synchronization on
// Linux, FoundationNetworking on Linux, Observation, Swift Testing / XCTest).
//
// SwiftPM wants every target name unique across a whole package graph, a dependency's examples and
// tests included, so every target here is named `Reel…` (`reel-…` for executables): a package that
// depends on Reel may call its own modules anything else (`Search`, `Counter`, `ExamplesTests`).
// The examples and their tests stay in this one package, under the `ReelExample` prefix, the way
// swift-nio keeps `NIOChatServer` beside `NIOCore`: one `swift test` runs everything, one build
// folder serves the library, the examples, the demo and the bench, and an example can never drift
// from the library it shows. Only `Reel`, `ReelTesting`, `ReelShell` and `ReelUI` are products
// (`ReelInspection`, which two of them share, is carried by them).
let package = Package(
    name: "Reel",
    // As old as the toolchain's libraries allow (see README, "Use Reel in your package"):
    // `Scripts/check-availability.py` checks that nothing newer is used.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1), .macCatalyst(.v17)],
    products: [
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelLog", targets: ["ReelLog"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "ReelShell", targets: ["ReelShell"]),
        .library(name: "ReelUI", targets: ["ReelUI"]),
    ],
    dependencies: [],
    targets: [
        // The libraries.
        .target(name: "Reel"),
        // Logs and diffs: recording a session, replaying and verifying it, migrating old logs, and the
        // diffs a failed check shows. The runtime does not need them; testing and the shell do.
        .target(name: "ReelLog", dependencies: ["Reel"]),
        .target(name: "ReelTesting", dependencies: ["Reel", "ReelLog", "ReelInspection"]),
        .target(name: "ReelShell", dependencies: ["Reel", "ReelLog", "ReelInspection"]),
        .target(name: "ReelUI", dependencies: ["Reel", "ReelLog"]),
        // The inspector's web page, which ReelShell writes (`LogInspector.writeHTML(to:)`) and ReelTesting
        // writes for a log that stops verifying: a module of its own, no product (the products that use it
        // carry it), so that tests link no terminal code and the runtime no HTML. Its API is `package`.
        .target(name: "ReelInspection", dependencies: ["Reel", "ReelLog"]),

        // The benchmark (`swift run -c release reel-bench`), outside Sources/: it is no library.
        .executableTarget(
            name: "reel-bench",
            dependencies: [
                "Reel", "ReelLog", "ReelTesting", "ReelShell", "ReelUI", "ReelExampleCounter", "ReelExampleSearch", "ReelExampleLogin",
                "ReelExampleSupport", "ReelExampleExplore", "ReelExampleApp",
            ],
            path: "Benchmarks/reel-bench"),

        // The examples: one module per scene, the app that hosts them all, and the demo shell.
        // Rung 01's folder holds the one Counter: the scene (this library, which the tests and the bench
        // use too) and the program that runs it (the rung's executable, below).
        .target(
            name: "ReelExampleCounter", dependencies: ["Reel", "ReelLog"], path: "Examples/01-Counter",
            exclude: ["README.md", "main.swift"], sources: ["Counter.swift", "Counter+Log.swift"]),
        .target(name: "ReelExampleSupport", dependencies: ["Reel", "ReelLog"], path: "Examples/Support"),
        .target(name: "ReelExampleLogin", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Login"),
        .target(name: "ReelExampleSearch", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Search"),
        .target(name: "ReelExampleCatalog", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Catalog"),
        .target(name: "ReelExampleProfile", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Profile"),
        .target(name: "ReelExampleStopwatch", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Stopwatch"),
        .target(name: "ReelExampleNotes", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Notes"),
        .target(name: "ReelExampleFeed", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Feed"),
        .target(name: "ReelExampleDice", dependencies: ["Reel", "ReelExampleSupport"], path: "Examples/Dice"),
        .target(
            name: "ReelExampleApp",
            dependencies: [
                "Reel", "ReelLog", "ReelShell", "ReelExampleSupport", "ReelExampleLogin", "ReelExampleSearch", "ReelExampleCatalog",
                "ReelExampleProfile", "ReelExampleStopwatch", "ReelExampleNotes", "ReelExampleFeed", "ReelExampleDice",
            ],
            // The offline backend's answer files are read from the source tree via #filePath.
            path: "Examples/App", exclude: ["Backend"]),
        .target(
            name: "ReelExampleExplore",
            dependencies: [
                "Reel", "ReelLog", "ReelShell", "ReelTesting", "ReelExampleSupport", "ReelExampleApp", "ReelExampleNotes", "ReelExampleProfile",
                "ReelExampleSearch",
            ],
            path: "Examples/Explore"),
        // The views of the examples on Apple platforms (SwiftUI, UIKit), and the catalog's flow they show
        // (compiled everywhere, so that its tests run on Linux).
        .target(
            name: "ReelExampleViews",
            dependencies: [
                "Reel", "ReelUI", "ReelExampleSupport", "ReelExampleLogin", "ReelExampleSearch", "ReelExampleCatalog",
                "ReelExampleNotes", "ReelExampleStopwatch", "ReelExampleProfile",
            ],
            path: "Examples/Views"),
        .executableTarget(
            name: "reel-demo",
            dependencies: [
                "Reel", "ReelLog", "ReelShell", "ReelTesting", "ReelExampleSupport", "ReelExampleApp", "ReelExampleExplore",
                "ReelExampleNotes",
            ],
            path: "Examples/Demo"),

        // The ladder: one short file each, from the README's Counter to a scene in the shell, each run by
        // `swift run reel-ladder-…` (Examples/README.md lists them; Scripts/run-ladder.sh checks their output).
        .executableTarget(
            name: "reel-ladder-01-counter", dependencies: ["Reel", "ReelExampleCounter"], path: "Examples/01-Counter",
            exclude: ["README.md", "Counter.swift", "Counter+Log.swift"], sources: ["main.swift"]),
        .executableTarget(
            name: "reel-ladder-02-request", dependencies: ["Reel"], path: "Examples/02-Request", exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-03-subscription", dependencies: ["Reel"], path: "Examples/03-Subscription",
            exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-04-replay", dependencies: ["Reel", "ReelLog"], path: "Examples/04-Replay", exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-05-shell", dependencies: ["Reel", "ReelLog", "ReelShell"], path: "Examples/05-Shell",
            exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-06-children", dependencies: ["Reel"], path: "Examples/06-Children", exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-07-testing", dependencies: ["Reel", "ReelLog", "ReelTesting"], path: "Examples/07-Testing",
            exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-08-store", dependencies: ["Reel", "ReelUI"], path: "Examples/08-Store", exclude: ["README.md"]),
        .executableTarget(
            name: "reel-ladder-09-checking", dependencies: ["Reel", "ReelLog", "ReelTesting"], path: "Examples/09-Checking",
            exclude: ["README.md"]),

        // The tests. The folders keep their short names (`Tests/ExamplesTests`); the targets are prefixed.
        .testTarget(
            name: "ReelTests", dependencies: ["Reel", "ReelLog", "ReelTesting"],
            // The loopback server script and the search fixture are read from the source tree via #filePath.
            exclude: ["Server"]),
        // The log module's own: recording, the format, replay and verification, migrations and upgrades, diffs.
        .testTarget(name: "ReelLogTests", dependencies: ["Reel", "ReelLog", "ReelTesting"]),
        .testTarget(name: "ReelTestingTests", dependencies: ["Reel", "ReelLog", "ReelTesting"]),
        .testTarget(name: "ReelShellTests", dependencies: ["ReelShell", "Reel", "ReelLog", "ReelTesting", "ReelExampleCounter"]),
        .testTarget(name: "ReelUITests", dependencies: ["ReelUI", "Reel", "ReelLog", "ReelTesting"]),
        .testTarget(
            name: "ReelExampleCounterTests", dependencies: ["ReelExampleCounter", "Reel", "ReelLog", "ReelTesting"],
            path: "Tests/CounterTests", exclude: ["Logs"]),
        .testTarget(
            name: "ReelExamplesTests",
            dependencies: [
                "Reel", "ReelLog", "ReelTesting", "ReelShell", "ReelExampleSupport", "ReelExampleLogin", "ReelExampleSearch",
                "ReelExampleCatalog", "ReelExampleProfile", "ReelExampleStopwatch", "ReelExampleNotes", "ReelExampleFeed",
                "ReelExampleDice", "ReelExampleApp", "ReelExampleExplore", "ReelUI", "ReelExampleViews",
            ],
            path: "Tests/ExamplesTests",
            // The example server script is run from the source tree, and the tour log read from it, via #filePath.
            exclude: ["Server", "Logs"]),
        // The ladder's twins: each runs its rung's scene the way the rung does and checks what it does.
        .testTarget(
            name: "ReelLadderTests",
            dependencies: [
                "reel-ladder-01-counter", "reel-ladder-02-request", "reel-ladder-03-subscription", "reel-ladder-04-replay",
                "reel-ladder-05-shell", "reel-ladder-06-children", "reel-ladder-07-testing", "reel-ladder-08-store",
                "reel-ladder-09-checking", "Reel", "ReelExampleCounter", "ReelLog", "ReelShell", "ReelTesting", "ReelUI",
            ],
            path: "Tests/LadderTests"),
        // A copy of the search with a trap planted in its render, explored in child processes: the
        // demo tests run it to see a trap found, reported with its seed and shrunk.
        .executableTarget(
            name: "reel-planted-trap",
            dependencies: ["Reel", "ReelLog", "ReelTesting", "ReelExampleSupport", "ReelExampleExplore", "ReelExampleSearch"],
            path: "Tests/PlantedTrap"),
        .testTarget(
            name: "ReelDemoTests", dependencies: ["reel-demo", "reel-planted-trap", "Reel", "ReelLog", "ReelTesting"],
            path: "Tests/DemoTests",
            // The terminal tests drive reel-demo by keys through these pseudo-terminal scripts, and the inspector's
            // page is loaded in headless Chromium by browser_page.py, all run from the source tree.
            exclude: ["pty_screen.py", "vt_screen.py", "browser_page.py", "browser_live.py"]),
    ],
    swiftLanguageModes: [.v6]
)
