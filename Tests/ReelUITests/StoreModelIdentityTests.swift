import Observation
import Reel
@testable import ReelUI
import Testing

/// How a store is identified, played under `withObservationTracking` as SwiftUI plays it: a store
/// of an `Identifiable` model by the model's own id, typed; other stores by identity, with a model
/// field named `id` read through them like any other; two wrappings of one part as two stores.
@MainActor
@Suite("Store: identified by the model's own id, and by where it was asked for")
struct StoreModelIdentityTests {
    /// A contact list whose detail has an `id` field but is not `Identifiable`.
    enum Contacts: Scene {
        struct Detail: Equatable, Sendable {
            var id: Int
            var name: String
        }
        struct Model: Equatable, Sendable {
            var detail: Detail?
            var todo: Editor.Todo?
            var log: [String] = []
        }
        enum Msg: Equatable, Sendable {
            case opened(Int)
            case todoOpened(Int)
            case detail(String)
            case mirror(String)
            case todo(String)
        }
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .opened(let id): model.detail = Detail(id: id, name: "contact \(id)")
            case .todoOpened(let id): model.todo = Editor.Todo(id: id, title: "todo \(id)")
            case .detail(let text): model.log.append("detail \(text)")
            case .mirror(let text): model.log.append("mirror \(text)")
            case .todo(let text): model.log.append("todo \(text)")
            }
            return .none
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test("given an identifiable part, then its store's id is the model's own id, typed as the model declares it")
    func anIdentifiableModelsStoreHasItsTypedID() throws {
        let store = Store(Contacts.self, input: ())
        store.send(.todoOpened(3))
        let todo = try #require(store.scope(\.todo, Contacts.Msg.todo))
        let id: Int = todo.id  // typed: compiles only if `id` is the model's `Int`
        #expect(id == 3)
        #expect(todo.id == 3)
    }

    @Test("given a model with an id field that is not Identifiable, then the field reads through its store, observed")
    func aModelsIDFieldIsNotShadowed() throws {
        let store = Store(Contacts.self, input: ())
        store.send(.opened(7))
        let detail = try #require(store.scope(\.detail, Contacts.Msg.detail))
        let read = withObservationTracking { detail.id } onChange: {}
        #expect(read == 7, "the model's field, not the store's identity")
        #expect(Set([detail, detail]).count == 1, "a store is Hashable by identity")
    }

    @Test("given one part scoped twice with two wrappings, then each store sends its own message")
    func twoWrappingsOfOnePartAreTwoStores() throws {
        let store = Store(Contacts.self, input: ())
        store.send(.opened(1))
        let detail = try #require(store.scope(\.detail, Contacts.Msg.detail))
        let mirror = try #require(store.scope(\.detail, Contacts.Msg.mirror))
        #expect(detail !== mirror)
        detail.send("a")
        mirror.send("b")
        #expect(store.log == ["detail a", "mirror b"], "no send is wrapped by the other scope's embed")
    }

    @Test("given a helper that scopes for its callers and forwards their place, then two wrappings through it are two stores")
    func aHelperForwardsItsCallersPlace() throws {
        let store = Store(Contacts.self, input: ())
        store.send(.opened(1))
        let detail = try #require(detailStore(store, Contacts.Msg.detail))
        let mirror = try #require(detailStore(store, Contacts.Msg.mirror))
        detail.send("a")
        mirror.send("b")
        #expect(store.log == ["detail a", "mirror b"])
    }

    /// An app's helper: it scopes on its callers' behalf, at their place.
    func detailStore(
        _ store: StoreOf<Contacts>, _ embed: @escaping (String) -> Contacts.Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Contacts.Detail, String>? {
        store.scope(\.detail, embed, fileID: fileID, line: line, column: column)
    }

    @Test("given a helper that does not forward its callers' place, when two wrappings go through it, then a debug build says so in one line naming the place and both cases")
    func oneCallSiteWithTwoWrappingsIsToldInADebugBuild() throws {
        var lines: [String] = []
        let standardError = WrappingReport.report
        WrappingReport.report = { lines.append($0) }
        defer { WrappingReport.report = standardError }
        let store = Store(Contacts.self, input: ())
        store.send(.opened(1))
        let detail = try #require(forgetfulDetailStore(store, Contacts.Msg.detail))
        detail.send("a")
        #expect(lines.isEmpty, "one wrapping so far")
        let mirror = try #require(forgetfulDetailStore(store, Contacts.Msg.mirror))
        #expect(mirror === detail, "one place, one store: the misroute the check is for")
        mirror.send("b")
        mirror.send("c")
        #if DEBUG
            #expect(lines.count == 1, "told once per store")
            let line = try #require(lines.first)
            #expect(line.hasPrefix("reel: the store of \\Model.detail at ReelUITests/StoreModelIdentityTests.swift:"))
            #expect(line.contains("it sends ReelUITests.StoreModelIdentityTests.Contacts.Msg.detail, the latest request makes ReelUITests.StoreModelIdentityTests.Contacts.Msg.mirror"))
            #expect(!line.contains("\"b\""), "no payload: it may hold what a user typed")
        #else
            #expect(lines.isEmpty, "a release build makes no check")
        #endif
    }

    /// A helper that scopes at its own place: every caller gets the store its first caller made.
    func forgetfulDetailStore(_ store: StoreOf<Contacts>, _ embed: @escaping (String) -> Contacts.Msg) -> Store<Contacts.Detail, String>? {
        store.scope(\.detail, embed)
    }
}
