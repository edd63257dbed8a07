import Foundation

/// The book as a DocC catalog: the introduction as the module's page (the
/// landing page), every other chapter as an article listed there in order,
/// the diagrams as resources. DocC adds the newest step's API reference below
/// the chapters, from its symbol graph.
struct BookCatalog {
    /// The book's title, shown on the landing page.
    static let title = BookAssembler.title

    /// A file of the catalog, with the chapter it comes from.
    struct File {
        /// Its name in the catalog: `06-transforming.md`.
        let name: String
        /// Its markdown.
        let text: String
        /// The chapter it is made from.
        let chapterPath: String
        /// How many lines the catalog file has before the chapter's first
        /// line: a diagnostic at catalog line L is at chapter line L - offset.
        let lineOffset: Int
    }

    /// The catalog's markdown files: the landing page first, then the
    /// chapters in order.
    let files: [File]
    /// The images to copy, as paths from the repository root.
    let images: [String]
    /// The symbol links the newest step lacks, written as code.
    let symbolsWrittenAsCode: [(chapter: String, line: Int, symbol: String)]

    /// Makes the catalog's files from the chapters.
    ///
    /// - Parameters:
    ///   - chapters: The chapters in order; the first is the introduction.
    ///   - moduleName: The newest step's module, whose API the site documents.
    ///   - symbols: That module's symbols.
    init(chapters: [ChapterText], moduleName: String, symbols: SymbolIndex) {
        let landing = chapters[0]
        let context = ChapterArticle.Context(
            chapters: chapters, landingChapter: landing.path, moduleName: moduleName,
            hasSymbol: { symbols.contains($0, module: moduleName) },
            hasOneSymbol: { symbols.hasOne($0) }
        )
        var files: [File] = []
        var images: [String] = []
        var missing: [(chapter: String, line: Int, symbol: String)] = []
        for chapter in chapters {
            let article = ChapterArticle(chapter: chapter, context: context)
            images += article.images
            missing += article.symbolsWrittenAsCode.map { (chapter.path, $0.line, $0.symbol) }
            if chapter.path == landing.path {
                let chapterNames = chapters.dropFirst().compactMap { context.articleNames[$0.path] }
                files.append(
                    File(
                        name: moduleName + ".md",
                        text: BookCatalog.landingPage(article.text, moduleName: moduleName, chapterNames: chapterNames),
                        chapterPath: chapter.path, lineOffset: 0
                    )
                )
            } else {
                let name = (context.articleNames[chapter.path] ?? chapter.path) + ".md"
                files.append(File(name: name, text: article.text, chapterPath: chapter.path, lineOffset: 0))
            }
        }
        self.files = files
        self.images = Array(Set(images)).sorted()
        symbolsWrittenAsCode = missing
    }

    /// The introduction as the module's page: its title replaced by the
    /// module's symbol link (DocC's way to write a module's page), shown
    /// under the book's title, and the chapters listed in order at the end.
    /// Lines keep their numbers, so diagnostics name the introduction's lines.
    static func landingPage(_ introduction: String, moduleName: String, chapterNames: [String]) -> String {
        var lines = introduction.components(separatedBy: "\n")
        if let title = lines.firstIndex(where: { $0.hasPrefix("# ") }) {
            lines[title] = "# ``\(moduleName)``"
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        lines += [
            "",
            "## Topics",
            "",
            "### Chapters",
            "",
        ]
        lines += chapterNames.map { "- <doc:\($0)>" }
        lines += [
            "",
            "@Metadata {",
            "    @DisplayName(\"\(title)\")",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Writes the catalog into a folder, replacing what was there.
    ///
    /// - Throws: A ``LearnError`` if a file cannot be written or an image
    ///   is missing.
    func write(to folder: String, repository: Repository) throws(LearnError) {
        let manager = FileManager.default
        do {
            try? manager.removeItem(atPath: folder)
            try manager.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: true)
            for file in files {
                try file.text.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
            }
        } catch {
            throw LearnError("cannot write the DocC catalog in \(folder): \(error.localizedDescription)")
        }
        for image in images {
            guard repository.exists(image) else {
                throw LearnError("a chapter shows \(image), and there is no such file. Run: swift run learn book")
            }
            do {
                try manager.copyItem(
                    atPath: repository.absolute(image),
                    toPath: folder + "/Resources/" + (image as NSString).lastPathComponent
                )
            } catch {
                throw LearnError("cannot copy \(image) into the catalog: \(error.localizedDescription)")
            }
        }
    }

    /// The chapter file and line of a catalog file's line.
    func chapterLocation(ofCatalogFile name: String, line: Int) -> (path: String, line: Int)? {
        files.first { $0.name == name }.map { ($0.chapterPath, line - $0.lineOffset) }
    }
}
