import Foundation
import Testing
@testable import learn

@Suite struct ChapterTextTests {
    static let sample = """
        # Chapter 9: Sample

        Intro with a [link](../Sources/Step09_Sample/Thing.swift) and [another](#the-code).

        ## The code

        <!-- example -->
        ```swift
        print(1)  // prints 1
        ```

        ```swift
        let unmarked = true
        ```

        ```sh
        swift test
        ```

        ## What changes in this step

        | File | Change |
        |---|---|
        | `Sources/Step09_Sample/Thing.swift` | added: a thing |
        | `Tests/Step09_SampleTests/ThingTests.swift` | Changed: its tests |

        ## Exercises
        """

    @Test("a chapter's title, headings, Swift listings and their markers are read with their lines")
    func parsesChapter() {
        let chapter = ChapterText(path: "Chapters/09-sample.md", text: ChapterTextTests.sample)
        #expect(chapter.title == "Chapter 9: Sample")
        #expect(chapter.headings.map(\.text) == ["Chapter 9: Sample", "The code", "What changes in this step", "Exercises"])
        #expect(chapter.swiftBlocks.count == 2)
        #expect(chapter.swiftBlocks[0].marker == "example")
        #expect(chapter.swiftBlocks[0].line == 8)
        #expect(chapter.swiftBlocks[0].code == ["print(1)  // prints 1"])
        #expect(chapter.swiftBlocks[1].marker == nil)
        #expect(chapter.swiftBlocks[1].number == 2)
    }

    @Test("the change table's rows give a path and a lower-case change word")
    func parsesChangeTable() {
        let chapter = ChapterText(path: "Chapters/09-sample.md", text: ChapterTextTests.sample)
        #expect(chapter.changeRows?.map(\.path) == ["Sources/Step09_Sample/Thing.swift", "Tests/Step09_SampleTests/ThingTests.swift"])
        #expect(chapter.changeRows?.map(\.change) == ["added", "changed"])
    }

    @Test("a grouped row gives the step it names, its count, its claim and its code spans")
    func parsesGroupedRow() {
        let text = ChapterTextTests.sample.replacingOccurrences(
            of: "| Changed: its tests |",
            with: "| Changed: its tests |\n| Every other file of step 8 (12 files) | unchanged but for its import: `Step09_Sample` |"
        )
        let chapter = ChapterText(path: "Chapters/09-sample.md", text: text)
        #expect(chapter.changeRows?.count == 2)
        #expect(
            chapter.groupedRows == [
                .init(
                    previousStep: 8, count: 12, claim: "unchanged but for its import: `Step09_Sample`",
                    codeSpans: ["Step09_Sample"], line: 26
                )
            ]
        )
    }

    @Test("a chapter's images outside code blocks are read with their lines, and a diagram listing with its name")
    func parsesImages() {
        let text = "# Six\n\n![map, in words](Diagrams/06-map.svg) and ![b](b.png)\n\n```text\n![not](an-image.svg)\n```\n\n<!-- diagram: 06-map -->\n```swift\n// prints x  -a|\n```\n"
        let chapter = ChapterText(path: "Chapters/06-six.md", text: text)
        #expect(chapter.images == [.init(target: "Diagrams/06-map.svg", line: 3), .init(target: "b.png", line: 3)])
        #expect(DiagramListing.listings(in: chapter).map(\.name) == ["06-map"])
        #expect(DiagramListing.listings(in: chapter).first?.imagePath == "Chapters/Diagrams/06-map.svg")
    }

    @Test("a chapter without the heading has no table")
    func noTable() {
        #expect(ChapterText(path: "Chapters/00-intro.md", text: "# Intro\n").changeRows == nil)
    }
}

@Suite struct ListingTests {
    @Test("markers name examples, excerpts and listings not compiled")
    func parsesMarkers() throws {
        #expect(try Listing.parse(marker: "example").get() == .example)
        #expect(try Listing.parse(marker: "excerpt: Sources/A.swift").get() == .excerpt(path: "Sources/A.swift"))
        #expect(try Listing.parse(marker: "not compiled: the broken attempt").get() == .notCompiled(reason: "the broken attempt"))
    }

    @Test("a diagram marker names the diagram: the chapter's number, a dash and lower-case words")
    func parsesDiagramMarkers() throws {
        #expect(try Listing.parse(marker: "diagram: 06-map").get() == .diagram(name: "06-map"))
        #expect(try Listing.parse(marker: "diagram:   08-flatten-latest2").get() == .diagram(name: "08-flatten-latest2"))
        #expect(Listing.diagram(name: "06-map").isDiagram && !Listing.example.isDiagram)
        for bad in ["", "map", "6-map", "06-Map", "06-", "06--map", "06-map.svg", "06-two words", "../06-map"] {
            #expect(throws: ListingMarkerError.badDiagramName(bad)) { try Listing.parse(marker: "diagram: \(bad)").get() }
        }
        #expect(ListingMarkerError.badDiagramName("map").description.contains("<!-- diagram: 06-map -->"))
    }

    @Test("a missing, unknown or reasonless marker is refused")
    func refusesBadMarkers() {
        #expect(throws: ListingMarkerError.missing) { try Listing.parse(marker: nil).get() }
        #expect(throws: ListingMarkerError.unknown("sample")) { try Listing.parse(marker: "sample").get() }
        #expect(throws: ListingMarkerError.notCompiledWithoutReason) { try Listing.parse(marker: "not compiled:").get() }
        #expect(throws: ListingMarkerError.unknown("excerpt:")) { try Listing.parse(marker: "excerpt:").get() }
    }

    @Test("an example's expected output is the text after each // prints, in order")
    func expectedOutput() {
        let code = ["let x = 1", "print(x)  // prints 1", "// prints two words", "// prints", "print()"]
        #expect(Listing.expectedOutput(of: code) == ["1", "two words", ""])
    }
}

@Suite struct ExcerptCheckTests {
    static let source = [
        "struct Thing {",
        "    func first() {",
        "        step(1)",
        "    }",
        "",
        "    func second() {",
        "        step(2)",
        "    }",
        "}",
    ]

    @Test("lines copied with their common indentation dropped match")
    func dedentedMatch() {
        let excerpt = ["func first() {", "    step(1)", "}"]
        #expect(ExcerptCheck.mismatch(excerpt: excerpt, source: ExcerptCheckTests.source) == nil)
    }

    @Test("// ... stands for lines left out, but the runs must come in order")
    func gaps() {
        let inOrder = ["struct Thing {", "    // ...", "    func second() {"]
        #expect(ExcerptCheck.mismatch(excerpt: inOrder, source: ExcerptCheckTests.source) == nil)
        let outOfOrder = ["func second() {", "// ...", "func first() {"]
        #expect(ExcerptCheck.mismatch(excerpt: outOfOrder, source: ExcerptCheckTests.source) != nil)
    }

    @Test("a changed line is reported, with the closest line of the file")
    func changedLine() {
        let excerpt = ["func first() {", "    step(100)", "}"]
        let mismatch = ExcerptCheck.mismatch(excerpt: excerpt, source: ExcerptCheckTests.source)
        #expect(mismatch?.contains("func first() {") == true)
    }

    @Test("lines from different indentations do not match as one run")
    func mixedIndentation() {
        let excerpt = ["func first() {", "step(1)"]
        #expect(ExcerptCheck.mismatch(excerpt: excerpt, source: ExcerptCheckTests.source) != nil)
    }
}

@Suite struct StepChangesTests {
    @Test("a table must list every change once, with the right word")
    func mismatches() {
        let rows: [ChapterText.ChangeRow] = [
            .init(path: "Sources/Step02_X/A.swift", change: "added", line: 10),
            .init(path: "Sources/Step02_X/B.swift", change: "added", line: 11),
            .init(path: "Sources/Step02_X/Z.swift", change: "added", line: 12),
            .init(path: "Sources/Step02_X/A.swift", change: "added", line: 13),
        ]
        let changes = StepChanges(changes: [
            .init(path: "Sources/Step02_X/A.swift", change: "added"),
            .init(path: "Sources/Step02_X/B.swift", change: "changed"),
            .init(path: "Tests/Step02_XTests/ATests.swift", change: "added"),
        ])
        #expect(
            changes.mismatches(with: rows) == [
                "line 11: `Sources/Step02_X/B.swift` is listed as 'added', but it is changed",
                "line 12: `Sources/Step02_X/Z.swift` is listed, but the step does not add, change or remove it",
                "line 13: `Sources/Step02_X/A.swift` is listed twice",
                "the table does not list `Tests/Step02_XTests/ATests.swift` (added)",
            ]
        )
    }

    @Test("a grouped row stands for the files it counts, if each differs at most in its import")
    func groupedRow() {
        let changes = StepChanges(
            changes: [
                .init(path: "Sources/Step02_X/New.swift", change: "added"),
                .init(path: "Tests/Step02_XTests/ATests.swift", change: "changed"),
                .init(path: "Tests/Step02_XTests/BTests.swift", change: "changed"),
            ],
            carried: [
                .init(path: "Sources/Step02_X/A.swift", difference: .none),
                .init(path: "Tests/Step02_XTests/ATests.swift", difference: .importOnly),
                .init(path: "Tests/Step02_XTests/BTests.swift", difference: .more),
            ],
            previousStep: 1, module: "Step02_X"
        )
        let named: [ChapterText.ChangeRow] = [
            .init(path: "Sources/Step02_X/New.swift", change: "added", line: 10),
            .init(path: "Tests/Step02_XTests/BTests.swift", change: "changed", line: 11),
        ]
        let group = ChapterText.GroupedRow(
            previousStep: 1, count: 2, claim: "unchanged but for its import: `Step02_X`", codeSpans: ["Step02_X"], line: 12
        )
        #expect(changes.mismatches(with: named, grouped: [group]).isEmpty)

        let wrong = ChapterText.GroupedRow(
            previousStep: 0, count: 3, claim: "renamed", codeSpans: ["Step01_X"], line: 12
        )
        #expect(
            changes.mismatches(with: Array(named.prefix(1)), grouped: [wrong, group]) == [
                "line 12: a second grouped row; a table has one at most",
                "line 12: the grouped row names step 0, but this step follows step 1",
                "line 12: a grouped row says 'unchanged but for its import', the one claim the check verifies; it says 'renamed'",
                "line 12: the grouped row names `Step01_X`, but this step's module is Step02_X",
                "`Tests/Step02_XTests/BTests.swift` is left to the grouped row on line 12, but it differs from step 1 in more than its import: list it by name",
            ]
        )
        #expect(
            changes.mismatches(with: [], grouped: [group]) == [
                "line 12: the grouped row says 2 files, but 3 files of step 1 are not listed by name",
                "the table does not list `Sources/Step02_X/New.swift` (added)",
                "`Tests/Step02_XTests/BTests.swift` is left to the grouped row on line 12, but it differs from step 1 in more than its import: list it by name",
            ]
        )
    }

    @Test("only lines that import the step's module, where the old file imported the previous one, count as an import")
    func importOnlyDifference() {
        func difference(_ new: String, _ old: String) -> StepChanges.Difference {
            StepChanges.difference(new: Data(new.utf8), old: Data(old.utf8), module: "Step02_X", previousModule: "Step01_X")
        }
        #expect(difference("a\n", "a\n") == .none)
        #expect(difference("@testable import Step02_X\na\n", "@testable import Step01_X\na\n") == .importOnly)
        #expect(difference("import Step02_X\n", "import Step01_X\n") == .importOnly)
        #expect(difference("@testable import Step02_X\nb\n", "@testable import Step01_X\na\n") == .more)
        #expect(difference("let name = \"Step02_X\"\n", "let name = \"Step01_X\"\n") == .more)
        #expect(difference("import Other\n", "import Step01_X\n") == .more)
        #expect(difference("import Step02_X\n\n", "import Step01_X\n") == .more)
    }
}

@Suite struct BookAssemblerTests {
    @Test("anchors follow GitHub: lower case, punctuation dropped, repeats numbered")
    func slugs() {
        var slugger = Slugger()
        #expect(slugger.slug(for: "Chapter 2: Signal") == "chapter-2-signal")
        #expect(slugger.slug(for: "`Signal.Observer`, the sink") == "signalobserver-the-sink")
        #expect(slugger.slug(for: "What changes in this step") == "what-changes-in-this-step")
        #expect(slugger.slug(for: "What changes in this step") == "what-changes-in-this-step-1")
        #expect(slugger.slug(for: "A [linked](x.md) word") == "a-linked-word")
    }

    @Test("the book has a contents list, chapters one level down and links that work from the root")
    func assemblesBook() {
        let first = ChapterText(
            path: "Chapters/01-one.md",
            text: "# One\n\nSee [two](02-two.md#details), [code](../Sources/A.swift) and [here](#more).\n\n## More\n\n```swift\n# not a heading\n```\n"
        )
        let second = ChapterText(path: "Chapters/02-two.md", text: "# Two\n\n## More\n\n## Details\n")
        let book = BookAssembler(chapters: [first, second]).assemble()
        #expect(book.contains("- [One](#one)\n- [Two](#two)\n"))
        #expect(book.contains("## One\n"))
        #expect(book.contains("### More\n"))
        #expect(book.contains("# not a heading\n"))
        #expect(book.contains("See [two](#details), [code](Sources/A.swift) and [here](#more)."))
        // The second chapter's "More" repeats the first's, so its anchor is numbered.
        #expect(book.contains("### More\n\n### Details"))
    }

    @Test("an image link, as a diagram's, resolves from the root in the book")
    func rewritesImageLinks() {
        let chapter = ChapterText(path: "Chapters/06-six.md", text: "# Six\n\n![map: a becomes A](Diagrams/06-map.svg)\n")
        let book = BookAssembler(chapters: [chapter]).assemble()
        #expect(book.contains("![map: a becomes A](Chapters/Diagrams/06-map.svg)"))
    }

    @Test("relative paths resolve against the chapter's folder")
    func resolvesPaths() {
        #expect(BookLinks.resolve("../Sources/A.swift", from: "Chapters/01-one.md") == "Sources/A.swift")
        #expect(BookLinks.resolve("02-two.md", from: "Chapters/01-one.md") == "Chapters/02-two.md")
        #expect(BookLinks.resolve("../Exercises/", from: "Chapters/01-one.md") == "Exercises/")
        #expect(BookLinks.isExternal("https://swift.org"))
        #expect(!BookLinks.isExternal("../README.md"))
    }
}

/// `BookCheck` on a small repository made for the test: one step, one
/// chapter, no examples (those need a compiler; `learn book --check` on the
/// real book covers them).
@Suite struct BookCheckTests {
    /// Writes a repository with one step and a chapter that matches it, in a
    /// folder of its own under the temporary directory; each test removes it.
    static func makeRepository() throws -> Repository {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("book-check-\(UUID().uuidString)").path
        let files = [
            "Sources/Step01_Sample/Thing.swift": "struct Thing {\n    func run() {\n        print(1)\n    }\n}\n",
            "Tests/Step01_SampleTests/ThingTests.swift": "// tests\n",
            "Chapters/01-sample.md": """
                # Chapter 1: Sample

                The [thing](../Sources/Step01_Sample/Thing.swift), [below](#what-changes-in-this-step).

                <!-- excerpt: Sources/Step01_Sample/Thing.swift -->
                ```swift
                func run() {
                    print(1)
                }
                ```

                <!-- not compiled: pseudo-code -->
                ```swift
                thing.run(somehow)
                ```

                ## What changes in this step

                | File | Change |
                |---|---|
                | `Sources/Step01_Sample/Thing.swift` | added: the thing |
                | `Tests/Step01_SampleTests/ThingTests.swift` | added: its tests |

                """,
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let repository = Repository(root: root)
        try BookCheck(repository: repository).book.write(toFile: root + "/book.md", atomically: true, encoding: .utf8)
        return repository
    }

    @Test("a chapter that matches its step passes, and its listings are counted")
    func matchingChapterPasses() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        let (problems, counts) = try BookCheck(repository: repository).run()
        #expect(problems.isEmpty)
        #expect(counts.map(\.1.excerpts) == [1])
        #expect(counts.map(\.1.notCompiled) == [1])
    }

    @Test("a file the table does not list, a changed excerpt, a broken link and a stale book.md are each named")
    func mismatchesAreNamed() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        try "// new\n".write(toFile: repository.absolute("Sources/Step01_Sample/Extra.swift"), atomically: true, encoding: .utf8)
        try "struct Thing {\n    func run() {\n        print(2)\n    }\n}\n".write(
            toFile: repository.absolute("Sources/Step01_Sample/Thing.swift"), atomically: true, encoding: .utf8
        )
        let chapter = try repository.read("Chapters/01-sample.md")
        try (chapter + "\nSee [nothing](../Missing.swift).\n").write(
            toFile: repository.absolute("Chapters/01-sample.md"), atomically: true, encoding: .utf8
        )
        let (problems, _) = try BookCheck(repository: repository).run()
        let text = problems.map(\.description)
        #expect(text.contains { $0.contains("Chapters/01-sample.md:6: listing 1 is an excerpt of Sources/Step01_Sample/Thing.swift") })
        #expect(text.contains { $0.contains("the table does not list `Sources/Step01_Sample/Extra.swift` (added)") })
        #expect(text.contains { $0.contains("the link to ../Missing.swift leads nowhere") })
        #expect(text.contains { $0.hasPrefix("book.md: is out of date") })
        #expect(problems.count == 4)
    }

    @Test("an image link to a file that exists passes, and one to a missing file is named")
    func imageLinks() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        try FileManager.default.createDirectory(atPath: repository.absolute("Chapters/Images"), withIntermediateDirectories: true)
        try "<svg/>".write(toFile: repository.absolute("Chapters/Images/here.svg"), atomically: true, encoding: .utf8)
        let chapter = try repository.read("Chapters/01-sample.md")
        try (chapter + "\n![here](Images/here.svg)\n\n![gone](Images/gone.svg)\n").write(
            toFile: repository.absolute("Chapters/01-sample.md"), atomically: true, encoding: .utf8
        )
        try BookCheck(repository: repository).book.write(toFile: repository.absolute("book.md"), atomically: true, encoding: .utf8)
        let (problems, _) = try BookCheck(repository: repository).run()
        #expect(problems.map(\.message) == ["the link to Images/gone.svg leads nowhere: Chapters/Images/gone.svg does not exist"])
    }

    @Test("an image in Chapters/Diagrams that no listing names fails the check")
    func orphanImageFailsTheCheck() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        try FileManager.default.createDirectory(atPath: repository.absolute("Chapters/Diagrams"), withIntermediateDirectories: true)
        try "<svg/>".write(toFile: repository.absolute("Chapters/Diagrams/01-old.svg"), atomically: true, encoding: .utf8)
        let (problems, _) = try BookCheck(repository: repository).run()
        #expect(problems.map(\.file) == ["Chapters/Diagrams/01-old.svg"])
    }

    @Test("a listing without a marker is a problem that says how to mark it")
    func unmarkedListing() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        let chapter = try repository.read("Chapters/01-sample.md")
        try (chapter + "\n```swift\nlet x = 1\n```\n").write(
            toFile: repository.absolute("Chapters/01-sample.md"), atomically: true, encoding: .utf8
        )
        let (problems, _) = try BookCheck(repository: repository).run()
        #expect(problems.contains { $0.message.contains("listing 3 has no marker: put <!-- example -->") })
    }

    @Test("a grouped row passes while the files it stands for differ only in their import, and fails when one differs in more")
    func groupedRowAgainstTwoSteps() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        let files = [
            "Sources/Step02_Next/Thing.swift": try repository.read("Sources/Step01_Sample/Thing.swift"),
            "Sources/Step02_Next/Other.swift": "struct Other {}\n",
            "Tests/Step02_NextTests/ThingTests.swift": "// tests\n",
            "Tests/Step01_SampleTests/UseTests.swift": "@testable import Step01_Sample\n\nlet used = Thing()\n",
            "Tests/Step02_NextTests/UseTests.swift": "@testable import Step02_Next\n\nlet used = Thing()\n",
            "Chapters/02-next.md": """
                # Chapter 2: Next

                ## What changes in this step

                | File | Change |
                |---|---|
                | `Sources/Step02_Next/Other.swift` | added: another thing |
                | Every other file of step 1 (3 files) | unchanged but for its import: `@testable import Step02_Next` |

                """,
        ]
        for (path, text) in files {
            let full = repository.absolute(path)
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try "# Chapter 1: Sample\n\n## What changes in this step\n\n| File | Change |\n|---|---|\n| Every other file of step 0 (0 files) | unchanged but for its import |\n".write(
            toFile: repository.absolute("Chapters/01-sample.md"), atomically: true, encoding: .utf8
        )
        try BookCheck(repository: repository).book.write(toFile: repository.absolute("book.md"), atomically: true, encoding: .utf8)
        let (problems, _) = try BookCheck(repository: repository).run()
        #expect(
            problems.map(\.description) == [
                "Chapters/01-sample.md: \"What changes in this step\": line 7: a grouped row, but this step has no step before it",
                "Chapters/01-sample.md: \"What changes in this step\": the table does not list `Sources/Step01_Sample/Thing.swift` (added)",
                "Chapters/01-sample.md: \"What changes in this step\": the table does not list `Tests/Step01_SampleTests/ThingTests.swift` (added)",
                "Chapters/01-sample.md: \"What changes in this step\": the table does not list `Tests/Step01_SampleTests/UseTests.swift` (added)",
            ]
        )

        try "@testable import Step02_Next\n\nlet used = Thing.init()\n".write(
            toFile: repository.absolute("Tests/Step02_NextTests/UseTests.swift"), atomically: true, encoding: .utf8
        )
        let (afterEdit, _) = try BookCheck(repository: repository).run()
        #expect(
            afterEdit.map(\.message).filter { $0.contains("Step02_Next") } == [
                "\"What changes in this step\": `Tests/Step02_NextTests/UseTests.swift` is left to the grouped row on line 8, but it differs from step 1 in more than its import: list it by name"
            ]
        )
    }
}
