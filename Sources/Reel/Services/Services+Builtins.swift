import Foundation

extension Services {
    /// Registers the handlers of Reel's own request types, each reading the services it runs with
    /// (not the ones it was registered in), so that setting ``http`` or ``cache`` later takes effect.
    ///
    /// HTTP and the cache were once commands of their own, which the interpreter, the tester and
    /// the explorer each knew by name. As requests they take the one path every request takes:
    /// a handler looked up by type, here or one an app registers over it; a tester holds them, and
    /// an explorer answers them, as it does any request.
    mutating func registerBuiltins() {
        register(builtin: HTTPRequest.self) { request, services, responder in
            .success(services.http.perform(request) { responder.respond($0) })
        }
        register(builtin: CacheCommand.self) { command, services, responder in
            .success(services.cache.run(command) { responder.respond($0) })
        }
        register(builtin: CurrentTime.self) { _, services, responder in
            responder.respond(services.timers.currentDate)
            return .success(NotCancellable())
        }
        register(builtin: RandomInteger.self) { request, services, responder in
            responder.respond(services.random.next(in: request.lowerBound...max(request.lowerBound, request.upperBound)))
            return .success(NotCancellable())
        }
        register(builtin: RandomUUID.self) { _, services, responder in
            responder.respond(services.random.uuid())
            return .success(NotCancellable())
        }
        // A navigation intent is a parent's to map into a message (`Effect.map(scope:_:navigation:)`);
        // one that reaches the top was mapped by no one, which is a mistake to show, not work to wait for.
        register(builtin: Navigation.self) { navigation, _, _ in .failure(.unmappedNavigation(navigation)) }
    }
}
