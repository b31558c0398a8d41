import ReelExampleApp
import Foundation
import ReelExampleLogin
import ReelExampleSearch
import Testing

/// A screen message's log form and identity: it decodes only as one known scene's message, and
/// equal messages (and screens) hash alike, so sets and dictionaries of them work.
struct ScreenMsgCodingTests {
    /// The reason decoding `json` as a screen message failed, or nil if it decoded.
    private func refusal(_ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(ScreenMsg.self, from: Data(json.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func givenAMessage_whenEncodedAndDecoded_thenItIsTheSameMessageUnderItsSceneName() throws {
        let msg = ScreenMsg.search(.queryChanged("med"))
        let json = try #require(String(data: JSONEncoder().encode(msg), encoding: .utf8))
        #expect(json == #"{"search":{"_0":{"queryChanged":{"_0":"med"}}}}"#)
        #expect(try JSONDecoder().decode(ScreenMsg.self, from: Data(json.utf8)) == msg)
        #expect(msg.description == #"search(queryChanged("med"))"#)
    }

    @Test func givenTwoSceneKeysOrNone_whenDecoded_thenItIsRefusedForWantingOneKey() {
        #expect(refusal(#"{"search":{"_0":"backTapped"},"login":{"_0":"loginTapped"}}"#) == "a screen message has one key: its scene's name")
        #expect(refusal("{}") == "a screen message has one key: its scene's name")
    }

    @Test func givenAnUnknownSceneName_whenDecoded_thenItIsRefusedNamingTheScene() {
        #expect(refusal(#"{"weather":{"_0":"refreshTapped"}}"#) == #"no scene named "weather""#)
    }

    @Test func givenEqualAndDifferentMessages_whenPutInASet_thenOnlyTheEqualOnesCollapse() {
        let messages: Set<ScreenMsg> = [
            .search(.queryChanged("med")), .search(.queryChanged("med")), .search(.queryChanged("me")), .login(.loginTapped),
        ]
        #expect(messages.count == 3)
        #expect(messages.contains(.search(.queryChanged("me"))))
    }

    @Test func givenEqualAndDifferentScreens_whenPutInASet_thenOnlyTheEqualOnesCollapse() {
        let screens: Set<Screen> = [
            .search(Search.Model(api: Screens.api, query: "med")), .search(Search.Model(api: Screens.api, query: "med")),
            .search(Search.Model(api: Screens.api)), .login(Login.Model(api: Screens.api)),
        ]
        #expect(screens.count == 3)
        #expect(screens.contains(.login(Login.Model(api: Screens.api))))
    }
}
