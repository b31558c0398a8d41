import Reel
import ReelExampleNotes
import ReelTesting

extension Notes {
    /// The notes' rule about their work, for an explorer of `scene`: the notes file is read or
    /// written by one request at a time, so two saves never race (the older one finishing last
    /// would leave the file older than the screen). A newer save replaces the running one.
    public static func workRules<S: Scene>(for scene: S.Type) -> [Property<S>] {
        [.atMostInFlight(1, "one notes file request at a time") { $0.isRequest(NotesFile.self) }]
    }
}
