#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel

/// The terminal switched to full-screen mode: the alternate screen, raw input (no echo, no line
/// buffering, Ctrl-C and Ctrl-Z as plain keys), the cursor hidden and autowrap off; and the way back.
///
/// ``restore()`` puts back the settings saved on entering and leaves the alternate screen; it is
/// idempotent and called on every ordinary way out. A signal that ends the process (SIGTERM,
/// SIGHUP, SIGINT sent from elsewhere, or a crash) is covered by `TerminalSignals`, which does the
/// same with async-signal-safe calls only.
public final class TerminalMode: Sendable {
    /// What is written on entering: alternate screen, cursor hidden, autowrap off.
    static let enterBytes = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"
    /// What is written on leaving: autowrap on, cursor shown, main screen back.
    static let leaveBytes = "\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    private let input: Int32
    private let output: Int32
    private let saved: termios
    private let restored = Locked(false)

    /// Enters full-screen mode on these descriptors; nil if the input is not a terminal.
    public init?(input: Int32 = 0, output: Int32 = 1) {
        var settings = termios()
        guard isatty(input) != 0, isatty(output) != 0, tcgetattr(input, &settings) == 0 else { return nil }
        self.input = input
        self.output = output
        saved = settings
        TerminalSignals.install(saved: settings, input: input, output: output, leave: Self.leaveBytes)
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.setControlCharacter(VMIN, to: 1)
        raw.setControlCharacter(VTIME, to: 0)
        tcsetattr(input, TCSANOW, &raw)
        write(Self.enterBytes)
    }

    /// The terminal's size in cells, from TIOCGWINSZ; nil if it does not say.
    public var size: FrameSize? { Self.size(of: output) }

    /// The size of the terminal on a descriptor.
    public static func size(of descriptor: Int32) -> FrameSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return FrameSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Writes bytes to the terminal, whole (retrying after interruptions).
    public func write(_ bytes: some Collection<UInt8>) {
        _ = SystemIO.writeAll(output, Array(bytes))
    }

    /// Writes text to the terminal.
    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Leaves full-screen mode: the saved settings back, the main screen and the cursor shown.
    public func restore() {
        let first = restored.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        write(Self.leaveBytes)
        var settings = saved
        tcsetattr(input, TCSANOW, &settings)
        TerminalSignals.disarm()
    }
}
