@testable import ReelTesting
import Testing

/// A raw-value enum: decoded from one value, not from a case key.
private enum Suit: String, Codable { case hearts, spades }

/// Keys that are a struct, not an enum of cases.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A hand-written decoder that asks which keys it holds, keyed by a struct.
private struct Bag: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        _ = container.allKeys
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a bag"))
    }
}

/// Keys whose names do not lead back to them: a case's name differs from the key it decodes to.
private enum Crossed: CodingKey {
    case first, second

    var stringValue: String { self == .first ? "first" : "other" }
    var intValue: Int? { nil }
    init?(stringValue: String) { self = stringValue == "first" ? .first : .first }
    init?(intValue: Int) { nil }
}

/// A hand-written enum decoder whose keys are `Crossed`.
private struct CrossedMessage: Decodable {
    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: Crossed.self).allKeys
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "crossed"))
    }
}

/// A hand-written decoder that reads a field of every kind, and nested parts, without asking for keys.
private struct EveryField: Decodable {
    enum Keys: CodingKey { case field }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let reads: [() throws -> Any] = [
            { try c.decode(Bool.self, forKey: .field) }, { try c.decode(String.self, forKey: .field) },
            { try c.decode(Double.self, forKey: .field) }, { try c.decode(Float.self, forKey: .field) },
            { try c.decode(Int.self, forKey: .field) }, { try c.decode(Int8.self, forKey: .field) },
            { try c.decode(Int16.self, forKey: .field) }, { try c.decode(Int32.self, forKey: .field) },
            { try c.decode(Int64.self, forKey: .field) }, { try c.decode(UInt.self, forKey: .field) },
            { try c.decode(UInt8.self, forKey: .field) }, { try c.decode(UInt16.self, forKey: .field) },
            { try c.decode(UInt32.self, forKey: .field) }, { try c.decode(UInt64.self, forKey: .field) },
            { try c.decode([Int].self, forKey: .field) }, { try c.decodeNil(forKey: .field) },
            { try c.nestedContainer(keyedBy: Keys.self, forKey: .field) }, { try c.nestedUnkeyedContainer(forKey: .field) },
            { try c.superDecoder() }, { try c.superDecoder(forKey: .field) },
        ]
        let answered = reads.filter { read in (try? read()) != nil }.count + (c.contains(.field) ? 1 : 0)
        guard answered == 0, c.codingPath.isEmpty, decoder.codingPath.isEmpty, decoder.userInfo.isEmpty else {
            fatalError("the probe answered \(answered) reads")
        }
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "read nothing"))
    }
}

private let reason = "its Decodable conformance does not decode an enum's cases"

@Suite struct SampleCoverageRefusalTests {
    @Test func givenRawValueEnum_whenCasesListed_thenRefused() {
        #expect(throws: SampleCoverage.Failure(description: "cannot list the cases of Suit: \(reason)")) {
            try SampleCoverage.cases(of: Suit.self)
        }
    }

    @Test func givenArray_whenCasesListed_thenRefused() {
        #expect(throws: SampleCoverage.Failure(description: "cannot list the cases of Array<Int>: \(reason)")) {
            try SampleCoverage.cases(of: [Int].self)
        }
    }

    @Test func givenHandWrittenDecoderWithStructKeys_whenCasesListed_thenRefused() {
        #expect(throws: SampleCoverage.Failure(description: "cannot list the cases of Bag: \(reason)")) {
            try SampleCoverage.cases(of: Bag.self)
        }
    }

    @Test func givenKeysWhoseNamesDoNotLeadBack_whenCasesListed_thenRefused() {
        #expect(throws: SampleCoverage.Failure(description: "cannot list the cases of CrossedMessage: \(reason)")) {
            try SampleCoverage.cases(of: CrossedMessage.self)
        }
    }

    @Test func givenDecoderReadingEveryKindOfField_whenCasesListed_thenEveryReadRefusedAndTypeRefused() {
        #expect(throws: SampleCoverage.Failure(description: "cannot list the cases of EveryField: \(reason)")) {
            try SampleCoverage.cases(of: EveryField.self)
        }
    }

    @Test func givenRefusedType_whenSamplesChecked_thenTheNamedListIsBlamed() {
        let failures = FailureLog()

        assertSamplesCoverEveryCase([Suit.hearts], named: "suits", reporter: failures.reporter)

        #expect(failures.failures == ["suits: cannot list the cases of Suit: \(reason)"])
    }
}
