extension String {
    /// The text that `bytes` spell in UTF-8, or nil if they are not valid UTF-8.
    ///
    /// `String(validating:as:)` says exactly this, but only from iOS 18 / macOS 15 on, above Reel's
    /// minimums; below them the bytes are decoded by ``decodingUTF8Strictly(_:)``.
    @inlinable
    package init?(validUTF8 bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            guard let text = String.decodingUTF8Strictly(bytes) else { return nil }
            self = text
        }
    }

    /// The same as `String(validating:as:)` on any system: the bytes decoded with repairs, kept
    /// only if no repair was made. A repair puts U+FFFD (`EF BF BD`) where an invalid sequence
    /// was, and an invalid sequence is never those three bytes, so the text's UTF-8 differs from
    /// the input exactly when the input was not valid.
    @usableFromInline
    package static func decodingUTF8Strictly(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
