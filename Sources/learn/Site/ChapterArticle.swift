import Foundation

/// A chapter rewritten as a DocC article: the same lines, one for one, with
/// what a repository page understands turned into what DocC understands.
///
/// - A link to another chapter, `[chapter 5](05-signal-producer.md#the-design)`,
///   becomes a DocC link with the same text, `[chapter 5](<doc:05-signal-producer#The-design>)`;
///   a link to a heading of the same chapter, likewise.
/// - An image in `Chapters/Diagrams/`, `![alt](Diagrams/06-map.svg)`, becomes
///   `![alt](06-map.svg)`: the catalog holds the file as a resource.
/// - A link to another file of the repository (`../Sources/…`) keeps its text
///   and loses its target, because the site holds no copy of the repository.
/// - A symbol link, ``` ``Signal/take(first:)`` ```, stays a link when the newest
///   step has that symbol, and becomes a code span when it does not (a chapter
///   may name what an earlier step had and the newest does not).
/// - A plain code span that names a type or a member without parentheses,
///   `` `SignalProducer` `` or `` `MutableProperty.value` ``, becomes a link
///   to its page when the newest step has exactly one symbol of that name, so
///   the chapters' prose links to the API without being written for DocC.
///   Other code spans stay code, and so does any code span in a heading or
///   inside a link's text.
/// - Headings lose the backticks of their code spans, which DocC would show;
///   a second level-1 heading becomes level 2: an article has one title.
///
/// Fenced code blocks are left exactly as they are. Because every line maps to
/// the chapter's line of the same number, a DocC diagnostic about the article
/// names the chapter's line.
struct ChapterArticle {
    /// How the article refers to the rest of the book.
    struct Context: Sendable {
        /// The DocC name of each chapter, by its path from the repository
        /// root: `Chapters/05-signal-producer.md` → `05-signal-producer`.
        let articleNames: [String: String]
        /// Each chapter's headings, by its path: the anchor GitHub gives a
        /// heading (`the-design`) to the one DocC gives it (`The-design`).
        let headingAnchors: [String: [String: String]]
        /// Whether the newest step has a symbol, given its path from the
        /// module (`Signal/take(first:)`, without disambiguation).
        let hasSymbol: @Sendable (String) -> Bool
        /// Whether the newest step has exactly one symbol at a path from the
        /// module (`MutableProperty/value`): a code span naming it can link
        /// to its page without DocC finding the link ambiguous.
        var hasOneSymbol: @Sendable (String) -> Bool = { _ in false }
    }

    /// The chapter's path from the repository root.
    let chapterPath: String
    /// The article's markdown.
    let text: String
    /// The diagrams it shows, as paths from the repository root
    /// (`Chapters/Diagrams/06-map.svg`): the catalog copies them.
    let images: [String]
    /// The symbol links the newest step cannot resolve, written as code
    /// instead, with their chapter lines.
    let symbolsWrittenAsCode: [(symbol: String, line: Int)]

    /// Rewrites a chapter.
    init(chapter: ChapterText, context: Context) {
        chapterPath = chapter.path
        var images: [String] = []
        var symbolsWrittenAsCode: [(symbol: String, line: Int)] = []
        var seenTitle = false
        let lines = chapter.rewritingProse { line, index in
            var line = line
            if line.hasPrefix("#") {
                line = ChapterArticle.rewriteHeading(line)
                if line.hasPrefix("# ") {
                    if seenTitle { line = "#" + line }
                    seenTitle = true
                }
            }
            line = ChapterArticle.rewriteLinks(in: line, chapter: chapter.path, context: context) { image in
                images.append(image)
            }
            line = ChapterArticle.rewriteSymbolLinks(in: line, context: context) { symbol in
                symbolsWrittenAsCode.append((symbol, index + 1))
            }
            if !line.hasPrefix("#") {
                line = ChapterArticle.linkCodeSpans(in: line, context: context)
            }
            return line
        }
        text = lines.joined(separator: "\n")
        self.images = images
        self.symbolsWrittenAsCode = symbolsWrittenAsCode
    }

    /// The folder of the book's images, from the repository root.
    static let diagramsFolder = "Chapters/Diagrams/"

    /// `[text](target)` and `![alt](target)`, outside code spans.
    private static var linkPattern: Regex<(Substring, Substring, Substring, Substring)> { #/(!?)\[([^\]]*)\]\(([^)\s]*)\)/# }

    /// Rewrites every link and image of a line (see the type's description).
    static func rewriteLinks(
        in line: String,
        chapter: String,
        context: Context,
        image: (String) -> Void = { _ in }
    ) -> String {
        let codeSpans = codeSpanRanges(in: line)
        var result = ""
        var rest = line.startIndex
        for match in line.matches(of: linkPattern) {
            if codeSpans.contains(where: { $0.contains(match.range.lowerBound) }) { continue }
            result += line[rest..<match.range.lowerBound]
            result += rewrite(
                isImage: !match.1.isEmpty, label: String(match.2), target: String(match.3),
                whole: String(match.0), chapter: chapter, context: context, image: image
            )
            rest = match.range.upperBound
        }
        return result + line[rest...]
    }

    /// One link or image, rewritten.
    private static func rewrite(
        isImage: Bool, label: String, target: String, whole: String,
        chapter: String, context: Context, image: (String) -> Void
    ) -> String {
        if BookLinks.isExternal(target) { return whole }
        let (path, fragment) = BookLinks.split(target)
        let resolved = path.isEmpty ? chapter : BookLinks.resolve(path, from: chapter)
        if isImage {
            guard resolved.hasPrefix(diagramsFolder) else { return whole }
            image(resolved)
            return "![\(label)](\(resolved.dropFirst(diagramsFolder.count)))"
        }
        if let name = context.articleNames[resolved] {
            let anchor = fragment.flatMap { headingAnchor(for: $0, in: resolved, context: context) }
            return "[\(label)](<doc:\(name)\(anchor.map { "#" + $0 } ?? "")>)"
        }
        if resolved.hasPrefix("Chapters/"), resolved.hasSuffix(".md") {
            // A chapter that does not exist: DocC reports the link.
            let name = ((resolved as NSString).lastPathComponent as NSString).deletingPathExtension
            return "[\(label)](<doc:\(name)>)"
        }
        return label
    }

    /// The ranges of a line's `code spans`, backticks included.
    private static func codeSpanRanges(in line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "`") {
            let ticks = rest[open...].prefix { $0 == "`" }
            guard let close = rest[ticks.endIndex...].range(of: String(ticks)) else { break }
            ranges.append(open..<close.upperBound)
            rest = rest[close.upperBound...]
        }
        return ranges
    }

    /// The DocC anchor of a chapter's heading, from the anchor GitHub gives
    /// it; an anchor no heading has is kept, for DocC to report.
    private static func headingAnchor(for githubAnchor: String, in chapter: String, context: Context) -> String? {
        context.headingAnchors[chapter]?[githubAnchor] ?? githubAnchor
    }

    /// Turns the symbol links the newest step lacks into code spans.
    static func rewriteSymbolLinks(in line: String, context: Context, missing: (String) -> Void = { _ in }) -> String {
        line.replacing(#/``([^`]+)``/#) { match in
            let symbol = String(match.1)
            if context.hasSymbol(SymbolIndex.undisambiguated(symbol)) { return String(match.0) }
            missing(symbol)
            return "`\(symbol)`"
        }
    }

    /// A code span that may name a symbol: a capitalised name, and at most
    /// one member or nested type after a dot (`Signal`, `Signal.Observer`,
    /// `MutableProperty.value`).
    private static var symbolNamePattern: Regex<(Substring, Substring?)> { #/[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)?/# }

    /// Turns the plain code spans that name exactly one symbol of the newest
    /// step into symbol links (see the type's description). A code span inside
    /// a link's text stays as it is: a link cannot hold a link.
    static func linkCodeSpans(in line: String, context: Context) -> String {
        let linkTexts = line.matches(of: linkPattern).map(\.range)
        var result = ""
        var rest = line.startIndex
        for span in codeSpanRanges(in: line) {
            let ticks = line[span].prefix { $0 == "`" }.count
            guard ticks == 1 else { continue }
            let name = line[span].dropFirst().dropLast()
            guard (try? symbolNamePattern.wholeMatch(in: name)) != nil,
                !linkTexts.contains(where: { $0.overlaps(span) })
            else { continue }
            let path = name.replacingOccurrences(of: ".", with: "/")
            guard context.hasOneSymbol(path) else { continue }
            result += line[rest..<span.lowerBound] + "``\(path)``"
            rest = span.upperBound
        }
        return result + line[rest...]
    }

    /// The anchor DocC gives a heading: its words as the reader sees them,
    /// letters and digits only, joined by dashes (`The design: one shape` →
    /// `The-design-one-shape`).
    static func doccAnchor(forHeading heading: String) -> String {
        let visible = heading.replacing(#/\[([^\]]*)\]\([^)]*\)/#) { String($0.1) }
        let words = visible.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
            .map { $0.filter { $0.isLetter || $0.isNumber || $0 == "_" } }
            .filter { !$0.isEmpty }
        return words.joined(separator: "-")
    }

    /// A heading as DocC shows it well: DocC prints a heading's text as it
    /// is, so its code spans lose their backticks (`## The \`take\` family`
    /// → `## The take family`).
    static func rewriteHeading(_ line: String) -> String {
        line.replacingOccurrences(of: "`", with: "")
    }
}

extension ChapterArticle.Context {
    /// The context of a book: each chapter's article name (the introduction's
    /// is the module's, since it is the module's page) and its headings'
    /// anchors.
    init(
        chapters: [ChapterText], landingChapter: String, moduleName: String,
        hasSymbol: @escaping @Sendable (String) -> Bool,
        hasOneSymbol: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        var names: [String: String] = [:]
        var anchors: [String: [String: String]] = [:]
        for chapter in chapters {
            names[chapter.path] =
                chapter.path == landingChapter
                ? moduleName : ((chapter.path as NSString).lastPathComponent as NSString).deletingPathExtension
            var slugs = Slugger()
            var map: [String: String] = [:]
            for heading in chapter.headings {
                map[slugs.slug(for: heading.text)] = ChapterArticle.doccAnchor(forHeading: heading.text)
            }
            anchors[chapter.path] = map
        }
        self.init(articleNames: names, headingAnchors: anchors, hasSymbol: hasSymbol, hasOneSymbol: hasOneSymbol)
    }
}
