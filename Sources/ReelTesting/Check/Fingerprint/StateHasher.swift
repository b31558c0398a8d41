import Foundation
import Reel

/// A stable 64-bit hash of values of any type, for the exhaustive checker's fingerprints: the
/// FNV-1a hash of a canonical encoding of the value, walked by reflection.
///
/// Equal values hash alike in every process and on every machine: a dictionary's or a set's
/// elements are hashed one by one and their hashes sorted (their order of iteration depends on
/// the process's hash seed), data is hashed as its bytes, and every other leaf as its description;
/// a private type's name is taken without the address of its context (``name(of:)``).
/// Each value is tagged with its type's name, and each field with its label, so that `(1, 23)`
/// and `(12, 3)` differ. Functions hash alike (a closure is the same code whatever it captured):
/// what a command will send is told by its other fields.
struct StateHasher {
    private var hasher = FNV1a()

    /// The hash so far.
    var value: UInt64 { hasher.value }

    /// Mixes a value in.
    mutating func combine(_ value: Any) {
        switch value {
        case let text as String: leaf(1, text)
        case let data as Data:
            combine(tag: 2, count: data.count)
            hasher.combine(data)
        case let number as Int: leaf(3, String(number))
        case let flag as Bool: leaf(4, flag ? "1" : "0")
        case let own as any Fingerprinted:
            var fingerprint = FingerprintHasher()
            own.fingerprint(into: &fingerprint)
            combine(tag: 10, count: 8)
            combine(number: fingerprint.value)
        default: combine(reflecting: value)
        }
    }

    /// Mixes a 64-bit number in (a hash computed elsewhere, a count).
    mutating func combine(number: UInt64) {
        var number = number
        for _ in 0..<8 {
            hasher.combine(byte: UInt8(truncatingIfNeeded: number))
            number >>= 8
        }
    }

    /// Mixes a text in.
    mutating func combine(text: String) { leaf(1, text) }

    private mutating func combine(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary, .set:
            // Unordered: the elements' own hashes, sorted.
            let hashes = mirror.children.map { child in
                var element = StateHasher()
                element.combine(child.value)
                return element.value
            }.sorted()
            combine(tag: 5, count: hashes.count)
            for hash in hashes { combine(number: hash) }
        case .optional:
            if let wrapped = mirror.children.first { combine(wrapped.value) } else { leaf(6, "nil") }
        default:
            if mirror.children.isEmpty {
                // A leaf: a number, a case without payload, a function.
                let text = Self.nameBytes(of: type(of: value)) + Array(("." + String(describing: value)).utf8)
                combine(tag: 7, count: text.count)
                hasher.combine(text)
                return
            }
            combine(tag: 8, count: Int(mirror.children.count))
            hasher.combine(Self.nameBytes(of: type(of: value)))
            for child in mirror.children {
                leaf(9, child.label ?? "")
                combine(child.value)
            }
        }
    }

    /// A type's name, module included, the same in every process: a private or local type's name
    /// (`App.(unknown context at $55bcae1b0308).Payload`) holds where its context was loaded, which
    /// address-space randomization moves from one process to the next, so that part is left out.
    /// ``name(of:)`` as UTF-8, worked out once per type: reflecting a name is slow.
    private static func nameBytes(of type: Any.Type) -> [UInt8] {
        let key = ObjectIdentifier(type)
        if let bytes = names.withLock({ $0[key] }) { return bytes }
        let bytes = Array(name(of: type).utf8)
        names.withLock { $0[key] = bytes }
        return bytes
    }

    /// The types' names hashed so far, as UTF-8.
    private static let names = Locked<[ObjectIdentifier: [UInt8]]>([:])

    static func name(of type: Any.Type) -> String {
        var name = Substring(String(reflecting: type))
        var stable = ""
        while let start = name.range(of: "(unknown context at ") {
            stable += name[..<start.lowerBound]
            guard let end = name[start.upperBound...].firstIndex(of: ")") else { break }
            name = name[name.index(after: end)...]
            if name.first == "." { name = name.dropFirst() }
        }
        return stable + name
    }

    private mutating func leaf(_ tag: UInt8, _ text: String) {
        combine(tag: tag, count: text.utf8.count)
        hasher.combine(Array(text.utf8))
    }

    private mutating func combine(tag: UInt8, count: Int) {
        hasher.combine(byte: tag)
        combine(number: UInt64(truncatingIfNeeded: count))
    }
}
