#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reel

/// Terminal mode's input: waits for key bytes or a resize, and decodes the bytes into keys.
struct TerminalInput {
    /// What the terminal did.
    enum Event: Equatable {
        /// Keys were pressed.
        case keys([Key])
        /// The terminal was resized.
        case resized
        /// The input ended (the terminal went away).
        case end
    }

    /// How long an Esc waits for the rest of a sequence before it counts as Esc alone.
    static let escapeWait: Int32 = 40

    private let descriptor: Int32
    private var decoder = KeyDecoder()
    private var buffer = [UInt8](repeating: 0, count: 4096)

    /// Reads a descriptor (standard input by default).
    init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    /// Blocks until something happens.
    mutating func next() -> Event {
        while true {
            var fds = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), decoder.hasPending ? Self.escapeWait : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if ready == 0 { return .keys(decoder.flush()) }
            if fds[1].fd >= 0 && fds[1].revents & Int16(POLLIN) != 0 {
                TerminalSignals.drainWake()
                return .resized
            }
            let count = SystemIO.read(descriptor, into: &buffer)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .end }
            let keys = decoder.feed(buffer[0..<count])
            if !keys.isEmpty { return .keys(keys) }
        }
    }
}
