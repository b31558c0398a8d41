import Reel
@testable import ReelTesting
import Testing

/// What the exhaustive checker keeps of each state: fingerprints, the table they are kept in, the
/// paths back, and the actions noted.
@Suite("the exhaustive checker's storage")
struct CheckStorageTests {
    @Test("given words mixed in, when hashed, then the value is pinned, order matters and texts of any length differ")
    func fingerprintsAreStable() {
        enum Word {
            case number(Int), text(String), flag(Bool)
        }
        func hash(_ words: [Word]) -> UInt64 {
            var hasher = FingerprintHasher()
            for word in words {
                switch word {
                case .number(let number): hasher.combine(number)
                case .text(let text): hasher.combine(text)
                case .flag(let flag): hasher.combine(flag)
                }
            }
            return hasher.value
        }
        // The same in every process and on every machine: no seed, no address.
        #expect(hash([.number(1), .number(2)]) == hash([.number(1), .number(2)]))
        #expect(hash([.number(1), .number(2)]) != hash([.number(2), .number(1)]))
        #expect(hash([.number(0)]) != hash([]))
        #expect(hash([.text("abcdefgh")]) != hash([.text("abcdefgh\u{0}")]))
        #expect(hash([.text("ab"), .text("c")]) != hash([.text("a"), .text("bc")]))
        #expect(hash([.flag(true)]) != hash([.flag(false)]))
        #expect(hash([.number(2), .text("x")]) == 13_746_973_548_131_259_089)
    }

    @Test("given many fingerprints, when inserted, then each is new once, all are found, and the table stays within 15 bytes each")
    func theTableKeepsEveryFingerprint() {
        var set = FingerprintSet()
        var hasher = FingerprintHasher()
        var inserted: [UInt64] = []
        for number in 0..<20_000 {
            hasher.combine(number)
            inserted.append(hasher.value)
            let new = set.insert(hasher.value)
            #expect(new)
        }
        let zeroNew = set.insert(0), zeroAgain = set.insert(0)
        #expect(zeroNew && !zeroAgain, "0 is kept, as 1")
        var again = set
        #expect(inserted.allSatisfy { !again.insert($0) && set.contains($0) })
        #expect(set.count == 20_001)
        #expect(Double(set.bytes) / Double(set.count) <= 15)
        #expect(!set.contains(12_345))
    }

    @Test("given states found from their parents, when read back, then each path is the choices from the start")
    func pathsReadBack() {
        var paths = CheckPaths()
        let start = paths.append(parent: nil, choice: 0)
        let first = paths.append(parent: start, choice: 3)
        let second = paths.append(parent: first, choice: 65_535)
        _ = paths.append(parent: start, choice: 1)
        #expect(paths.choices(to: start) == [])
        #expect(paths.choices(to: second) == [3, 65_535])
        #expect(paths.bytes == 64 * 6, "6 bytes a state, counted as reserved, the same on every run")
    }

    @Test("given actions sent again, when noted, then each is listed once, in the order first sent")
    func actionsAreNotedOnce() {
        var plain = ActionAlphabet<Clicker.Msg>()
        for msg in [Clicker.Msg.clicked, .hummed, .clicked, .unclicked, .hummed] { plain.note(msg) }
        #expect(plain.actions == [.clicked, .hummed, .unclicked])
        var texts = ActionAlphabet<String>()
        for text in ["a long text that is not a plain value", "b", "a long text that is not a plain value"] { texts.note(text) }
        #expect(texts.actions == ["a long text that is not a plain value", "b"])
    }
}
