// The examples' views for Apple platforms: SwiftUI (`SearchView`, `LoginView`, `CatalogView`,
// `NotesView`, `StopwatchView`) and UIKit (`StopwatchLabelController`), each over a `Store` of a
// scene the terminal demo also runs. They compile only where SwiftUI and UIKit exist, so on Linux
// this module holds only `CatalogFlow`, the scene `CatalogView` shows; the tests in
// `Tests/ExamplesTests/HostedExamplesTests.swift` and `ViewFlowsTests.swift` read the same stores
// the way these views do, and send what their controls send.
