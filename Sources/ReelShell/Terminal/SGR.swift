import Reel

/// Select Graphic Rendition: the escape sequences that change the terminal's pen from one
/// ``Style`` to another, in the fewest bytes.
///
/// A change is written either as what differs (`ESC [ 27 m` turns reverse off, `ESC [ 39 m` goes
/// back to the default foreground) or as a reset followed by the new style (`ESC [ 0 ; 1 m`),
/// whichever is shorter; a change to plain is `ESC [ m`.
enum SGR {
    /// The bytes that change the pen from `old` to `new` (none when they are the same).
    static func transition(from old: Style, to new: Style) -> [UInt8] {
        guard old != new else { return [] }
        if new.isPlain { return Array("\u{1B}[m".utf8) }
        let changed = sequence(changes(from: old, to: new))
        guard !old.isPlain else { return changed }
        let reset = sequence(["0"] + changes(from: .plain, to: new))
        return reset.count < changed.count ? reset : changed
    }

    /// `ESC [ p1 ; p2 … m`.
    private static func sequence(_ parameters: [String]) -> [UInt8] {
        Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    }

    /// The parameters that turn `old` into `new` without a reset.
    private static func changes(from old: Style, to new: Style) -> [String] {
        var parameters: [String] = []
        let (was, now) = (old.attributes, new.attributes)
        // 22 ends both bold and dim, so either one ending means the other is set again if kept.
        let intensityOff = was.contains(.bold) && !now.contains(.bold) || was.contains(.dim) && !now.contains(.dim)
        if intensityOff { parameters.append("22") }
        let kept: Style.Attributes = intensityOff ? was.subtracting([.bold, .dim]) : was
        if now.contains(.bold), !kept.contains(.bold) { parameters.append("1") }
        if now.contains(.dim), !kept.contains(.dim) { parameters.append("2") }
        if now.contains(.underline) != was.contains(.underline) { parameters.append(now.contains(.underline) ? "4" : "24") }
        if now.contains(.reverse) != was.contains(.reverse) { parameters.append(now.contains(.reverse) ? "7" : "27") }
        if new.foreground != old.foreground { parameters.append(colour(new.foreground, base: 30, bright: 90, extended: 38)) }
        if new.background != old.background { parameters.append(colour(new.background, base: 40, bright: 100, extended: 48)) }
        return parameters
    }

    /// The parameter of a foreground (30/90/38) or background (40/100/48) colour; nil is the default (39/49).
    private static func colour(_ colour: Color?, base: Int, bright: Int, extended: Int) -> String {
        guard let colour else { return String(base + 9) }
        guard colour.isNamed else { return "\(extended);5;\(colour.number)" }
        return String(colour.number < 8 ? base + colour.number : bright + colour.number - 8)
    }
}
