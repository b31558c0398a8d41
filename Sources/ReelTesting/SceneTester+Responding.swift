import Foundation
import Reel

extension SceneTester {
    /// The HTTP requests in flight, oldest first.
    public var pendingRequests: [HTTPRequest] { pending(HTTPRequest.self) }

    /// The cache commands in flight, oldest first.
    public var pendingCacheCommands: [CacheCommand] { pending(CacheCommand.self) }

    /// The requests in flight other than HTTP requests and cache commands (which
    /// ``pendingRequests`` and ``pendingCacheCommands`` list), oldest first.
    public var pendingCustomRequests: [any Request] {
        work.all.compactMap { item in
            guard item.isPending, case .request(let request, _) = item.kind else { return nil }
            return request is HTTPRequest || request is CacheCommand ? nil : request
        }
    }

    /// The requests of type `R` in flight, oldest first.
    private func pending<R: Request>(_ type: R.Type) -> [R] {
        work.all.compactMap { $0.isPending ? $0.request(as: R.self) : nil }
    }

    /// Answers the oldest in-flight HTTP request equal to `request` (or, if none is in flight, the
    /// oldest cancelled one: a late answer, which is then dropped); its message must be received.
    public func respond(
        to request: HTTPRequest, with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        answer(request, with: result, "request \(request)",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers an HTTP request (as `respond(to:with:)` does) with `status` and `json` as the body.
    public func respond(
        to request: HTTPRequest, json: String, status: Int = 200,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        respond(to: request, with: .success(Self.jsonResponse(Data(json.utf8), status: status)),
                fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers an HTTP request (as `respond(to:with:)` does) with `status` and `body` encoded as
    /// JSON: keys sorted, so that the bytes are the same on every run, and otherwise
    /// `JSONEncoder`'s defaults, which `JSONDecoder`'s defaults read (as `Effect.http(_:decoding:)` does).
    public func respond<Body: Encodable>(
        to request: HTTPRequest, encoding body: Body, status: Int = 200,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(body)
            respond(to: request, with: .success(Self.jsonResponse(data, status: status)),
                    fileID: fileID, filePath: filePath, line: line, column: column)
        } catch {
            fail("cannot encode the answer to request \(request) as JSON: \(error)",
                 at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    private static func jsonResponse(_ body: Data, status: Int) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["content-type": "application/json"], body: body)
    }

    /// Answers the oldest in-flight cache command equal to `command` (or a cancelled one, late).
    public func respond(
        to command: CacheCommand, with outcome: CacheOutcome,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        answer(command, with: outcome, "cache command \(command)",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the oldest in-flight app-defined request equal to `request` (or a cancelled one, late).
    public func respond<R: Request>(
        to request: R, with response: R.Response,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        answer(request, with: response, "request \(request)",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Emits an event from the source subscription with this id (as declared, scope included);
    /// its message must then be received. After the subscription stopped, the event is a late one,
    /// which the tester drops as the runtime would (see ``dropped``).
    public func emit<Event: Sendable>(
        _ event: Event, to id: EffectID,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let serial = sourceRuns[id], let run = work.all.first(where: { $0.serial == serial }),
              case .source(_, let emit) = run.kind
        else {
            return fail("no source subscription \(id) has run; running: \(runningSubscriptions.map(\.id))", at: site)
        }
        emit(event)
        applyWaiting()
    }

    /// Forgets every command still in flight, for a test that ends mid-flight on purpose.
    public func discardInFlight() {
        interpreter.cancelAll()
        work.removeAll()
        _ = reconcile()
    }

    /// Answers the oldest pending request equal to `request` (or the oldest cancelled one, late):
    /// HTTP, cache and app-defined requests alike.
    private func answer<R: Request>(_ request: R, with response: R.Response, _ what: String, at site: SourceSite) {
        let held = work.all
        let candidate = held.first { $0.isPending && $0.request(as: R.self) == request }
            ?? held.first { $0.cancelled && !$0.answered && $0.request(as: R.self) == request }
        guard let candidate, let item = work.answer(candidate.serial), let deliver = item.delivery(of: response) else {
            return fail("\(what) is not in flight; in flight:\n\(inFlightSummary)", at: site)
        }
        deliver()
        applyWaiting()
    }
}
