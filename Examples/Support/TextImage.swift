import Foundation
import Reel

/// A picture as the examples' backend serves it: a few lines of text art and a caption, as JSON
/// (`{"caption": "Lemon", "art": ["  .-.  ", …]}`).
///
/// It stands in for a bitmap: what matters in the examples is how images flow through the cache
/// tiers and the network, and a frame can show text art.
public struct TextImage: Hashable, Sendable, Codable {
    /// A short line under the art.
    public var caption: String
    /// The art, one string per row.
    public var art: [String]

    /// Creates an image.
    public init(caption: String, art: [String]) {
        self.caption = caption
        self.art = art
    }

    /// The image in some bytes (a cache entry or a response body); nil if they are not one.
    public init?(data: Data) {
        guard let image = try? JSONDecoder().decode(TextImage.self, from: data) else { return nil }
        self = image
    }

    /// The image as JSON bytes, for the cache (keys sorted, so the bytes are always the same).
    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

extension Frame {
    /// Draws an image's art in `rect`, clipped to it, with the caption on the row after the art
    /// (or on the last row when the art fills the rect).
    public mutating func drawImage(_ image: TextImage, in rect: Rect) {
        guard rect.height > 0 else { return }
        let artRows = min(image.art.count, rect.height - 1)
        for (row, line) in image.art.prefix(artRows).enumerated() {
            draw(line, x: rect.x, y: rect.y + row, width: rect.width)
        }
        draw(image.caption, x: rect.x, y: rect.y + artRows, width: rect.width)
    }
}
