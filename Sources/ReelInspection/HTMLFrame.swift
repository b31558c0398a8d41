import Reel

/// Frames as HTML for the inspector's page: each row's text escaped, runs of one style in a
/// `<span>` of a class per distinct style, and that class's CSS (colours, bold, dim, underline,
/// reverse) written once for the page. The same bytes on every machine.
struct HTMLFrame {
    /// The CSS class of each style met so far, in the order they were met.
    private(set) var classes: [Style: String] = [:]
    private var order: [Style] = []

    /// The frame's rows as HTML for a `<pre>`, joined with `\n`, trailing blanks left out.
    mutating func html(_ frame: Frame) -> String {
        var rows: [String] = []
        for row in 0..<frame.size.height {
            var html = ""
            var start = 0
            let used = frame.usedWidth(row: row)
            while start < used {
                let code = frame.styleCode(x: start, y: row)
                var end = start + 1
                while end < used, frame.isContinuation(x: end, y: row) || frame.styleCode(x: end, y: row) == code { end += 1 }
                var bytes: [UInt8] = []
                frame.appendUTF8(row: row, columns: start..<end, to: &bytes)
                let text = Self.escaped(String(decoding: bytes, as: UTF8.self))
                let style = frame.style(x: start, y: row) ?? .plain
                html += style.isPlain ? text : "<span class=\"\(className(style))\">\(text)</span>"
                start = end
            }
            rows.append(html)
        }
        return rows.joined(separator: "\n")
    }

    /// The rules of every class handed out, one a line.
    var css: String {
        order.map { ".\(classes[$0]!){\(Self.declarations($0))}" }.joined(separator: "\n")
    }

    private mutating func className(_ style: Style) -> String {
        if let name = classes[style] { return name }
        let name = "s\(order.count)"
        classes[style] = name
        order.append(style)
        return name
    }

    /// Text safe inside HTML elements and attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The page's default colours, which reverse swaps.
    static let foreground = "#d8d8d8", background = "#15161a"

    private static func declarations(_ style: Style) -> String {
        var parts: [String] = []
        var foreground = style.foreground.map(Self.rgb)
        var background = style.background.map(Self.rgb)
        if style.attributes.contains(.reverse) {
            (foreground, background) = (background ?? Self.background, foreground ?? Self.foreground)
        }
        if let foreground { parts.append("color:\(foreground)") }
        if let background { parts.append("background:\(background)") }
        if style.attributes.contains(.bold) { parts.append("font-weight:bold") }
        if style.attributes.contains(.dim) { parts.append("opacity:.6") }
        if style.attributes.contains(.underline) { parts.append("text-decoration:underline") }
        return parts.joined(separator: ";")
    }

    /// The 16 named colours as xterm shows them.
    private static let named = [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
    ]

    /// A colour as `#rrggbb`: the named ones, then xterm's 6×6×6 cube and its greys.
    static func rgb(_ color: Color) -> String {
        let number = color.number
        if color.isNamed || number < 16 { return named[min(15, number)] }
        func hex(_ value: Int) -> String { String(repeating: "0", count: value < 16 ? 1 : 0) + String(value, radix: 16) }
        if number >= 232 {
            let grey = 8 + (number - 232) * 10
            return "#" + hex(grey) + hex(grey) + hex(grey)
        }
        let cube = number - 16
        let levels = [0, 95, 135, 175, 215, 255]
        return "#" + hex(levels[cube / 36]) + hex(levels[cube / 6 % 6]) + hex(levels[cube % 6])
    }
}
