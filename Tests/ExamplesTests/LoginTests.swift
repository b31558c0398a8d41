import ReelExampleSupport
import Foundation
import ReelExampleLogin
import Reel
import ReelTesting
import Testing

@Suite("Login scene")
struct LoginTests {
    private let api = Fixtures.api

    private func filled(_ t: SceneTester<Login>, first: String = "Ada", last: String = "Lovelace") {
        t.send(.firstNameChanged(first)) { $0.firstName = first }
        t.send(.lastNameChanged(last)) { $0.lastName = last }
    }

    private var signIn: HTTPRequest {
        HTTPRequest(
            method: "POST", url: "fixture://api/login", headers: [HTTPHeader("Content-Type", "application/json")],
            body: Data(#"{"firstName":"Ada","lastName":"Lovelace"}"#.utf8))
    }

    private var signInEffect: Effect<Login.Msg> { .http(signIn, id: Login.requestID) { _ in .loginTapped } }

    @Test("given an empty form, when login is tapped, then it says both names are missing and sends nothing")
    func bothNamesMissing() {
        let t = SceneTester<Login>(input: .init(api: api))
        t.send(.loginTapped) { $0.status = .invalid("Please enter your first and last name.") }
        #expect(t.frame.text.contains("! Please enter your first and last name."))
    }

    @Test("given one name or blanks only, when login is tapped, then it names the missing one; typing clears the message")
    func oneNameMissing() {
        let t = SceneTester<Login>(input: .init(api: api))
        t.send(.firstNameChanged("Ada")) { $0.firstName = "Ada" }
        t.send(.loginTapped) { $0.status = .invalid("Please enter your last name.") }
        t.send(.lastNameChanged("   ")) {
            $0.lastName = "   "
            $0.status = .editing
        }
        t.send(.loginTapped) { $0.status = .invalid("Please enter your last name.") }
        t.send(.firstNameChanged(" ")) { $0.firstName = " "; $0.status = .editing }
        t.send(.lastNameChanged("Lovelace")) { $0.lastName = "Lovelace" }
        t.send(.loginTapped) { $0.status = .invalid("Please enter your first name.") }
    }

    @Test("given both names, when login is tapped, then it posts them as JSON once, and a second tap while waiting does nothing")
    func loginPostsTheNames() {
        let t = SceneTester<Login>(input: .init(api: api))
        filled(t, first: " Ada ", last: "Lovelace")
        t.send(.loginTapped, { $0.status = .signingIn }, commands: signInEffect)
        t.send(.loginTapped)
        #expect(t.pendingRequests == [signIn])
        #expect(t.frame.text.contains("Signing in"))
        t.respond(to: signIn, with: Fixtures.ok(#"{"token":"tok-SECRET-5c1d","expiresIn":3600}"#))
        t.receive(.signedIn(SignInReply(token: Fixtures.token)), { $0.status = .editing }, commands: .navigate(.push("home")))
        #expect(Login.sessionChange(after: .signedIn(SignInReply(token: Fixtures.token)), in: t.model)
            == .signedIn(Session(user: User(firstName: "Ada", lastName: "Lovelace"), token: Fixtures.token)))
        #expect(Login.sessionChange(after: .loginTapped, in: t.model) == nil)
    }

    @Test("given the backend refuses, when the answer arrives, then the reason is shown and the names stay")
    func signInFailure() {
        let t = SceneTester<Login>(input: .init(api: api))
        filled(t)
        t.send(.loginTapped, { $0.status = .signingIn }, commands: signInEffect)
        t.respond(to: signIn, with: .failure(.status(401, body: Data())))
        t.receive(.signInFailed(.status(401, body: Data()))) { $0.status = .failed("server answered 401") }
        #expect(t.frame.text.contains("! Could not sign in: server answered 401"))
        #expect(t.model.firstName == "Ada")
    }

    @Test("given a filled form, when the session ends, then both fields clear; when a session starts, nothing changes")
    func sessionEndClearsTheForm() {
        let t = SceneTester<Login>(input: .init(api: api))
        filled(t)
        t.send(.sessionChanged(Fixtures.session))
        t.send(.sessionChanged(nil)) {
            $0.firstName = ""
            $0.lastName = ""
        }
    }

    @Test("given an open session, when the form starts, then it shows the session's names")
    func startsFromTheSession() {
        let t = SceneTester<Login>(input: .init(api: api, session: Fixtures.session))
        #expect(t.model == Login.Model(api: api, firstName: "Ada", lastName: "Lovelace"))
    }

    @Test("given names with quotes, when login is tapped, then the JSON body escapes them")
    func bodyIsValidJSON() throws {
        let model = Login.Model(api: api, firstName: #"Jo "JJ""#, lastName: #"O\Neil"#)
        let body = try #require(Login.signInRequest(model).body)
        let decoded = try JSONDecoder().decode([String: String].self, from: body)
        #expect(decoded == ["firstName": #"Jo "JJ""#, "lastName": #"O\Neil"#])
    }
}

@Suite("Greeting scene")
struct GreetingTests {
    @Test("given Ada, when the greeting starts, then it says hello with a heart and offers the menu and logout")
    func greets() {
        let t = SceneTester<Greeting>(input: User(firstName: "Ada", lastName: "Lovelace"))
        let text = t.frame.text
        #expect(text.contains("Hello Ada Lovelace <3"))
        for word in ["open search", "open catalog", "open profile", "logout"] { #expect(text.contains(word)) }
    }

    @Test("given the menu, when an example is opened or logout tapped, then it asks to push it or to pop to root")
    func menuIntents() {
        let t = SceneTester<Greeting>(input: User(firstName: "Ada", lastName: "Lovelace"))
        t.send(.openTapped(.search), commands: .navigate(.push("search")))
        t.send(.openTapped(.catalog), commands: .navigate(.push("catalog")))
        t.send(.openTapped(.profile), commands: .navigate(.push("profile")))
        t.send(.logoutTapped, commands: .navigate(.popToRoot))
        #expect(Greeting.sessionChange(after: .logoutTapped, in: t.model) == .signedOut)
        #expect(Greeting.sessionChange(after: .openTapped(.search), in: t.model) == nil)
    }
}
