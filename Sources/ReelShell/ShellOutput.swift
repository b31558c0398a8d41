#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel

/// Where the shell writes: frames and listings to one stream, one-line errors to another.
public protocol ShellOutput: Sendable {
    /// Writes text to the output stream as is.
    func write(_ text: String)
    /// Writes a one-line error.
    func error(_ message: String)
    /// Writes a one-line warning: something the user should know that does not stop anything.
    func warning(_ message: String)
}

extension ShellOutput {
    /// Writes the warning as an error line starting `warning:`.
    public func warning(_ message: String) { error("warning: \(message)") }
}

/// The process's standard output and standard error, unbuffered so frames appear as they settle.
public struct StandardStreams: ShellOutput {
    /// Writes to the standard streams.
    public init() {}

    /// Writes to standard output.
    public func write(_ text: String) { Self.write(text, to: 1) }

    /// Writes `error: message` and a newline to standard error.
    public func error(_ message: String) { Self.write("error: \(message)\n", to: 2) }

    /// Writes `warning: message` and a newline to standard error.
    public func warning(_ message: String) { Self.write("warning: \(message)\n", to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        _ = SystemIO.writeAll(descriptor, Array(text.utf8))
    }
}

/// Collects what the shell writes, for tests.
public final class CapturedOutput: ShellOutput {
    private let state = Locked<(text: String, errors: [String], warnings: [String])>(("", [], []))

    /// Empty.
    public init() {}

    /// Appends to the text.
    public func write(_ text: String) { state.withLock { $0.text += text } }

    /// Appends to the errors.
    public func error(_ message: String) { state.withLock { $0.errors.append(message) } }

    /// Appends to the warnings.
    public func warning(_ message: String) { state.withLock { $0.warnings.append(message) } }

    /// Everything written so far.
    public var text: String { state.withLock { $0.text } }

    /// Every error so far, in order.
    public var errors: [String] { state.withLock { $0.errors } }

    /// Every warning so far, in order.
    public var warnings: [String] { state.withLock { $0.warnings } }
}
