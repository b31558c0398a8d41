import Foundation
import Reel
import ReelExampleSupport

/// The offline backend's feed: the lines of `Backend/GET/feed.txt`, one a second on the services'
/// clock (so a piped script sees them at exact virtual times), then the end of the stream.
enum OfflineFeed {
    /// Registers the offline runner for ``HTTPLines`` sources.
    static func register(in services: inout Services, lines: [String], every interval: Duration = .seconds(1)) {
        let timers = services.timers
        services.register(source: HTTPLines.self) { _, emit in
            let next = LockedValue(0)
            let ticker = LockedValue<(any Cancellable)?>(nil)
            let handle = timers.scheduleRepeating(every: interval) {
                let index = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                if index < lines.count { emit(.line(lines[index])) }
                if index == lines.count - 1 {
                    emit(.ended)
                    ticker.withLock { $0 }?.cancel()
                }
            }
            ticker.withLock { $0 = handle }
            return handle
        }
    }
}
