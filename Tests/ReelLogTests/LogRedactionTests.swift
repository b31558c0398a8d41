import Foundation
import Reel
import ReelLog
import Testing

@Suite struct LogRedactionTests {
    @Test func givenSessionSendingAnAuthorizationToken_whenRecorded_thenTheTokenIsNowhereInTheFile() throws {
        let file = TemporaryFile()

        let transport = try recordTallySession(to: file.url)

        // The token really went out with the request, so its absence from the log means redaction.
        #expect(transport.requests.map { $0.headers.first?.value } == ["Bearer \(sessionToken)"])
        #expect(!file.data.isEmpty)
        #expect(file.data.range(of: Data(sessionToken.utf8)) == nil)
        #expect(file.text.contains(#"{"name":"Authorization","secret":true,"value":"<redacted>"}"#))
    }

    @Test func givenRedactedLog_whenVerified_thenStillIdentical() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        // Replay runs with the token again, yet the encoded commands redact it on both sides.
        #expect(Replay<LogTally>.verify(logAt: file.url, input: sessionToken).isIdentical)
    }
}
