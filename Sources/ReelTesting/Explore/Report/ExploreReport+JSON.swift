import Foundation
import Reel
import ReelLog

extension ExploreReport {
    /// The report as JSON, for a shard's report to be merged with the others' (``merging(_:)``)
    /// on another machine: what was explored (scene, message schema, seed, runs, steps, shard),
    /// what each run counted up to the first failure, and the failure as found and as shrunk.
    /// Keys are sorted: the same report gives the same bytes.
    public func encodedJSON() throws -> Data {
        let encoder = ExploreJSON.encoder()  // a message's infinite reading is written, not refused
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ExploreReportFile(self))
    }

    /// A report read from ``encodedJSON()``'s JSON, which must be about this scene, with today's
    /// message schema, and one an exploration could have written: counts in range, a failure
    /// both as found and as shrunk or neither (``ExploreReportError/unreadable(_:)`` otherwise).
    public init(json data: Data) throws(ExploreReportError) {
        // The format and version first, so that another layout is named rather than misread.
        guard let version = try? JSONDecoder().decode(ExploreReportVersion.self, from: data) else {
            throw .unreadable("not an exploration report")
        }
        guard version.format == ExploreReportFile<S.Msg>.format, version.version == ExploreReportFile<S.Msg>.version else {
            throw .otherFormat(version.format, version: version.version)
        }
        let file: ExploreReportFile<S.Msg>
        do {
            file = try ExploreJSON.decoder().decode(ExploreReportFile<S.Msg>.self, from: data)
        } catch {
            throw .unreadable(ExploreJSON.reason(error))
        }
        guard file.scene == S.exploredName else { throw .otherScene(file.scene, expected: S.exploredName) }
        guard file.schema == S.schemaFingerprint else { throw .otherSchema }
        let seed = file.exploration.seed
        guard let progress = ExploreProgress.total(file.explored) else { throw .unreadable("the runs' counts overflow") }
        self.init(
            file.exploration, progress: progress, explored: file.explored,
            original: file.original?.failure(of: S.self, seed: seed), failure: file.failure?.failure(of: S.self, seed: seed),
            problem: file.problem)
        try validated()
    }
}

/// An exploration report as a file holds it.
struct ExploreReportFile<Msg: Codable & Equatable & Sendable>: Codable {
    /// What the file is.
    static var format: String { "reel-explore-report" }
    /// The layout's version: a file of another is refused, never misread. Version 2 added the
    /// explorer's settings and the build to the exploration.
    static var version: Int { 2 }

    var format = Self.format
    var version = Self.version
    /// The scene's type, as `String(reflecting:)` names it.
    let scene: String
    /// The scene's message schema fingerprint: the sessions' messages read the same.
    let schema: String
    let exploration: ExplorePlan
    let explored: [ExploreProgress]
    let original: FoundSession<Msg>?
    let failure: FoundSession<Msg>?
    let problem: String?
}

extension ExploreReportFile {
    init<S: LoggableScene>(_ report: ExploreReport<S>) where S.Msg == Msg {
        scene = S.exploredName
        schema = S.schemaFingerprint
        exploration = report.exploration
        explored = report.explored
        original = report.original.map(FoundSession.init)
        failure = report.failure.map(FoundSession.init)
        problem = report.problem
    }
}

/// The first fields of a report file, read on their own to refuse another format by name.
private struct ExploreReportVersion: Decodable {
    let format: String
    let version: Int
}
