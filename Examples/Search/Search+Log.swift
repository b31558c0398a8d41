import ExampleSupport
import Reel

extension Search: LoggableScene {
    /// Every search message, each shape once (a result list empty, with dates, without, mixed).
    public static let messageSamples: [Msg] = {
        let dated = Domain(name: "x", updated: "x")
        let undated = Domain(name: "x", updated: nil)
        let lists = [[], [dated], [undated], [dated, undated]]
        return [.queryChanged("x"), .queryDebounced("x")]
            + lists.map { .searchResponded(query: "x", domains: $0) }
            + LogSamples.httpErrors.map { .searchFailed(query: "x", error: $0) }
            + [.retryTapped, .selectionMoved(by: 1), .backTapped]
    }()
}
