#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel

/// The signal handlers of full-screen mode: a resize wakes the input loop; a signal that ends the
/// process first restores the terminal.
///
/// A handler may only make async-signal-safe calls, so everything it needs is prepared when the
/// mode is entered: the saved settings and the bytes that leave the alternate screen live in
/// memory allocated once, and the handler does `tcsetattr`, `write`, puts the signal's previous
/// action back and raises the signal again, so the process still ends as it would have, with its crash report.
///
/// In the engine room whole: a signal handler is a C function that captures nothing, so what it
/// reads must be a global (`nonisolated(unsafe)`: written before the handlers are installed, read
/// only by them after), and what it touches must be memory allocated up front (raw pointers),
/// since a handler may not allocate, retain or take a lock. Nothing here is on a hot path: the
/// constructs are what a signal handler's state needs, not a measured saving.
enum TerminalSignals {
    /// The signals that end the process: crashes, and requests to stop.
    static let fatal: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// Installs the handlers; the resize pipe's read end is `wakeDescriptor`.
    static func install(saved: termios, input: Int32, output: Int32, leave: String) {
        state.saved.pointee = saved
        state.input = input
        state.output = output
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        state.leave = UnsafeBufferPointer(start: buffer, count: bytes.count)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
            state.wakeRead = fds[0]
            state.wakeWrite = fds[1]
        }
        state.armed = 1
        for signal in fatal { setHandler(restoreAndGoOn, for: signal, saving: true) }
        setHandler(wake, for: SIGWINCH, saving: false)
    }

    /// Stops restoring on signals (the terminal has been restored already).
    static func disarm() { state.armed = 0 }

    /// The descriptor that becomes readable when the terminal was resized (-1 if there is none).
    static var wakeDescriptor: Int32 { state.wakeRead }

    /// Empties the resize pipe.
    static func drainWake() {
        var scratch = [UInt8](repeating: 0, count: 64)
        _ = SystemIO.read(state.wakeRead, into: &scratch)
    }

    private static func setHandler(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, saving: Bool) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, saving ? state.previous.advanced(by: Int(signal)) : nil)
    }
}

/// What the handlers read, prepared before any is installed (signal numbers index `previous`).
private struct SignalState {
    var saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    var leave = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var input: Int32 = 0
    var output: Int32 = 1
    var wakeRead: Int32 = -1
    var wakeWrite: Int32 = -1
    var armed: sig_atomic_t = 0
}

nonisolated(unsafe) private var state = SignalState()

/// Restores the terminal, puts the previous action back, and lets the signal take its course.
private func restoreAndGoOn(_ signal: Int32) {
    if state.armed != 0 {
        state.armed = 0
        _ = write(state.output, state.leave.baseAddress, state.leave.count)
        tcsetattr(state.input, TCSANOW, state.saved)
    }
    sigaction(signal, state.previous.advanced(by: Int(signal)), nil)
    // Blocked until this handler returns, then delivered to the previous action (a fault sent by
    // `kill` would not come back by itself, as a real one does when its instruction runs again).
    raise(signal)
}

/// Wakes the input loop: one byte into the pipe (dropped if the pipe is full; one is enough).
private func wake(_ signal: Int32) {
    var byte: UInt8 = 0
    _ = write(state.wakeWrite, &byte, 1)
}
