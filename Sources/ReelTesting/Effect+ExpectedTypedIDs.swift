import Foundation
import Reel

/// The effects a test compares with, named by an app's own ids (``Reel/EffectIdentifier``) too.
extension Effect {
    /// ``http(_:id:)`` with an app's own id.
    public static func http(_ request: HTTPRequest, id: some EffectIdentifier) -> Effect { http(request, id: id.effectID as EffectID?) }

    /// ``cache(_:id:)`` with an app's own id.
    public static func cache(_ command: CacheCommand, id: some EffectIdentifier) -> Effect { cache(command, id: id.effectID as EffectID?) }

    /// ``request(_:id:)`` with an app's own id.
    public static func request<R: Request>(_ request: R, id: some EffectIdentifier) -> Effect {
        self.request(request, id: id.effectID as EffectID?)
    }

    /// ``now(id:)`` with an app's own id.
    public static func now(id: some EffectIdentifier) -> Effect { now(id: id.effectID as EffectID?) }

    /// ``uuid(id:)`` with an app's own id.
    public static func uuid(id: some EffectIdentifier) -> Effect { uuid(id: id.effectID as EffectID?) }
}

extension SceneTester {
    /// ``emit(_:to:fileID:filePath:line:column:)`` to a source declared with an app's own id.
    public func emit<Event: Sendable>(
        _ event: Event, to id: some EffectIdentifier,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        emit(event, to: id.effectID, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
