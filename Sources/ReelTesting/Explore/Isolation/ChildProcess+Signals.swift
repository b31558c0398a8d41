extension ChildProcess {
    /// The signals a crash raises (a Swift trap is SIGILL on x86, SIGTRAP on ARM; a failed
    /// `assert` in C code SIGABRT): a child ended by another (SIGKILL, SIGTERM, SIGHUP) was
    /// ended from outside, which says nothing of the run it was in.
    static var crashSignals: Set<Int32> { [4, 5, 6, 7, 8, 11] }

    /// The signal's number and, when named here, its name: `signal 9, SIGKILL`.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL",
            11: "SIGSEGV", 15: "SIGTERM",
        ]
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }

    /// The trap as the runtime printed it, its file named without its folder (the same text on
    /// every machine), and the signal: `Search+Render.swift:12: Fatal error: boom (signal 4, SIGILL)`.
    static func trap(in errors: String, signal: Int32) -> String {
        let signalText = signalName(signal)
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for line in errors.split(separator: "\n") {
            guard let kind = kinds.lazy.compactMap({ line.range(of: $0) }).first else { continue }
            let place = line[..<kind.lowerBound].split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            return "\(place)\(line[kind.lowerBound...]) (\(signalText))"
        }
        return "the process died (\(signalText))"
    }
}
