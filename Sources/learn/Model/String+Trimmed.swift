/// Trimming, which the standard library lacks without Foundation.
extension StringProtocol {
    /// The text without the spaces, tabs and newlines at either end.
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
