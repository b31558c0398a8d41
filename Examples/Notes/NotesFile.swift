import Foundation
import Reel
import ReelExampleSupport

/// The notes example's own request type: load or save the list of notes in a JSON file.
///
/// Reel knows nothing about it: the example declares it, and the app registers a handler for it
/// (``register(in:queue:write:)`` for a real file, ``registerInMemory(in:)`` for the offline
/// demo). Saving writes a whole new file and renames it over the old one, so a crash or a full
/// disk leaves the old file as it was.
public struct NotesFile: Request, Hashable {
    /// What to do with the file.
    public enum Action: Hashable, Sendable, Codable {
        /// Read the notes.
        case load
        /// Replace the notes with these.
        case save([Note])
    }

    /// The answer: the notes now in the file, or why the file could not be read or written.
    public typealias Response = Result<[Note], NotesFileError>

    /// The file's path.
    public var path: String
    /// What to do.
    public var action: Action

    /// Creates a request.
    public init(path: String, action: Action) {
        self.path = path
        self.action = action
    }

    /// `"notes-file"`.
    public static var tag: String { "notes-file" }
}

/// Why the notes file could not be read or written, in one line.
public struct NotesFileError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The reason.
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}

/// One note.
public struct Note: Hashable, Sendable, Codable {
    /// A random id, from the UUID request.
    public var id: UUID
    /// What the note says.
    public var text: String

    /// Creates a note.
    public init(id: UUID, text: String) {
        self.id = id
        self.text = text
    }
}

extension NotesFile {
    /// Registers the real-file handler: work on `queue`, writes through `write` (atomic by
    /// default; a test injects a failing one to play a full disk).
    public static func register(
        in services: inout Services, queue: DispatchQueue = DispatchQueue(label: "notes.file"),
        write: @escaping @Sendable (Data, URL) throws -> Void = { data, url in try data.write(to: url, options: .atomic) }
    ) {
        services.register(NotesFile.self) { request, respond in
            queue.async { respond(perform(request, write: write)) }
            return NotCancellable()
        }
    }

    /// Registers a handler that keeps the notes in memory, for the offline demo (runs stay identical).
    public static func registerInMemory(in services: inout Services) {
        let files = LockedValue<[String: [Note]]>([:])
        services.register(NotesFile.self) { request, respond in
            respond(files.withLock { files in
                if case .save(let notes) = request.action { files[request.path] = notes }
                return .success(files[request.path] ?? [])
            })
            return NotCancellable()
        }
    }

    /// Loads or saves, there and then (the handlers run it on their queue); never throws: every
    /// failure is an answer naming the file.
    public static func perform(_ request: NotesFile, write: (Data, URL) throws -> Void) -> Response {
        let url = URL(fileURLWithPath: request.path)
        let name = url.lastPathComponent
        switch request.action {
        case .load:
            guard FileManager.default.fileExists(atPath: request.path) else { return .success([]) }
            guard let data = FileManager.default.contents(atPath: request.path) else {
                return .failure(NotesFileError("cannot read \(name)"))
            }
            do {
                return .success(try JSONDecoder().decode([Note].self, from: data))
            } catch {
                return .failure(NotesFileError("\(name) is not a notes file; it is left as it was"))
            }
        case .save(let notes):
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try write(try encoder.encode(notes), url)
                return .success(notes)
            } catch {
                return .failure(NotesFileError("cannot save \(name): \(Self.reason(error))"))
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
