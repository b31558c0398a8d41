import ReelExampleApp
import ReelExampleSupport
import Foundation
import Reel

/// Values the example tests share: the offline API, a session, and the recorded search answer.
enum Fixtures {
    /// The offline API the scenes are started with.
    static let api = API.offline

    /// A token that must never show up in a frame or a log.
    static let token = AuthToken("tok-SECRET-5c1d")

    /// Ada's session.
    static let session = Session(user: User(firstName: "Ada", lastName: "Lovelace"), token: token)

    /// The recorded DomainsDB answer for "med" (50 domains, with nulls and an `NS` key), as the
    /// example backend serves it.
    static var domainsResponse: Data {
        get throws { try Data(contentsOf: ExampleBackend.domainsFile) }
    }

    /// A 200 response with a JSON body.
    static func ok(_ json: String) -> Result<HTTPResponse, HTTPError> {
        .success(HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: Data(json.utf8)))
    }

    /// A 200 response with some bytes.
    static func ok(_ body: Data) -> Result<HTTPResponse, HTTPError> {
        .success(HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body))
    }

    /// The reason `Effect.http(_:decoding:)` gives when a body does not decode as `type`.
    static func decodingError<T: Decodable>(_ type: T.Type, from body: String) -> String {
        do {
            _ = try JSONDecoder().decode(type, from: Data(body.utf8))
            return "decoded"
        } catch {
            return String(describing: error)
        }
    }
}
