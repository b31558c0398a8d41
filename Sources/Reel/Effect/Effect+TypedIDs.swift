import Foundation

/// The effects that take an id, taking an app's own ids (``EffectIdentifier``) too.
extension Effect {
    /// ``after(_:send:id:)`` with an app's own id.
    @inlinable public static func after(_ delay: Duration, send msg: Msg, id: some EffectIdentifier) -> Effect {
        after(delay, send: msg, id: id.effectID as EffectID?)
    }

    /// ``cancel(_:)`` with an app's own id: cancels what the same id started.
    @inlinable public static func cancel(_ id: some EffectIdentifier) -> Effect { cancel(id.effectID) }

    /// ``http(_:id:then:)`` with an app's own id.
    @inlinable
    public static func http(
        _ request: HTTPRequest, id: some EffectIdentifier,
        then deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg
    ) -> Effect {
        http(request, id: id.effectID as EffectID?, then: deliver)
    }

    /// ``http(_:decoding:id:then:)`` with an app's own id.
    public static func http<Body: Decodable & SendableMetatype>(
        _ request: HTTPRequest, decoding type: Body.Type, id: some EffectIdentifier,
        then deliver: @escaping @Sendable (Result<Body, HTTPError>) -> Msg
    ) -> Effect {
        http(request, decoding: type, id: id.effectID as EffectID?, then: deliver)
    }

    /// ``cache(_:id:then:)`` with an app's own id.
    @inlinable
    public static func cache(
        _ command: CacheCommand, id: some EffectIdentifier, then deliver: @escaping @Sendable (CacheOutcome) -> Msg
    ) -> Effect {
        cache(command, id: id.effectID as EffectID?, then: deliver)
    }

    /// ``request(_:id:then:)`` with an app's own id.
    @inlinable
    public static func request<R: Request>(
        _ request: R, id: some EffectIdentifier, then deliver: @escaping @Sendable (R.Response) -> Msg
    ) -> Effect {
        self.request(request, id: id.effectID as EffectID?, then: deliver)
    }

    /// ``now(id:then:)`` with an app's own id.
    public static func now(id: some EffectIdentifier, then deliver: @escaping @Sendable (Date) -> Msg) -> Effect {
        now(id: id.effectID as EffectID?, then: deliver)
    }

    /// ``uuid(id:then:)`` with an app's own id.
    public static func uuid(id: some EffectIdentifier, then deliver: @escaping @Sendable (UUID) -> Msg) -> Effect {
        uuid(id: id.effectID as EffectID?, then: deliver)
    }

    /// ``random(in:id:then:)`` with an app's own id.
    public static func random(
        in range: ClosedRange<Int>, id: some EffectIdentifier, then deliver: @escaping @Sendable (Int) -> Msg
    ) -> Effect {
        random(in: range, id: id.effectID as EffectID?, then: deliver)
    }
}
