// swift-tools-version: 6.0
// A package of your own that uses Reel, as the README's "Use Reel in your package" builds it: a
// stopwatch scene, its tests, a snapshot and a recorded log. CI builds and tests it, so what the
// README and the getting-started article show keeps compiling against Reel's public API.
import Foundation
import PackageDescription

// A path dependency's package identity is the name of its folder, so products name it by that.
// Yours is fixed (`../Reel` gives "Reel"); this one is whatever the repository's clone is called.
let reel = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "UsingReel",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "StopwatchApp", dependencies: [
            .product(name: "Reel", package: reel), .product(name: "ReelLog", package: reel), .product(name: "ReelShell", package: reel),
        ]),
        .testTarget(name: "StopwatchAppTests", dependencies: [
            "StopwatchApp", .product(name: "Reel", package: reel), .product(name: "ReelLog", package: reel),
            .product(name: "ReelTesting", package: reel),
            .product(name: "ReelShell", package: reel),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
