@testable import ReelTesting
import Testing

/// How a child's standard error is read when it dies of a signal.
@Suite struct ChildProcessTrapTests {
    private typealias Child = ChildProcess<Clicker.Msg>

    @Test func givenFatalErrorWithAFullPath_whenRead_thenFileWithoutFolderAndSignalNamed() {
        let errors = "starting\n/home/ci/Sources/Search/Search+Render.swift:12: Fatal error: boom\nmore\n"

        #expect(Child.trap(in: errors, signal: 4) == "Search+Render.swift:12: Fatal error: boom (signal 4, SIGILL)")
    }

    @Test func givenPreconditionAndAssertionFailures_whenRead_thenTheFirstIsReported() {
        let errors = "/a/B.swift:3: Precondition failed: n > 0\n/a/C.swift:9: Assertion failed: later\n"

        #expect(Child.trap(in: errors, signal: 5) == "B.swift:3: Precondition failed: n > 0 (signal 5, SIGTRAP)")
        #expect(Child.trap(in: "C.swift:9: Assertion failed\n", signal: 6) == "C.swift:9: Assertion failed (signal 6, SIGABRT)")
    }

    @Test func givenTrapWithNoPlace_whenRead_thenJustTheMessage() {
        #expect(Child.trap(in: "Fatal error: Index out of range", signal: 4) == "Fatal error: Index out of range (signal 4, SIGILL)")
    }

    @Test func givenNothingRecognisable_whenRead_thenTheSignalAlone_namedWhenKnown() {
        #expect(Child.trap(in: "", signal: 11) == "the process died (signal 11, SIGSEGV)")
        #expect(Child.trap(in: "Segmentation fault\n", signal: 7) == "the process died (signal 7, SIGBUS)")
        #expect(Child.trap(in: "", signal: 10) == "the process died (signal 10)", "an unnamed signal by number only")
    }
}
