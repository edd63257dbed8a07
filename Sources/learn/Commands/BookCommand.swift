import Foundation

/// `learn book`: writes `book.md` from the chapters; `learn book --check`
/// proves the book tells the truth about the code.
enum BookCommand: Command {
    static let name = "book"
    static let arguments = "[--check]"
    static let summary = "draw the diagrams and write book.md; with --check, verify every listing, image and table"
    static let isForMaintainers = true
    static let details = """
        learn book draws every diagram listing's lanes into Chapters/Diagrams/NAME.svg (and \
        removes images no listing names), then writes book.md: the chapters of Chapters/ in order, \
        with a table of contents, headings one level down, and links rewritten to work from the \
        repository root.

        learn book --check changes nothing and verifies that the book tells the truth:
          - every ```swift listing has a marker on the line before it:
              <!-- example -->                 compiled against the chapter's step and run;
                                               each `// prints X` is the next line it prints
              <!-- diagram: 06-map -->         an example that prints a marble diagram's lanes,
                                               `label  marbles` a line (inputs, then the result);
                                               drawn into Chapters/Diagrams/06-map.svg
              <!-- excerpt: Sources/… -->      lines that still stand in that file, in order
                                               (a line `// ...` stands for lines left out)
              <!-- not compiled: reason -->    a broken attempt or pseudo-code, and why
          - the "What changes in this step" table lists exactly the files the step adds,
            changes and removes against the step before, in Sources/ and Tests/;
          - every diagram's image exists, is what its fresh run draws, and is shown by its
            chapter (![what it shows](Diagrams/06-map.svg)); every image has its listing;
          - every relative link leads to a file, and every #anchor to a heading;
          - book.md is up to date.
        It exits with status 1 and names the chapter, line, listing and mismatch of each problem.
        The examples build in .build-book/, apart from the repository's own build.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, options: ["--check"], maximumPositional: 0)
        let repository = try Repository.locate()
        let check = try BookCheck(repository: repository)
        if !parsed.options.contains("--check") {
            let images = try DiagramImages.write(check.diagramListings, in: repository)
            do {
                try check.book.write(toFile: repository.absolute("book.md"), atomically: true, encoding: .utf8)
            } catch {
                throw LearnError("cannot write book.md: \(error.localizedDescription)")
            }
            Console.line(
                "Wrote book.md from \(check.chapters.count) chapters; \(check.diagramListings.count) diagrams in "
                    + "\(DiagramImages.folder) (\(images.written) images written, \(images.removed) removed)."
            )
            guard images.problems.isEmpty else {
                Console.line(Style.failed("Diagrams not drawn, their lanes are wrong:"))
                for problem in images.problems {
                    Console.line("  \(problem)")
                }
                return 1
            }
            return 0
        }
        let (problems, counts) = try check.run()
        Console.line(Style.strong("Listings per chapter") + " (examples, of them diagrams / excerpts / not compiled):")
        for (path, count) in counts {
            Console.line("  \(padded(path, to: 34)) \(count.examples), \(count.diagrams) / \(count.excerpts) / \(count.notCompiled)")
        }
        if problems.isEmpty {
            Console.line(Style.passed("The book matches the code.") + " Every listing, table and link checked; book.md is up to date.")
            return 0
        }
        Console.line()
        Console.line(Style.failed("\(problems.count) problem\(problems.count == 1 ? "" : "s") in the book:"))
        for problem in problems {
            Console.line("  \(problem)")
        }
        return 1
    }
}
