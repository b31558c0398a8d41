// The code of the Reel article Sources/Reel/Reel.docc/EffectsAndSubscriptions.md (and of the test in the
// ReelTesting article TestingScenes.md), compiled and run here so that the guides cannot rot.
import Dispatch
import Foundation
import Reel

/// Reads a text file: a request type of the app's own.
struct ReadText: Request, Hashable {
    typealias Response = Result<String, ReadTextError>
    var path: String
    static var tag: String { "read-text" }
}

/// Why a file could not be read, in one line.
struct ReadTextError: Error, Hashable, Sendable {
    var reason: String
}

/// Lines appended to a file while it is watched: a subscription source of the app's own.
struct AppendedLines: SubscriptionSource, Hashable {
    typealias Event = String
    var path: String
    static var tag: String { "appended-lines" }
}

/// Shows a file and, while following, the lines appended to it.
enum FileViewer: Scene {
    struct Model: Equatable, Sendable {
        var path: String
        var text = ""
        var error: String?
        var following = false
        var appended: [String] = []
    }

    enum Msg: Equatable, Sendable, Codable {
        case reloadTapped
        case textLoaded(String)
        case loadFailed(String)
        case followTapped
        case lineAppended(String)
    }

    static func start(_ path: String) -> (Model, Effect<Msg>) { (Model(path: path), load(path)) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .reloadTapped: return load(model.path)
        case .textLoaded(let text): model.text = text; model.error = nil
        case .loadFailed(let reason): model.error = reason
        case .followTapped: model.following.toggle()
        case .lineAppended(let line): model.appended.append(line)
        }
        return .none
    }

    /// One load at a time: a reload replaces the one in flight (latest wins, by id).
    static func load(_ path: String) -> Effect<Msg> {
        .request(ReadText(path: path), id: "load") { result in
            switch result {
            case .success(let text): .textLoaded(text)
            case .failure(let error): .loadFailed(error.reason)
            }
        }
    }

    /// While following, the file's new lines; stopping is simply not declaring it any more.
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.following ? .source(AppendedLines(path: model.path), id: "appended") { .lineAppended($0) } : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.error ?? model.text, x: 0, y: 0)
        for (row, line) in model.appended.suffix(frame.size.height - 1).enumerated() {
            frame.draw(line, x: 0, y: row + 1)
        }
    }
}

/// The real handlers, as the guide registers them.
enum FileViewerServices {
    static func live() -> Services {
        var services = Services()
        services.register(ReadText.self) { request, respond in
            DispatchQueue.global().async {
                do { respond(.success(try String(contentsOfFile: request.path, encoding: .utf8))) }
                catch { respond(.failure(ReadTextError(reason: "cannot read \(request.path)"))) }
            }
            return NotCancellable()
        }
        services.register(source: AppendedLines.self) { source, emit in
            FileTail(path: source.path, every: .milliseconds(200), emit: emit)
        }
        return services
    }
}

/// Polls a file for appended lines until cancelled.
/// A dispatch source is safe to cancel from any thread; the counter it shares is behind a mutex.
final class FileTail: Cancellable, @unchecked Sendable {
    private let timer: any DispatchSourceTimer
    private let queue = DispatchQueue(label: "file-tail")

    init(path: String, every interval: DispatchTimeInterval, emit: @escaping @Sendable (String) -> Void) {
        timer = DispatchSource.makeTimerSource(queue: queue)
        let seen = Locked(0)
        timer.setEventHandler {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let new = seen.withLock { count in
                defer { count = lines.count }
                return lines.dropFirst(count)
            }
            for line in new { emit(String(line)) }
        }
        timer.schedule(deadline: .now(), repeating: interval)
        timer.resume()
    }

    func cancel() { timer.cancel() }
}
