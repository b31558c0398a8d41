import Foundation
import Reel
import ReelLog
import ReelTesting

/// An HTTP transport that answers every request at once with a fixed body, and keeps the requests.
final class ImmediateTransport: HTTPTransport {
    private let body: String
    private let seen = Locked<[HTTPRequest]>([])

    init(body: String) { self.body = body }

    /// The requests performed so far.
    var requests: [HTTPRequest] { seen.withLock { $0 } }

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        seen.withLock { $0.append(request) }
        completion(.success(HTTPResponse(body: Data(body.utf8))))
        return NotCancellable()
    }
}

/// A file in the temporary directory, removed when the test is done with it.
struct TemporaryFile: ~Copyable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-log-\(UUID().uuidString).jsonl")

    var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    var data: Data { (try? Data(contentsOf: url)) ?? Data() }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The token LogTally sessions run with; it must never appear in a log.
let sessionToken = "tk_live_8f3a9c2e51d04b7f"

/// When the LogTally sessions are recorded, as the header states.
let recordingTime = Date(timeIntervalSince1970: 1_750_000_000)

/// Records a LogTally session driven through a real program: two increments, the debounce timer
/// firing, a quota fetched over HTTP, a decrement and its timer: 7 steps in all.
func recordTallySession(to url: URL, storesFrames: Bool = false) throws -> ImmediateTransport {
    let clock = VirtualClock()
    let transport = ImmediateTransport(body: "42 left")
    let program = Program<LogTally>(input: sessionToken, services: Services(timers: clock, http: transport))
    let recorder = try LogRecorder(program: program, to: url, recordedAt: recordingTime, storesFrames: storesFrames)
    program.send(.incrementTapped)
    program.send(.incrementTapped)
    program.expectDrained()
    clock.advance(by: .milliseconds(300))
    program.send(.quotaRequested)
    program.expectSettled()
    program.send(.decrementTapped)
    program.expectDrained()
    clock.advance(by: .milliseconds(300))
    program.expectSettled()
    recorder.close()
    if let failure = recorder.failure { throw failure }
    return transport
}

/// The steps' messages of a LogTally log, in order.
func loggedMessages(at url: URL) throws -> [LogTally.Msg] {
    let reader = try LogReader<LogTally>(contentsOf: url)
    var messages: [LogTally.Msg] = []
    while let step = try reader.next() { messages.append(step.msg) }
    return messages
}
