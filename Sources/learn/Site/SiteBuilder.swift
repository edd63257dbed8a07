import Foundation

/// Builds the book's DocC site: the newest step's symbol graph, the catalog
/// made from the chapters, and `docc convert` into a folder a static host can
/// serve. Everything but the site itself stays in `.build-site/`.
struct SiteBuilder {
    /// The scratch folder, apart from the repository's own build.
    static let scratch = ".build-site"
    /// Where the site goes unless `--output` says otherwise.
    static let defaultOutput = scratch + "/site"

    let repository: Repository
    /// The chapters, in order, the introduction first.
    let chapters: [ChapterText]
    /// The newest step's module: `Step12_Schedulers`.
    let moduleName: String
    /// The site's folder, absolute.
    let output: String

    /// The path of the landing page on the site: `documentation/step12_schedulers`.
    var landingPath: String { "documentation/" + moduleName.lowercased() }

    /// Reads the chapters and finds the newest step.
    init(repository: Repository, output: String) throws(LearnError) {
        let book = try BookCheck(repository: repository)
        guard let newest = book.modules.keys.max(), let module = book.modules[newest] else {
            throw LearnError("there is no step in Sources/ (folders named StepNN_Name).")
        }
        self.repository = repository
        chapters = book.chapters
        moduleName = module
        self.output = output.hasPrefix("/") ? output : repository.absolute(output)
    }

    /// Builds the site, printing each stage and its time.
    ///
    /// - Returns: The problems that fail the build (DocC's warnings, with the
    ///   chapter or source file and line of each); none if the site is built.
    func build() throws(LearnError) -> [String] {
        let docc = try SiteBuilder.findDocc()
        let scratch = repository.absolute(SiteBuilder.scratch)
        let symbolGraphs = scratch + "/symbol-graphs"

        var started = Date()
        Console.line("Symbol graph of \(moduleName) (swift build, in \(SiteBuilder.scratch)/build)…")
        try buildSymbolGraph(into: symbolGraphs)
        let symbols = try SymbolIndex(folder: symbolGraphs)
        Console.line("  \(symbols.paths.count) symbols, in \(seconds(since: started))")

        started = Date()
        let catalog = BookCatalog(chapters: chapters, moduleName: moduleName, symbols: symbols)
        let catalogFolder = scratch + "/\(moduleName).docc"
        try catalog.write(to: catalogFolder, repository: repository)
        Console.line(
            "Catalog \(SiteBuilder.scratch)/\(moduleName).docc: \(catalog.files.count) pages, \(catalog.images.count) images"
        )
        for written in catalog.symbolsWrittenAsCode {
            Console.line(
                "  \(written.chapter):\(written.line): ``\(written.symbol)`` names no symbol of \(moduleName): shown as code, not a link"
            )
        }

        Console.line("docc convert → \(output)…")
        let diagnosticsFile = scratch + "/docc-diagnostics.json"
        try? FileManager.default.removeItem(atPath: output)
        try? FileManager.default.removeItem(atPath: diagnosticsFile)
        var doccOutput: [String] = []
        let status = try ChildProcess.run(
            docc,
            [
                "convert", catalogFolder,
                "--additional-symbol-graph-dir", symbolGraphs,
                "--transform-for-static-hosting",
                "--output-path", output,
                "--diagnostics-file", diagnosticsFile,
                // The landing page's kind, which DocC would call "Framework".
                "--fallback-default-module-kind", "Book",
            ],
            in: repository.root
        ) { doccOutput.append($0) }
        guard status == 0 else {
            doccOutput.forEach { Console.problem($0) }
            throw LearnError("docc convert failed (status \(status)); its output is above.")
        }
        let diagnostics: [DoccDiagnostic]
        do {
            diagnostics = try DoccDiagnostic.read(Data(contentsOf: URL(fileURLWithPath: diagnosticsFile)))
        } catch {
            throw LearnError("cannot read DocC's diagnostics in \(diagnosticsFile): \(error.localizedDescription)")
        }
        try writeRedirect()
        Console.line("  in \(seconds(since: started))")
        return diagnostics.filter(\.isProblem)
            .map { describe($0, catalog: catalog, catalogFolder: catalogFolder) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// A DocC diagnostic as `Chapters/06-transforming.md:12: warning: …`, or
    /// with the source file of a doc comment.
    private func describe(_ diagnostic: DoccDiagnostic, catalog: BookCatalog, catalogFolder: String) -> String {
        var location = diagnostic.file ?? "(no file)"
        if let file = diagnostic.file, file.hasPrefix(catalogFolder + "/"),
            let chapter = catalog.chapterLocation(
                ofCatalogFile: String(file.dropFirst(catalogFolder.count + 1)), line: diagnostic.line ?? 0
            )
        {
            location = "\(chapter.path):\(chapter.line)"
        } else {
            if location.hasPrefix(repository.root + "/") { location = String(location.dropFirst(repository.root.count + 1)) }
            if let line = diagnostic.line { location += ":\(line)" }
        }
        return "\(location): \(diagnostic.severity): \(diagnostic.summary)"
    }

    /// Builds the newest step with the compiler writing its symbol graph, in
    /// a package of that step alone (`FRP_NEWEST_STEPS=1`) and a build folder
    /// of its own.
    private func buildSymbolGraph(into folder: String) throws(LearnError) {
        let swift = try ChildProcess.swift()
        var lines: [String] = []
        let status = try ChildProcess.run(
            swift,
            [
                "build", "--target", moduleName,
                "--scratch-path", repository.absolute(SiteBuilder.scratch + "/build"),
                "-Xswiftc", "-emit-symbol-graph",
                "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", folder,
            ],
            in: repository.root,
            environment: ["FRP_NEWEST_STEPS": "1", "FRP_EXERCISES": nil]
        ) { line in
            lines.append(line)
            Console.status(line)
        }
        Console.clearStatus()
        let warnings = lines.filter { $0.contains("warning:") }
        guard status == 0, warnings.isEmpty else {
            (status == 0 ? warnings : lines).forEach { Console.problem($0) }
            throw LearnError("building \(moduleName) for its symbol graph " + (status == 0 ? "printed warnings (above)." : "failed (above)."))
        }
    }

    /// Sends a visitor of the site's root to the landing page, and gives
    /// DocC's pages the (empty) theme settings they ask for.
    private func writeRedirect() throws(LearnError) {
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(BookCatalog.title)</title>
            <meta http-equiv="refresh" content="0; url=\(landingPath)/"></head>
            <body><a href="\(landingPath)/">\(BookCatalog.title)</a></body></html>

            """
        do {
            try page.write(toFile: output + "/index.html", atomically: true, encoding: .utf8)
            // DocC's pages ask for theme-settings.json (a theme of one's own);
            // an empty one keeps that request from failing.
            try "{}\n".write(toFile: output + "/theme-settings.json", atomically: true, encoding: .utf8)
        } catch {
            throw LearnError("cannot write \(output)/index.html: \(error.localizedDescription)")
        }
    }

    /// The path of DocC's `docc`: beside `swift` in a swift.org toolchain, on
    /// the `PATH`, or (macOS) Xcode's.
    ///
    /// - Throws: A ``LearnError`` that says how to get it.
    static func findDocc() throws(LearnError) -> String {
        let swift = try ChildProcess.swift()
        let toolchainBin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().path
        if FileManager.default.isExecutableFile(atPath: toolchainBin + "/docc") {
            return toolchainBin + "/docc"
        }
        if let onPath = ChildProcess.find("docc") {
            return onPath
        }
        #if os(macOS)
            var found: [String] = []
            if (try? ChildProcess.run("/usr/bin/xcrun", ["--find", "docc"], in: "/", onLine: { found.append($0) })) == 0,
                let path = found.first, FileManager.default.isExecutableFile(atPath: path)
            {
                return path
            }
        #endif
        throw LearnError(
            """
            learn site needs DocC's 'docc', and it is neither beside swift (\(toolchainBin)/docc) nor on your PATH. \
            It ships with every full Swift toolchain from https://swift.org/install (5.6 or later; the "slim" \
            Docker images leave it out) and with Xcode. Install one, or put the folder that holds docc on your PATH, \
            then try again.
            """
        )
    }
}

/// The time since `start`, as `12.3s`.
func seconds(since start: Date) -> String {
    String(format: "%.1fs", Date().timeIntervalSince(start))
}
