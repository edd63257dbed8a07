import Foundation

/// Opens the built site in headless Chromium, page by page, served by a
/// static server on 127.0.0.1, and checks what the browser shows: the landing
/// page and every chapter render (a title, no "page not found"), every image
/// and page they use is served, every link to another page leads to one that
/// exists, and the console stays silent. Saves screenshots of the landing page
/// and of the first chapter with images.
struct BrowserCheck {
    let builder: SiteBuilder

    /// A page to open: its path on the site, the title it must show and how
    /// many of the book's images it must show.
    struct Page {
        let path: String
        let title: String
        let imageCount: Int
    }

    /// How long DocC's JavaScript may take to render a page, in the
    /// browser's virtual time (milliseconds).
    static let renderBudget = "15000"

    /// Runs the check.
    ///
    /// - Returns: 0 if every page passed, or if no browser or no python3 is
    ///   installed (the check is skipped, and says why); 1 otherwise.
    func run() throws(LearnError) -> Int32 {
        guard let browser = BrowserCheck.findBrowser() else {
            Console.line(
                Style.unknown("Browser check skipped:")
                    + " no Chromium is installed (looked for chromium, chromium-browser, google-chrome and google-chrome-stable on PATH, and $LEARN_BROWSER). On Debian or Ubuntu: apt-get install chromium"
            )
            return 0
        }
        guard let python = ChildProcess.find("python3") else {
            Console.line(Style.unknown("Browser check skipped:") + " it serves the site with python3's http.server, and python3 is not on PATH.")
            return 0
        }
        guard FileManager.default.fileExists(atPath: builder.output + "/" + builder.landingPath + "/index.html") else {
            throw LearnError("there is no site in \(builder.output) to check: build it first (swift run learn site).")
        }
        let started = Date()
        let server = try StaticServer(python: python, folder: builder.output)
        defer { server.stop() }
        Console.line("Checking the site in \(browser), served at \(server.base)/")

        let scratch = builder.repository.absolute(SiteBuilder.scratch)
        let screenshots = scratch + "/screenshots"
        try? FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
        var problems: [String] = []
        let pages = self.pages()
        for page in pages {
            let logStart = server.logLines().count
            let (dom, log) = try BrowserCheck.runBrowser(browser, ["--dump-dom", server.base + "/" + page.path], scratch: scratch)
            let failedRequests = RenderedPage.failedRequests(inServerLog: Array(server.logLines().dropFirst(logStart)))
            let pageProblems = check(page, rendered: RenderedPage(dom: dom), console: RenderedPage.consoleMessages(inBrowserLog: log), failedRequests: failedRequests)
            if pageProblems.isEmpty {
                Console.line("  " + Style.passed("ok") + "  /\(page.path)  \(page.title)")
            } else {
                Console.line("  " + Style.failed("FAILED") + "  /\(page.path)")
                pageProblems.forEach { Console.line("      \($0)") }
                problems += pageProblems.map { "/\(page.path): \($0)" }
            }
        }

        var shots = [("landing.png", pages[0])]
        if let withImages = pages.dropFirst().first(where: { $0.imageCount > 0 }) {
            shots.append(("chapter-with-diagrams.png", withImages))
        }
        for (name, page) in shots {
            let file = screenshots + "/" + name
            try? FileManager.default.removeItem(atPath: file)
            // A chapter's first diagram is far down its page, and Chromium
            // shoots the top: a page of our own frames the chapter and
            // scrolls its first diagram into view.
            let framed = page.imageCount > 0 && name != "landing.png"
            let frame = builder.output + "/" + BrowserCheck.screenshotFrame
            if framed {
                try? BrowserCheck.framePage(showingFirstDiagramOf: "/" + page.path)
                    .write(toFile: frame, atomically: true, encoding: .utf8)
            }
            defer { if framed { try? FileManager.default.removeItem(atPath: frame) } }
            let target = framed ? BrowserCheck.screenshotFrame : page.path
            _ = try BrowserCheck.runBrowser(
                browser, ["--screenshot=\(file)", "--window-size=1280,1000", "--hide-scrollbars", server.base + "/" + target],
                scratch: scratch
            )
            if FileManager.default.fileExists(atPath: file) {
                Console.line("  screenshot of /\(page.path): \(SiteBuilder.scratch)/screenshots/\(name)")
            } else {
                problems.append("/\(page.path): Chromium wrote no screenshot")
            }
        }

        Console.line()
        if problems.isEmpty {
            Console.line(Style.passed("All \(pages.count) pages render in Chromium") + ", with their images and links, and a silent console (\(seconds(since: started))).")
            return 0
        }
        Console.line(Style.failed("\(problems.count) problem\(problems.count == 1 ? "" : "s") in the browser") + " (\(seconds(since: started))):")
        problems.forEach { Console.line("  \($0)") }
        return 1
    }

    /// The page, written into the site only while its screenshot is taken,
    /// that frames a chapter scrolled to its first diagram.
    static let screenshotFrame = "screenshot-frame.html"

    /// A page that shows the page at `path` in a frame the size of the
    /// window, scrolled so that its first diagram is in the middle (it waits
    /// for DocC to render the chapter, a quarter of a second at a time).
    static func framePage(showingFirstDiagramOf path: String) -> String {
        """
        <!doctype html>
        <html><body style="margin:0">
        <iframe id="chapter" src="\(path)" style="border:0;width:100vw;height:100vh"></iframe>
        <script>
        const chapter = document.getElementById("chapter");
        function showFirstDiagram(triesLeft) {
          const image = chapter.contentDocument && chapter.contentDocument.querySelector('img[src$=".svg"]');
          if (image) { image.scrollIntoView({ block: "center" }); return; }
          if (triesLeft > 0) { setTimeout(() => showFirstDiagram(triesLeft - 1), 250); }
        }
        chapter.addEventListener("load", () => showFirstDiagram(40));
        </script>
        </body></html>
        """
    }

    /// The landing page, then every chapter, with what each must show.
    func pages() -> [Page] {
        let context = ChapterArticle.Context(
            chapters: builder.chapters, landingChapter: builder.chapters[0].path,
            moduleName: builder.moduleName, hasSymbol: { _ in true }
        )
        return builder.chapters.enumerated().map { index, chapter in
            let images = ChapterArticle(chapter: chapter, context: context).images.count
            if index == 0 {
                return Page(path: builder.landingPath + "/", title: BookCatalog.title, imageCount: images)
            }
            let name = context.articleNames[chapter.path] ?? ""
            return Page(
                path: builder.landingPath + "/" + name.lowercased() + "/",
                title: RenderedPage.visibleTitle(ofHeading: chapter.title), imageCount: images
            )
        }
    }

    /// What is wrong with a rendered page.
    func check(_ page: Page, rendered: RenderedPage, console: [String], failedRequests: [String]) -> [String] {
        var problems: [String] = []
        if rendered.isNotFound {
            problems.append("DocC shows \"page not found\"")
        }
        if rendered.title != page.title {
            problems.append(
                rendered.title.map { "the page shows the title \"\($0)\", not \"\(page.title)\"" }
                    ?? "the page is blank: no title rendered (expected \"\(page.title)\")"
            )
        }
        let bookImages = rendered.imageSources.filter { $0.hasPrefix("/images/") }
        if bookImages.count < page.imageCount {
            problems.append("it shows \(bookImages.count) of its \(page.imageCount) images")
        }
        for source in bookImages where !siteHasFile(source) {
            problems.append("image \(source) does not load: the site has no such file")
        }
        for request in failedRequests {
            problems.append("the server answered \(request)")
        }
        for link in rendered.pageLinks {
            let path = link.hasSuffix("/") ? String(link.dropLast()) : link
            if !siteHasFile(path + "/index.html") || !siteHasFile("/data" + path + ".json") {
                problems.append("link to \(link) is broken: the site has no such page")
            }
        }
        problems += console.map { "console: \($0)" }
        return problems
    }

    /// Whether the site holds a file, given its path on the site.
    private func siteHasFile(_ path: String) -> Bool {
        let decoded = path.removingPercentEncoding ?? path
        return FileManager.default.fileExists(atPath: builder.output + decoded)
    }

    /// The browser: `$LEARN_BROWSER`, or Chromium or Chrome on the `PATH`.
    static func findBrowser() -> String? {
        if let chosen = ProcessInfo.processInfo.environment["LEARN_BROWSER"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : ChildProcess.find(chosen)
        }
        return ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy.compactMap(ChildProcess.find).first
    }

    /// Runs headless Chromium on one page and returns what it printed: the
    /// output (the DOM, for `--dump-dom`) and its log, with console messages.
    static func runBrowser(_ browser: String, _ arguments: [String], scratch: String) throws(LearnError) -> (output: String, log: String) {
        let outputFile = scratch + "/browser-output.txt"
        let logFile = scratch + "/browser-log.txt"
        guard FileManager.default.createFile(atPath: outputFile, contents: nil),
            FileManager.default.createFile(atPath: logFile, contents: nil),
            let output = FileHandle(forWritingAtPath: outputFile), let log = FileHandle(forWritingAtPath: logFile) else {
            throw LearnError("cannot write the browser's output in \(scratch).")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(scratch)/browser-profile",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=\(renderBudget)",
            ] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = log
        do {
            try ChildProcess.running.start(process)
        } catch {
            throw LearnError("cannot start \(browser): \(error.localizedDescription)")
        }
        // A browser that hangs must not hang CI: two minutes is ten times
        // what a page takes on a slow machine.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        ChildProcess.running.forget(process)
        try? output.close()
        try? log.close()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return (read(outputFile), read(logFile))
    }
}

/// python3's `http.server`, serving a folder on 127.0.0.1 at a port the
/// system picks, with its request log kept for the check to read.
final class StaticServer: @unchecked Sendable {
    /// `http://127.0.0.1:PORT`.
    let base: String
    private let process: Process
    // `@unchecked Sendable`: `log` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var log: [String] = []

    /// Starts the server and waits until it says which port it listens on.
    init(python: String, folder: String) throws(LearnError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder]
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput
        process.standardError = standardError
        do {
            try ChildProcess.running.start(process)
        } catch {
            throw LearnError("cannot start python3's http.server: \(error.localizedDescription)")
        }
        self.process = process
        var banner = ""
        var port: Substring?
        while port == nil {
            let chunk = standardOutput.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            banner += String(decoding: chunk, as: UTF8.self)
            port = banner.firstMatch(of: #/port (\d+)/#)?.1
        }
        guard let port else {
            process.terminate()
            throw LearnError("python3's http.server did not start: \(banner)")
        }
        base = "http://127.0.0.1:\(port)"
        standardError.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            guard let self, !text.isEmpty else { return }
            self.lock.withLock { self.log += text.split(separator: "\n").map(String.init) }
        }
    }

    /// The request log so far, one request a line.
    func logLines() -> [String] {
        lock.withLock { log }
    }

    /// Stops the server.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        ChildProcess.running.forget(process)
    }
}
