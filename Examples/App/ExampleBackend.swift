import Foundation
import ReelExampleNotes
import Reel

/// The example app's offline backend: every endpoint the app uses, answered from the files under
/// `Examples/App/Backend/`, with a little latency.
///
/// | request                     | answer                                                  |
/// |-----------------------------|---------------------------------------------------------|
/// | `POST /login`               | `POST/login.json`: a token                              |
/// | `GET /search?query=Q`       | computed: the domains of the real DomainsDB response    |
/// |                             | (`domainsdb-search-med.json`) whose name contains Q     |
/// | `GET /items?type=fruit`     | `GET/items?type=fruit.json`                              |
/// | `GET /items/ID`             | `GET/items/ID.json`                                     |
/// | `GET /images/ID`            | `GET/images/ID.json`: text art                          |
/// | `GET /me`                   | `GET/me.json`: the signed-in user                       |
/// | `GET /avatars/ada`          | `GET/avatars/ada.json`: text art                        |
///
/// The files are found from this source file's path (no bundle resources), so the backend works
/// wherever the package is checked out. A real server answering the same paths works the same
/// way: give the app its base URL instead of `fixture://api`.
public enum ExampleBackend {
    /// The folder of answer files.
    public static let directory: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
              folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Examples/App/Backend")
    }()

    /// The recorded DomainsDB answer for "med" (50 domains) that offline searches filter.
    public static let domainsFile = directory.appendingPathComponent("domainsdb-search-med.json")

    /// How long an offline answer takes by default: enough to see the loading states.
    public static let defaultLatency: Duration = .milliseconds(150)

    /// The fixture transport over the backend's files, with the search computed by ``search(_:)``.
    public static func transport(latency: Duration = defaultLatency, timers: any TimerService = DispatchTimers()) -> FixtureTransport {
        FixtureTransport(directory: directory, timers: timers, latency: { _ in latency }, fallback: search)
    }

    /// Services for the example app: the clock, the offline backend (its latency measured by the
    /// same clock), a cache with a memory tier and a disk tier in `cacheDirectory`, and notes kept
    /// in memory.
    public static func services(
        latency: Duration = defaultLatency, timers: any TimerService = DispatchTimers(), cacheDirectory: URL
    ) -> Services {
        var services = Services(
            timers: timers, http: transport(latency: latency, timers: timers), cache: Cache(directory: cacheDirectory))
        NotesFile.registerInMemory(in: &services)
        OfflineFeed.register(in: &services, lines: feedLines)
        return services
    }

    /// The offline feed's lines (`GET/feed.txt`).
    static var feedLines: [String] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("GET/feed.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// One recorded domain: its name to match (lowercased), and its JSON object as
    /// `JSONSerialization` writes it with sorted keys.
    struct RecordedDomain: Sendable {
        let name: String?
        let json: Data
    }

    /// The recorded search answer's domains, read and written out once: an exploration searches
    /// thousands of times, and reading, parsing and writing the whole answer for each took most
    /// of its time (callgrind, `explore`: 244,000 instructions a step, 164,000 of them JSON).
    static let recordedDomains: Result<[RecordedDomain], HTTPError> = {
        do {
            let recorded = try Data(contentsOf: domainsFile)
            guard let root = try JSONSerialization.jsonObject(with: recorded) as? [String: Any],
                  let domains = root["domains"] as? [[String: Any]]
            else { return .failure(.failed("the recorded search answer is not a domain list")) }
            return .success(try domains.map { domain in
                RecordedDomain(
                    name: (domain["domain"] as? String)?.lowercased(),
                    json: try JSONSerialization.data(withJSONObject: domain, options: [.sortedKeys]))
            })
        } catch {
            return .failure(.failed("the recorded search answer cannot be read: \(error.localizedDescription)"))
        }
    }()

    /// Answers `GET …/search?query=Q`: the recorded domains whose name contains Q (ignoring case),
    /// in the recorded order, every field kept; nil for any other request (a 404 follows).
    public static func search(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError>? {
        guard request.method == "GET", let components = URLComponents(string: request.url),
              components.path.split(separator: "/").last == "search",
              let query = components.queryItems?.first(where: { $0.name == "query" })?.value
        else { return nil }
        switch recordedDomains {
        case .failure(let failure):
            return .failure(failure)
        case .success(let domains):
            let needle = query.lowercased()
            let found = domains.filter { $0.name?.contains(needle) == true }
            // The bytes `JSONSerialization` writes for {"total", "time", "domains"} with sorted keys.
            var body = Data(#"{"domains":["#.utf8)
            for (index, domain) in found.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(domain.json)
            }
            body.append(contentsOf: #"],"time":0,"total":\#(found.count)}"#.utf8)
            return .success(HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body))
        }
    }
}
