import Foundation

/// A page of the site as headless Chromium rendered it (`--dump-dom`): what
/// the browser check reads from the DOM that DocC's JavaScript built.
struct RenderedPage: Sendable, Equatable {
    /// The text of the page's title, `<h1 class="title">`, tags removed and
    /// spaces collapsed; `nil` if the page shows none (a blank page).
    let title: String?
    /// Whether DocC shows its "page not found" message.
    let isNotFound: Bool
    /// The `src` of every `<img>`.
    let imageSources: [String]
    /// The `href` of every link to another page of the site (one that starts
    /// with `/documentation/`), without its `#fragment`, once each.
    let pageLinks: [String]

    /// Reads a dumped DOM.
    init(dom: String) {
        title = RenderedPage.titleText(in: dom)
        isNotFound = dom.contains("The page you're looking for can't be found") || dom.contains("The page you’re looking for can’t be found")
        imageSources = dom.matches(of: #/<img\b[^>]*?\ssrc="([^"]*)"/#).map { RenderedPage.unescaped(String($0.1)) }
        var links: [String] = []
        for match in dom.matches(of: #/<a\b[^>]*?\shref="(/documentation/[^"#]*)[^"]*"/#) {
            let link = RenderedPage.unescaped(String(match.1))
            if !links.contains(link) { links.append(link) }
        }
        pageLinks = links
    }

    /// The text of the first `<h1 class="title">…</h1>`.
    private static func titleText(in dom: String) -> String? {
        guard let match = dom.firstMatch(of: #/<h1\b[^>]*class="title"[^>]*>(.*?)</h1>/#.dotMatchesNewlines()) else {
            return nil
        }
        let text = unescaped(String(match.1).replacing(#/<[^>]*>/#, with: ""))
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.isEmpty ? nil : words
    }

    /// Undoes HTML's escapes of `&`, `<`, `>`, `"` and `'`.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A page title as the site shows it: a chapter's heading without its
    /// markdown (`Chapter 6: `map` and friends` → `Chapter 6: map and friends`).
    static func visibleTitle(ofHeading heading: String) -> String {
        heading.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The console messages in what Chromium prints with
    /// `--enable-logging=stderr`: lines like
    /// `[…:INFO:CONSOLE:1] "Uncaught ReferenceError: …", source: http://… (1)`.
    /// DocC's pages log nothing, so every message is a problem.
    static func consoleMessages(inBrowserLog log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ":CONSOLE") ?? line.range(of: "CONSOLE(") else { return nil }
            let rest = line[marker.upperBound...]
            guard let bracket = rest.firstIndex(of: "]") else { return String(rest) }
            return rest[rest.index(after: bracket)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The requests a static server answered with an error, from the log
    /// python's `http.server` writes: `"GET /images/x.svg HTTP/1.1" 404 -`
    /// gives `404 /images/x.svg`.
    static func failedRequests(inServerLog lines: [String]) -> [String] {
        lines.compactMap { line in
            guard let match = line.firstMatch(of: #/"[A-Z]+ (\S+) HTTP/[\d.]+" (\d{3}) /#),
                let status = Int(match.2), status >= 400
            else { return nil }
            return "\(status) \(match.1)"
        }
    }
}
