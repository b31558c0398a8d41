// swift-tools-version: 6.0
// A package of an app team's own, whose modules have the everyday names an app's modules have
// (`Search`, `Counter`, `ExamplesTests`…), depending on Reel by path. SwiftPM wants target names
// unique across a whole package graph, so this builds only while every target of Reel's package is
// named `Reel…`; CI builds and tests it (`swift test --package-path Tests/CommonNames`).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name: this repository's clone may be called anything.
let reel = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let scenes = ["Login", "Search", "Profile", "Notes", "Counter", "Stopwatch", "Catalog", "Feed", "Dice"]
let runtime: [Target.Dependency] = [.product(name: "Reel", package: reel), .product(name: "ReelLog", package: reel)]
let testing: [Target.Dependency] = runtime + [.product(name: "ReelTesting", package: reel)]

let package = Package(
    name: "commonnames",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: scenes.map { .target(name: $0, dependencies: runtime) } + [
        .target(name: "Demo", dependencies: ["Counter", .product(name: "ReelShell", package: reel)]),
        .testTarget(name: "CounterTests", dependencies: ["Counter"] + testing),
        .testTarget(name: "ExamplesTests", dependencies: scenes.map { .init(stringLiteral: $0) } + testing),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "Counter"] + testing + [.product(name: "ReelShell", package: reel)]),
    ],
    swiftLanguageModes: [.v6]
)
