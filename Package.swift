// swift-tools-version: 6.0
import PackageDescription

// Reel has no package dependencies: only the toolchain (Foundation, Dispatch, Synchronization,
// FoundationNetworking on Linux, Swift Testing / XCTest).
let package = Package(
    name: "Reel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "ReelShell", targets: ["ReelShell"]),
        .executable(name: "reel-bench", targets: ["reel-bench"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Reel"),
        .target(name: "ReelTesting", dependencies: ["Reel"]),
        .target(name: "ReelShell", dependencies: ["Reel"]),
        .executableTarget(
            name: "reel-bench",
            dependencies: ["Reel", "ReelTesting", "ReelShell", "Counter", "Search", "Login", "ExampleSupport", "ExampleExplore"]),
        .target(name: "Counter", dependencies: ["Reel"], path: "Examples/Counter"),
        .target(name: "ExampleSupport", dependencies: ["Reel"], path: "Examples/Support"),
        .target(name: "Login", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Login"),
        .target(name: "Search", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Search"),
        .target(name: "Catalog", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Catalog"),
        .target(name: "Profile", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Profile"),
        .target(name: "Stopwatch", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Stopwatch"),
        .target(name: "Notes", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Notes"),
        .target(name: "Feed", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Feed"),
        .target(name: "Dice", dependencies: ["Reel", "ExampleSupport"], path: "Examples/Dice"),
        .target(
            name: "ExampleApp",
            dependencies: ["Reel", "ReelShell", "ExampleSupport", "Login", "Search", "Catalog", "Profile", "Stopwatch", "Notes", "Feed", "Dice"],
            // The offline backend's answer files are read from the source tree via #filePath.
            path: "Examples/App", exclude: ["Backend"]),
        .target(
            name: "ExampleExplore",
            dependencies: ["Reel", "ReelShell", "ReelTesting", "ExampleSupport", "ExampleApp", "Notes"],
            path: "Examples/Explore"),
        .executableTarget(
            name: "reel-demo",
            dependencies: ["Reel", "ReelShell", "ReelTesting", "ExampleSupport", "ExampleApp", "ExampleExplore", "Notes"],
            path: "Examples/Demo"),
        .testTarget(
            name: "ReelTests", dependencies: ["Reel", "ReelTesting"],
            // The loopback server script and the search fixture are read from the source tree via #filePath.
            exclude: ["Server"]),
        .testTarget(name: "ReelTestingTests", dependencies: ["Reel", "ReelTesting"]),
        .testTarget(name: "CounterTests", dependencies: ["Counter", "Reel", "ReelTesting"], exclude: ["Logs"]),
        .testTarget(name: "ReelShellTests", dependencies: ["ReelShell", "Reel", "ReelTesting"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "Reel", "ReelTesting", "ReelShell", "ExampleSupport", "Login", "Search", "Catalog", "Profile", "Stopwatch",
                "Notes", "Feed", "Dice", "ExampleApp", "ExampleExplore",
            ],
            // The example server script is run from the source tree, and the tour log read from it, via #filePath.
            exclude: ["Server", "Logs"]),
        // A copy of the search with a trap planted in its render, explored in child processes: the
        // demo tests run it to see a trap found, reported with its seed and shrunk.
        .executableTarget(
            name: "planted-trap", dependencies: ["Reel", "ReelTesting", "ExampleSupport", "ExampleExplore", "Search"],
            path: "Tests/PlantedTrap"),
        .testTarget(
            name: "DemoTests", dependencies: ["reel-demo", "planted-trap", "Reel", "ReelTesting"],
            // The terminal tests drive reel-demo by keys through these pseudo-terminal scripts, run from the source tree.
            exclude: ["pty_screen.py", "vt_screen.py"]),
    ],
    swiftLanguageModes: [.v6]
)
