// swift-tools-version: 6.0
// The availability check's probe (`Scripts/check-availability.py --self-test`): a module that uses
// toolchain API above these minimums, bare on the lines marked `// reported` and properly gated on the
// others, so that CI sees the check report exactly the bare ones: a check that cannot fail proves nothing.
import PackageDescription

let package = Package(
    name: "AvailabilityProbe",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    targets: [.target(name: "Probe")],
    swiftLanguageModes: [.v6]
)
