import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs ``HTTPLines`` sources with `URLSession`: each subscription is one data task whose body is
/// split into lines as it arrives; stopping the subscription cancels the task.
///
/// Register it with `URLSessionLineStream.register(in: &services)`.
/// Events are emitted on the session's delegate queue, in order.
public final class URLSessionLineStream: Sendable {
    private let session: URLSession
    private let delegate = LineStreamDelegate()

    /// Creates a streamer over its own ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 3_600  // silence allowed between lines
        let queue = OperationQueue()
        queue.name = "reel.http.lines"
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit { session.invalidateAndCancel() }

    /// Registers a stream for ``HTTPLines`` sources in `services`.
    public static func register(in services: inout Services) {
        let stream = URLSessionLineStream()
        services.register(source: HTTPLines.self) { source, emit in stream.run(source, emit: emit) }
    }

    /// Opens the stream and emits its lines until cancelled.
    public func run(_ source: HTTPLines, emit: @escaping @Sendable (HTTPLines.Event) -> Void) -> any Cancellable {
        guard var request = URLSessionTransport.urlRequest(for: source.request) else {
            emit(.failed(.invalidURL(source.request.url)))
            return NotCancellable()
        }
        request.timeoutInterval = 3_600
        let task = session.dataTask(with: request)
        delegate.register(task, emit)
        task.resume()
        return Stop(task: task, delegate: delegate)
    }

    private struct Stop: Cancellable {
        let task: URLSessionDataTask
        let delegate: LineStreamDelegate
        func cancel() {
            delegate.forget(task)  // nothing more is emitted, not even the cancellation
            task.cancel()
        }
    }
}

/// Routes each task's bytes to its line splitter and emitter.
private final class LineStreamDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Stream {
        var splitter = LineSplitter()
        let emit: @Sendable (HTTPLines.Event) -> Void
    }

    private let streams = Locked<[Int: Stream]>([:])

    func register(_ task: URLSessionTask, _ emit: @escaping @Sendable (HTTPLines.Event) -> Void) {
        streams.withLock { $0[task.taskIdentifier] = Stream(emit: emit) }
    }

    func forget(_ task: URLSessionTask) { streams.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard (200..<300).contains(status) else {
            end(dataTask, with: .failed(.status(status, body: Data())))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (lines, emit) = streams.withLock { streams -> ([String], (@Sendable (HTTPLines.Event) -> Void)?) in
            guard var stream = streams[dataTask.taskIdentifier] else { return ([], nil) }
            let lines = stream.splitter.lines(adding: data)
            streams[dataTask.taskIdentifier] = stream
            return (lines, stream.emit)
        }
        for line in lines { emit?(.line(line)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let rest = streams.withLock { $0[task.taskIdentifier]?.splitter.rest() }
        if let rest, let emit = streams.withLock({ $0[task.taskIdentifier]?.emit }) { emit(.line(rest)) }
        guard let error else { return end(task, with: .ended) }
        end(task, with: .failed(.unreachable(error.localizedDescription)))
    }

    private func end(_ task: URLSessionTask, with event: HTTPLines.Event) {
        streams.withLock { $0.removeValue(forKey: task.taskIdentifier) }?.emit(event)
    }
}
