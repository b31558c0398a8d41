// The examples' views for Apple platforms: SwiftUI (`SearchView`) and UIKit
// (`StopwatchLabelController`), each over a `Store` of a scene the terminal demo also runs.
// They compile only where SwiftUI and UIKit exist, so on Linux this module is empty; the tests in
// `Tests/ExamplesTests/HostedExamplesTests.swift` read the same stores the way these views do.
