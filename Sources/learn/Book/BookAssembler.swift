import Foundation

/// Puts the chapters together into `book.md`: a title, a table of contents
/// whose links work, every chapter one heading level down, and links
/// rewritten so they still resolve from the repository root.
struct BookAssembler {
    /// The chapters, in order.
    let chapters: [ChapterText]

    /// The book's title.
    static let title = "Build Your Own FRP"

    /// The whole book.
    func assemble() -> String {
        var slugs = Slugger()
        _ = slugs.slug(for: BookAssembler.title)
        _ = slugs.slug(for: "Contents")
        // Every heading's anchor in the book, chapter by chapter, keyed by the
        // anchor it has in its own chapter file.
        var anchors: [String: [String: String]] = [:]
        var titleAnchors: [String: String] = [:]
        for chapter in chapters {
            var local = Slugger()
            var map: [String: String] = [:]
            for heading in chapter.headings {
                let bookAnchor = slugs.slug(for: heading.text)
                map[local.slug(for: heading.text)] = bookAnchor
                if titleAnchors[chapter.path] == nil, heading.level == 1 {
                    titleAnchors[chapter.path] = bookAnchor
                }
            }
            anchors[chapter.path] = map
        }

        var book = "# \(BookAssembler.title)\n\n"
        book += "*Generated from the chapters in [`Chapters/`](Chapters/) by `swift run learn book`:"
        book += " edit the chapters, not this file.*\n\n"
        book += "## Contents\n\n"
        for chapter in chapters {
            let anchor = titleAnchors[chapter.path] ?? ""
            book += "- [\(plainText(chapter.title))](#\(anchor))\n"
        }
        for chapter in chapters {
            book += "\n"
            book += body(of: chapter, anchors: anchors, titleAnchors: titleAnchors)
        }
        return book
    }

    /// A chapter's text with headings one level down and links rewritten.
    private func body(
        of chapter: ChapterText,
        anchors: [String: [String: String]],
        titleAnchors: [String: String]
    ) -> String {
        var lines = chapter.rewritingProse { line, _ in
            var line = line
            if line.hasPrefix("#"), line.prefix(while: { $0 == "#" }).count < 6 {
                line = "#" + line
            }
            return rewriteLinks(in: line) { target in
                BookLinks.bookTarget(
                    for: target, in: chapter.path, anchors: anchors, titleAnchors: titleAnchors
                )
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The heading's text without markdown: what a reader sees.
    private func plainText(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
    }
}

/// Rewrites the target of every `[text](target)` link in a line.
func rewriteLinks(in line: String, _ rewrite: (String) -> String) -> String {
    var result = ""
    var rest = line[...]
    while let open = rest.range(of: "](") {
        result += rest[..<open.upperBound]
        let afterOpen = rest[open.upperBound...]
        guard let close = afterOpen.firstIndex(of: ")") else {
            rest = afterOpen
            continue
        }
        result += rewrite(String(afterOpen[..<close]))
        rest = afterOpen[close...]
    }
    return result + rest
}

/// The targets of every `[text](target)` link in a line.
func linkTargets(in line: String) -> [String] {
    var targets: [String] = []
    _ = rewriteLinks(in: line) { target in
        targets.append(target)
        return target
    }
    return targets
}

/// Where a chapter's link points, seen from the chapter and from the book.
enum BookLinks {
    /// Whether a link leaves the repository (a web page, an e-mail).
    static func isExternal(_ target: String) -> Bool {
        target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:")
    }

    /// Splits `path#fragment`.
    static func split(_ target: String) -> (path: String, fragment: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// A relative path from a chapter, as a path from the repository root.
    static func resolve(_ path: String, from chapter: String) -> String {
        var parts = (chapter as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        let resolved = parts.joined(separator: "/")
        return path.hasSuffix("/") ? resolved + "/" : resolved
    }

    /// The link's target in `book.md`.
    static func bookTarget(
        for target: String,
        in chapter: String,
        anchors: [String: [String: String]],
        titleAnchors: [String: String]
    ) -> String {
        if isExternal(target) { return target }
        let (path, fragment) = split(target)
        if path.isEmpty {
            let anchor = fragment.flatMap { anchors[chapter]?[$0] } ?? fragment ?? ""
            return "#" + anchor
        }
        let resolved = resolve(path, from: chapter)
        if let chapterAnchors = anchors[resolved] {
            if let fragment, let anchor = chapterAnchors[fragment] { return "#" + anchor }
            return "#" + (titleAnchors[resolved] ?? "")
        }
        return resolved + (fragment.map { "#" + $0 } ?? "")
    }
}

/// Makes heading anchors the way GitHub does: lower case, punctuation
/// dropped, spaces as hyphens, and `-1`, `-2` after a repeated one.
struct Slugger {
    private var used: [String: Int] = [:]

    /// The anchor of the next heading with this text.
    mutating func slug(for heading: String) -> String {
        var text = heading
        // A link in a heading shows its text only.
        text = text.replacing(#/\[([^\]]*)\]\([^)]*\)/#) { String($0.1) }
        let base = String(
            text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" { return Character(scalar) }
                if CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            }
        )
        let count = used[base, default: 0]
        used[base] = count + 1
        return count == 0 ? base : "\(base)-\(count)"
    }
}
