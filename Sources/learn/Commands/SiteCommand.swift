import Foundation

/// `learn site`: the book as a DocC website; `--check-in-browser` opens it
/// in headless Chromium and checks every page.
enum SiteCommand: Command {
    static let name = "site"
    static let arguments = "[--output DIR] [--check-in-browser] [--no-build]"
    static let summary = "build the book as a DocC website; --check-in-browser checks it in headless Chromium"
    static let isForMaintainers = true
    static let details = """
        learn site builds the book as a website with the toolchain's DocC (docc, beside swift), \
        into .build-site/site, or the folder --output names. A static host can serve the folder \
        as it is; to look at it on your machine:
            python3 -m http.server --directory .build-site/site 8000
        and open http://localhost:8000/.

        The site is:
          - the introduction as its landing page, then every chapter as an article, in order;
          - the diagrams of Chapters/Diagrams/, the listings and the "What changes" tables;
          - the newest step's API reference, built from the symbol graph the compiler writes.
        Links between chapters become DocC links; a symbol link in a chapter, ``Signal/map(_:)``, \
        links to its page (one that names no symbol of the newest step is shown as code, and \
        listed); links to the repository's other files keep their text only.
        It fails, naming the chapter or source file and line, if DocC prints any warning \
        (an unresolved link or symbol, above all). Its scratch files stay in .build-site/.

        --check-in-browser then serves the site on 127.0.0.1 and opens the landing page and \
        every chapter in headless Chromium. It fails if a page is blank, an image does not \
        load, a link between pages leads nowhere, or the console shows an error, and saves \
        screenshots of the landing page and of a chapter with diagrams in .build-site/screenshots. \
        With no Chromium (chromium, chromium-browser, google-chrome) or python3 installed, it \
        says so and skips. --no-build checks the site already built.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        var words = arguments
        var output = SiteBuilder.defaultOutput
        if let index = words.firstIndex(of: "--output") {
            guard index + 1 < words.count, !words[index + 1].hasPrefix("-") else {
                throw LearnError("--output needs a folder: swift run learn site --output DIR", status: .usage)
            }
            output = words[index + 1]
            words.removeSubrange(index...(index + 1))
        }
        let parsed = try CommandArguments(
            words, command: name, options: ["--check-in-browser", "--no-build"], maximumPositional: 0
        )
        let repository = try Repository.locate()
        let builder = try SiteBuilder(repository: repository, output: output)
        if !parsed.options.contains("--no-build") {
            let started = Date()
            let problems = try builder.build()
            guard problems.isEmpty else {
                Console.line()
                Console.line(Style.failed("DocC printed \(problems.count) warning\(problems.count == 1 ? "" : "s"); the site must build with none:"))
                problems.forEach { Console.line("  \($0)") }
                return 1
            }
            Console.line(Style.passed("Built the site in \(seconds(since: started)), with no warning:") + " \(builder.output)")
        } else if !parsed.options.contains("--check-in-browser") {
            throw LearnError("--no-build only goes with --check-in-browser: there is nothing else to do.", status: .usage)
        }
        guard parsed.options.contains("--check-in-browser") else {
            Console.line("Look at it: python3 -m http.server --directory \(output) 8000, then open http://localhost:8000/")
            return 0
        }
        return try BrowserCheck(builder: builder).run()
    }
}
