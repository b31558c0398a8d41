import Reel

extension Shell {
    /// How the shell runs.
    public struct Options: Sendable {
        /// The frame size.
        public var frameSize = FrameSize.standard
        /// Piped mode prints every step's frame, not only the settled one.
        public var allFrames = false
        /// A person types the lines (stdin is a terminal): real time and randomness, and a failed
        /// command does not end the session. Frames are printed as piped.
        public var interactive = false
        /// How long a line may take to settle before the shell says so and goes on.
        public var settleTimeout: Duration = .seconds(10)
        /// Record the whole session, from its first step, as a message log at this path.
        public var recordPath: String?
        /// Recordings store each frame's lines beside its hash, so a divergence shows the recorded
        /// frame (a session typed by hand is short, and recorded to be verified later).
        public var recordsFrames = true
        /// Full-screen terminal mode (stdin and stdout are terminals): keys drive the app, the frame
        /// follows the terminal's size. Implies `interactive`; run it with `runTerminal()`.
        public var terminal: TerminalMode?
        /// Whether frames show their styles: piped frames as SGR sequences only with `.always`,
        /// terminal mode unless `.never` (or `.auto` with `NO_COLOR` set).
        public var color = ColorMode.auto
        /// The environment `color` reads `NO_COLOR` from.
        public var environment: [String: String] = [:]

        /// The defaults: 80×24, piped, settled frames only, 10 s to settle.
        public init() {}

        /// Whether terminal mode draws styles, by `color` and `NO_COLOR` in `environment`.
        var showsStyles: Bool { color.showsStyles(toTerminal: true, environment: environment) }
    }
}
