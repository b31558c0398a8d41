extension String {
    /// The text without leading and trailing blanks: spaces of every kind and tabs, the set
    /// Foundation's `.whitespaces` names.
    ///
    /// Written in Swift rather than bridged through `NSString`: renders ask for it every frame,
    /// and the bridge cost more than the rest of a search frame. Text that starts and ends with
    /// a visible ASCII character, the usual case, is returned as it is.
    public var trimmingBlanks: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        if (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return self }
        guard let start = unicodeScalars.firstIndex(where: { !$0.isBlank }) else { return "" }
        let end = unicodeScalars.lastIndex(where: { !$0.isBlank })!
        return String(self[start...end])
    }
}

extension Unicode.Scalar {
    /// A space of any kind (general category Zs) or a tab.
    fileprivate var isBlank: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }
}
