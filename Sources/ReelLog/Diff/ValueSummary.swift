import Reel
import Foundation

/// Short, one-line descriptions of values for `ValueDiff`: a leaf as it prints, anything else
/// rebuilt from its `Mirror` (so a type's `customMirror`, such as a redacted header, is respected).
package enum ValueSummary {
    /// Summaries longer than this are cut, with `…` at the end.
    package static let maxLength = 100
    /// Collections show at most this many elements, then how many more there are.
    package static let maxElements = 20

    /// Whether `expected` and `actual` are the same, by `==` when their type is `Equatable`; nil
    /// when it is not, and the caller must look inside.
    package static func equal(_ expected: Any, _ actual: Any) -> Bool? {
        guard let expected = expected as? any Equatable else { return nil }
        return isEqual(expected, actual)
    }

    private static func isEqual<T: Equatable>(_ expected: T, _ actual: Any) -> Bool {
        (actual as? T) == expected
    }

    /// Whether a value is shown whole rather than walked: text, Foundation values whose mirrors
    /// show storage (a pointer, a time interval), and anything with nothing inside.
    package static func isLeaf(_ value: Any, _ mirror: Mirror) -> Bool {
        // An optional is checked first: `is String` also matches a string wrapped in one.
        if mirror.displayStyle == .optional { return false }
        switch value {
        case is String, is Substring, is Character, is Data, is Date, is URL, is UUID, is Decimal: return true
        default: break
        }
        switch mirror.displayStyle {
        case .collection?, .dictionary?, .set?: return false
        default: return mirror.children.isEmpty
        }
    }

    /// A leaf as it prints: text quoted, a case without payload as `.name`, bytes by count.
    package static func leaf(_ value: Any, _ mirror: Mirror) -> String {
        switch value {
        case is String, is Substring, is Character: return String(reflecting: value)
        case let data as Data:
            let hex = data.prefix(16).map { String(format: "%02x", $0) }.joined()
            return "\(data.count) bytes" + (data.isEmpty ? "" : " 0x\(hex)\(data.count > 16 ? "…" : "")")
        default:
            let text = String(describing: value)
            return mirror.displayStyle == .enum && !(value is any CustomStringConvertible) ? ".\(text)" : text
        }
    }

    /// The whole value on one line, cut at ``maxLength`` unless it is a leaf (a long text is shown whole).
    package static func line(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if isLeaf(value, mirror) { return leaf(value, mirror) }
        let text = describe(value, depth: 0)
        return text.count <= maxLength ? text : String(text.prefix(maxLength - 1)) + "…"
    }

    private static func describe(_ value: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: value)
        if isLeaf(value, mirror) { return leaf(value, mirror) }
        if depth > 8 { return "…" }
        let children = Array(mirror.children)
        func part(_ child: Mirror.Child) -> String {
            let text = describe(child.value, depth: depth + 1)
            return child.label.map { $0.hasPrefix(".") ? text : "\($0): \(text)" } ?? text
        }
        switch mirror.displayStyle {
        case .optional?:
            return children.first.map { describe($0.value, depth: depth) } ?? "nil"
        case .enum?:
            let payload = children[0]
            let inner = describe(payload.value, depth: depth + 1)
            return ".\(payload.label ?? "")" + (Mirror(reflecting: payload.value).displayStyle == .tuple ? inner : "(\(inner))")
        case .collection?, .set?:
            return "[" + listed(children.map { describe($0.value, depth: depth + 1) }) + "]"
        case .dictionary?:
            let entries = children.map { entry in
                let pair = Mirror(reflecting: entry.value).children.map { describe($0.value, depth: depth + 1) }
                return pair.joined(separator: ": ")
            }
            return entries.isEmpty ? "[:]" : "[" + listed(entries) + "]"
        case .tuple?:
            return "(" + children.map(part).joined(separator: ", ") + ")"
        default:
            return "\(type(of: value))(" + children.map(part).joined(separator: ", ") + ")"
        }
    }

    private static func listed(_ parts: [String]) -> String {
        let shown = parts.prefix(maxElements).joined(separator: ", ")
        return parts.count > maxElements ? shown + ", … \(parts.count - maxElements) more" : shown
    }
}
