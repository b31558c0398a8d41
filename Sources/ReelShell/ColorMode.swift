/// Whether output shows the frames' styles (bold, reverse, colours) as SGR escape sequences:
/// `--color always|never|auto`.
public enum ColorMode: String, Sendable, CaseIterable {
    /// Styles only when writing to a terminal and `NO_COLOR` is unset or empty (the default).
    case auto
    /// Styles everywhere, piped output included.
    case always
    /// No styles anywhere, not even full screen.
    case never

    /// The variable that, set to anything but empty, turns styles off in `auto` (no-color.org).
    public static let noColorVariable = "NO_COLOR"

    /// Whether to write styles to an output that is (`toTerminal`) or is not a terminal.
    public func showsStyles(toTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: toTerminal && (environment[Self.noColorVariable] ?? "").isEmpty
        }
    }
}
