import Reel

extension Effect {
    /// An HTTP request to compare with, for tests: no `then`; running it is a fault (as for any request).
    public static func http(_ request: HTTPRequest, id: EffectID? = nil) -> Effect { self.request(request, id: id) }

    /// A cache command to compare with, for tests: no `then`; running it is a fault (as for any request).
    public static func cache(_ command: CacheCommand, id: EffectID? = nil) -> Effect { self.request(command, id: id) }

    /// An app-defined request to compare with, for tests: no `then`; running it is a fault.
    public static func request<R: Request>(_ request: R, id: EffectID? = nil) -> Effect {
        Effect([.request(RequestCommand(expecting: request), id: id)])
    }

    /// The current-time request to compare with, for tests.
    public static func now(id: EffectID? = nil) -> Effect { request(CurrentTime(), id: id) }

    /// The random-UUID request to compare with, for tests.
    public static func uuid(id: EffectID? = nil) -> Effect { request(RandomUUID(), id: id) }
}
