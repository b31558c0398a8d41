#if canImport(SwiftUI)
import ReelExampleNotes
import ReelUI
import SwiftUI

/// The notes: a field that adds one (by its button, which takes only its own taps, or by submitting),
/// and the list, with swipe to delete and drag to move.
public struct NotesView: View {
    let store: StoreOf<Notes>
    /// The note being written: the view's own until it is added.
    @State private var draft = ""

    /// A screen over a store of the notes.
    public init(store: StoreOf<Notes>) { self.store = store }

    public var body: some View {
        List {
            // A button in a list row takes every tap on the row unless it is borderless: a tap meant
            // for the field would add the draft half typed.
            HStack {
                TextField("New note", text: $draft)
                    .onSubmit(add)
                Button("Add", action: add)
                    .buttonStyle(.borderless)
            }
            ForEach(store.notes, id: \.id) { note in
                Text(note.text)
            }
            .onDelete { offsets in
                // From the last, so that each position still points at the note it named.
                for offset in offsets.sorted(by: >) { store.send(.deleteTapped(position: offset + 1)) }
            }
            .onMove { sources, destination in
                // A drag moves one row; SwiftUI counts the destination before the row is taken out.
                guard sources.count == 1, let source = sources.first else { return }
                let target = destination > source ? destination - 1 : destination
                store.send(.moveTapped(from: source + 1, to: target + 1))
            }
        }
        .navigationTitle("Notes")
        .toolbar { Button("Save") { store.send(.saveTapped) } }
    }

    /// Adds the draft as a note, and empties the field.
    private func add() {
        store.send(.addTapped(draft))
        draft = ""
    }
}
#endif
