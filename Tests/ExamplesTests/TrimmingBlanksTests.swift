import ReelExampleSupport
import Foundation
import Testing

@Suite struct TrimmingBlanksTests {
    @Test(arguments: ["", "   ", "med", "  med  ", "\tmed\t", "\u{00A0}m e d\u{2003}", " a\nb ", "\n med \n", "é ", "  日本  "])
    func trimsWhatFoundationsWhitespacesTrims(_ text: String) {
        #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func keepsBlanksInside() {
        #expect("  a  b  ".trimmingBlanks == "a  b")
    }
}
