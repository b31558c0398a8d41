import Foundation
import Reel

/// Records every message it gets, in order: the tool for checking order and delivery.
enum Journal: Scene {
    struct Model: Equatable, Sendable { var entries: [Msg] = [] }
    enum Msg: Equatable, Sendable, Codable {
        case note(String)
        case echo(String)
        case search(String)
        case cancelSearch
        case responded(String, status: Int)
        case failed(String, HTTPError)
    }

    static let searchID: EffectID = "search"

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model.entries.append(msg)
        switch msg {
        case .echo(let text):
            return .send(.note("echo of \(text)"))
        case .search(let query):
            return .http(.get("http://search.test/?q=\(query)"), id: searchID) { result in
                switch result {
                case .success(let response): .responded(query, status: response.status)
                case .failure(let error): .failed(query, error)
                }
            }
        case .cancelSearch:
            return .cancel(searchID)
        case .note, .responded, .failed:
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("\(model.entries.count) entries", x: 0, y: 0)
    }
}

/// A transport the test answers by hand, which keeps answering even after a cancel — the worst case
/// for the "a cancelled result never reaches update" guarantee.
final class HandAnsweredTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [(request: HTTPRequest, completion: @Sendable (Result<HTTPResponse, HTTPError>) -> Void)] = []
    private var cancelledURLs: [String] = []
    private let started = DispatchSemaphore(value: 0)

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        lock.withLock { waiting.append((request, completion)) }
        started.signal()
        return Cancel { [self] in lock.withLock { cancelledURLs.append(request.url) } }
    }

    /// Blocks until `count` more requests have started (bounded, so a broken test fails instead of hanging).
    func waitForRequests(_ count: Int) -> Bool {
        (0..<count).allSatisfy { _ in started.wait(timeout: .now() + 10) == .success }
    }

    /// The URLs whose requests were cancelled.
    var cancelled: [String] { lock.withLock { cancelledURLs } }

    /// Answers the request for `url` with a status, whether or not it was cancelled.
    func answer(_ url: String, status: Int = 200) {
        let completion = lock.withLock { () -> (@Sendable (Result<HTTPResponse, HTTPError>) -> Void)? in
            guard let index = waiting.firstIndex(where: { $0.request.url == url }) else { return nil }
            return waiting.remove(at: index).completion
        }
        completion?(.success(HTTPResponse(status: status)))
    }

    private struct Cancel: Cancellable {
        let action: @Sendable () -> Void
        func cancel() { action() }
    }
}
