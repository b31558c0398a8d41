extension Command {
    /// An HTTP request whose result `deliver` turns into a message: a ``request(_:id:)`` of an ``HTTPRequest``.
    @inlinable
    public static func http(
        _ request: HTTPRequest, id: EffectID?, deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg
    ) -> Command {
        .request(RequestCommand(http: request, then: deliver), id: id)
    }

    /// A cache command whose outcome `deliver` turns into a message: a ``request(_:id:)`` of a ``CacheCommand``.
    @inlinable
    public static func cache(
        _ command: CacheCommand, id: EffectID?, deliver: @escaping @Sendable (CacheOutcome) -> Msg
    ) -> Command {
        .request(RequestCommand(cache: command, then: deliver), id: id)
    }

    /// A navigation intent for a parent to map into a message (``Effect/map(scope:_:navigation:)``):
    /// a ``request(_:id:)`` of a ``Navigation``, which is a fault if it reaches the top unmapped.
    public static func navigate(_ navigation: Navigation) -> Command {
        .request(RequestCommand(intent: navigation), id: nil)
    }
}
