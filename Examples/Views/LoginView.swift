#if canImport(SwiftUI)
import ReelExampleLogin
import ReelUI
import SwiftUI

/// The login form: two fields bound to the names, a button that signs in, and the form's status.
public struct LoginView: View {
    let store: StoreOf<Login>

    /// A form over a store of the login.
    public init(store: StoreOf<Login>) { self.store = store }

    public var body: some View {
        Form {
            TextField("First name", text: store.binding(\.firstName, send: Login.Msg.firstNameChanged))
            TextField("Last name", text: store.binding(\.lastName, send: Login.Msg.lastNameChanged))
            Button("Log in") { store.send(.loginTapped) }
                .disabled(store.status == .signingIn)
            switch store.status {
            case .editing: EmptyView()
            case .invalid(let problem): Text(problem).foregroundStyle(.orange)
            case .signingIn: ProgressView("Signing in…")
            case .failed(let reason): Text(reason).foregroundStyle(.red)
            }
        }
    }
}
#endif
