import Foundation
import Reel

/// Sample values of the runtime's types that example messages carry, one per shape, for the
/// scenes' lists of message samples (which make a log's schema fingerprint).
public enum LogSamples {
    /// One error of every case.
    public static let httpErrors: [HTTPError] = [
        .invalidURL("x"), .timedOut, .unreachable("x"), .cancelled, .status(500, body: Data()),
        .bodyTooLarge(limit: 1), .undecodable("x"), .failed("x"),
    ]

    /// One outcome of every case.
    public static let cacheOutcomes: [CacheOutcome] = [.hit(Data(), from: .memory), .miss, .done, .failed("x")]

    /// A picture with art and one without.
    public static let images: [TextImage] = [TextImage(caption: "x", art: ["x"]), TextImage(caption: "x", art: [])]

    /// A session, and no session.
    public static let sessions: [Session?] = [Session(user: User(firstName: "x", lastName: "x"), token: AuthToken("x")), nil]
}
