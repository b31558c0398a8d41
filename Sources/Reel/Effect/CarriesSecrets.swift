/// A request that carries secrets (tokens) its printed and encoded forms redact: an explorer
/// checks that no frame shows them, whatever the request's type.
package protocol CarriesSecrets: Request {
    /// The secret values, as sent.
    var secretValues: [String] { get }
}

extension HTTPRequest: CarriesSecrets {
    /// The values of the secret headers.
    package var secretValues: [String] { headers.filter(\.isSecret).map(\.value) }
}
