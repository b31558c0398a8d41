import ReelExampleSupport
import Foundation
import Reel

/// A list of notes kept in a file: add, delete, move, and every change saved.
///
/// The file is read and written by ``NotesFile``, a request type this example defines and the app
/// registers; note ids come from the built-in UUID request. When the file cannot be read (corrupt,
/// unreadable) the screen says so and saving stays off, so the file is never overwritten with
/// less than it holds; when a save fails (a full disk) the notes stay on screen, unsaved, and
/// `save` tries again. Nothing is lost either way.
public enum Notes: AppScreen {
    /// Where the notes live.
    public struct Input: Sendable {
        /// The notes file's path.
        public var path: String

        /// Creates an input.
        public init(path: String) { self.path = path }
    }

    /// Whether the notes are in step with the file.
    public enum FileState: Hashable, Sendable {
        /// Reading the file.
        case loading
        /// The file holds what is on screen.
        case saved
        /// Writing the file.
        case saving
        /// The last save failed; the notes on screen are not in the file.
        case unsaved(String)
        /// The file could not be read; saving is off so that it stays as it was.
        case unreadable(String)
    }

    /// The screen's state.
    public struct Model: Hashable, Sendable {
        /// The notes file's path.
        public var path: String
        /// The notes, oldest first.
        public var notes: [Note] = []
        /// Whether they are in the file.
        public var file: FileState = .loading

        /// Creates a model.
        public init(path: String, notes: [Note] = [], file: FileState = .loading) {
            self.path = path
            self.notes = notes
            self.file = file
        }
    }

    /// What happens on the notes screen.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user wrote a new note.
        case addTapped(String)
        /// The new note's id arrived.
        case noteCreated(Note)
        /// The user deleted the note at this position (1 for the first).
        case deleteTapped(position: Int)
        /// The user moved the note at one position to another (1 for the first), as a list's drag does.
        case moveTapped(from: Int, to: Int)
        /// The user asked to save again.
        case saveTapped
        /// The user asked to go back.
        case backTapped
        /// The file was read.
        case loaded([Note])
        /// The file could not be read.
        case loadFailed(String)
        /// The file was written.
        case savedToFile
        /// The file could not be written.
        case saveFailed(String)
    }

    static let fileID: EffectID = "notes.file"

    public static let name = "notes"

    public static func title(of model: Model) -> String { "Notes" }

    /// `notes`, kept in the app's notes file.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        route.segments == ["notes"] ? .success(Input(path: context.notesPath)) : nil
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        (Model(path: input.path), .request(NotesFile(path: input.path, action: .load), id: fileID) { result in
            switch result {
            case .success(let notes): .loaded(notes)
            case .failure(let error): .loadFailed(error.reason)
            }
        })
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .addTapped(let text):
            let text = text.trimmingBlanks
            guard !text.isEmpty else { return .none }
            return .uuid { .noteCreated(Note(id: $0, text: text)) }
        case .noteCreated(let note):
            model.notes.append(note)
            return save(&model)
        case .deleteTapped(let position):
            guard model.notes.indices.contains(position - 1) else { return .none }
            model.notes.remove(at: position - 1)
            return save(&model)
        case .moveTapped(let from, let to):
            guard from != to, model.notes.indices.contains(from - 1), model.notes.indices.contains(to - 1) else { return .none }
            model.notes.insert(model.notes.remove(at: from - 1), at: to - 1)
            return save(&model)
        case .saveTapped:
            return save(&model)
        case .backTapped:
            return .navigate(.pop)
        case .loaded(let notes):
            model.notes = notes + model.notes  // notes added while loading are kept, after the file's
            model.file = .saved
            return model.notes.count > notes.count ? save(&model) : .none
        case .loadFailed(let reason):
            model.file = .unreadable(reason)
        case .savedToFile:
            if model.file == .saving { model.file = .saved }
        case .saveFailed(let reason):
            model.file = .unsaved(reason)
        }
        return .none
    }

    /// Writes the notes, unless the file could not be read (it is not overwritten) or is still loading.
    private static func save(_ model: inout Model) -> Effect<Msg> {
        switch model.file {
        case .unreadable, .loading: return .none
        case .saved, .saving, .unsaved: model.file = .saving
        }
        return .request(NotesFile(path: model.path, action: .save(model.notes)), id: fileID) { result in
            switch result {
            case .success: .savedToFile
            case .failure(let error): .saveFailed(error.reason)
            }
        }
    }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        // The last two rows of the body are for what is wrong with the file, wrapped to fit.
        let list = Rect(x: body.x, y: body.y, width: body.width, height: max(0, body.height - 2))
        if model.notes.isEmpty, model.file != .loading {
            frame.draw("No notes yet: add one.", x: body.x, y: body.y)
        } else if !model.notes.isEmpty {
            frame.drawList(model.notes.enumerated().map { "\($0.offset + 1). \($0.element.text)" }, selection: nil, in: list)
        }
        let problem = Rect(x: body.x, y: list.maxY, width: body.width, height: body.maxY - list.maxY)
        switch model.file {
        case .loading: frame.draw("Loading notes…", x: problem.x, y: problem.y, width: problem.width)
        case .saved, .saving: break
        case .unsaved(let reason): frame.drawSceneParagraph("! Not saved: \(reason). save tries again", in: problem)
        case .unreadable(let reason): frame.drawSceneParagraph("! \(reason)", in: problem)
        }
        let status = switch model.file {
        case .loading: "Loading"
        case .saved: "Saved"
        case .saving: "Saving"
        case .unsaved: "Not saved"
        case .unreadable: "Read-only"
        }
        frame.drawSceneStatus(status, hint: hint)
    }
}

extension Notes {
    /// Every notes message.
    public static let messageSamples: [Msg] = {
        let note = Note(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0)), text: "x")
        return [
            .addTapped("x"), .noteCreated(note), .deleteTapped(position: 1), .moveTapped(from: 1, to: 2), .saveTapped, .backTapped, .loaded([note]),
            .loadFailed("x"), .savedToFile, .saveFailed("x"),
        ]
    }()

    /// The notes file request.
    public static var requestSamples: [any Request] { [NotesFile(path: "x", action: .load)] }
}
