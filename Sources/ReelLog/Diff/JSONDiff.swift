import Reel

/// Where two JSON values part ways: the path to each differing part and both sides there, such as
/// `[0].http.request.url: "…search?query=a" ≠ "…search?query=ab"`, instead of two long lines.
///
/// Objects are compared key by key (sorted) and arrays element by element; a part present on one
/// side only shows `(absent)` on the other. Long values are cut, and two strings that share a long
/// start show it as `…`, so the differing characters stay in view.
package struct JSONDiff: Sendable {
    /// One differing part.
    package struct Difference: Equatable, Sendable {
        /// The path from the top: `[0].scoped.command.http.request.url`; empty for the values themselves.
        package let path: String
        /// The expected side, as shown; `(absent)` when only the actual side has the part.
        package let expected: String
        /// The actual side, as shown; `(absent)` when only the expected side has the part.
        package let actual: String
    }

    /// The differing parts, in path order, at most ``limit``.
    package let differences: [Difference]
    /// How many differing parts there are beyond those listed.
    package let more: Int
    /// How many differing parts are listed at most.
    package static let limit = 6

    /// Compares two JSON texts; texts that are not JSON are compared as whole strings.
    package init(expected: String, actual: String) {
        guard let left = try? JSONParser.parse(Array(expected.utf8)),
              let right = try? JSONParser.parse(Array(actual.utf8)) else {
            let whole = expected == actual ? [] : [Difference(path: "", expected: expected, actual: actual)]
            self.init(all: whole)
            return
        }
        var found: [Difference] = []
        Self.compare(left, right, at: "", into: &found)
        self.init(all: found)
    }

    private init(all: [Difference]) {
        differences = Array(all.prefix(Self.limit))
        more = max(0, all.count - Self.limit)
    }

    /// Whether the values are the same JSON.
    package var isEmpty: Bool { differences.isEmpty }

    /// One line per difference, `path: expected ≠ actual` with the paths under `root`, then
    /// `and N more` when some were left out.
    package func lines(under root: String = "") -> [String] {
        let listed = differences.map { difference in
            let path = root.isEmpty || difference.path.isEmpty || difference.path.hasPrefix("[")
                ? root + difference.path : root + "." + difference.path
            return (path.isEmpty ? "" : path + ": ") + "\(difference.expected) ≠ \(difference.actual)"
        }
        return listed + (more > 0 ? ["and \(more) more"] : [])
    }

    private static func compare(_ expected: JSONValue, _ actual: JSONValue, at path: String, into found: inout [Difference]) {
        switch (expected, actual) {
        case let (.object(left), .object(right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let keyPath = path.isEmpty ? key : path + "." + key
                switch (left[key], right[key]) {
                case let (l?, r?): compare(l, r, at: keyPath, into: &found)
                case let (l, r): found.append(Difference(path: keyPath, expected: shown(l), actual: shown(r)))
                }
            }
        case let (.array(left), .array(right)):
            for index in 0..<max(left.count, right.count) {
                let itemPath = path + "[\(index)]"
                if index < left.count, index < right.count {
                    compare(left[index], right[index], at: itemPath, into: &found)
                } else {
                    found.append(Difference(path: itemPath, expected: shown(left.element(at: index)), actual: shown(right.element(at: index))))
                }
            }
        case let (.string(left), .string(right)) where !left.utf8.elementsEqual(right.utf8):
            let (l, r) = elidingCommonStart(left, right)
            found.append(Difference(path: path, expected: l, actual: r))
        default:
            if !expected.isSame(as: actual) {
                found.append(Difference(path: path, expected: shown(expected), actual: shown(actual)))
            }
        }
    }

    /// A value as one short line of JSON, or `(absent)`.
    private static func shown(_ value: JSONValue?) -> String {
        guard let value else { return "(absent)" }
        let json = (try? CanonicalJSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        return json.abbreviated(to: 60)
    }

    /// Two strings quoted, their common start beyond a few characters written `…`, each cut to a line.
    private static func elidingCommonStart(_ left: String, _ right: String) -> (String, String) {
        let common = zip(left, right).prefix { $0 == $1 }.count
        let kept = 12
        let start = common > kept + 4 ? common - kept : 0
        func quoted(_ text: String) -> String {
            let json = (try? CanonicalJSONEncoder().encode(JSONValue.string(String(text.dropFirst(start)))))
                .map { String(decoding: $0, as: UTF8.self) } ?? text
            return (start > 0 ? "\"…" + json.dropFirst() : json).abbreviated(to: 60)
        }
        return (quoted(left), quoted(right))
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    fileprivate func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
