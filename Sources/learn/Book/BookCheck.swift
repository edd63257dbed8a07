import Foundation

/// Everything `learn book --check` verifies: that every listing is marked,
/// every excerpt still stands in its source, every example compiles and
/// prints what its comments say, every diagram's image is what its fresh run
/// draws and is shown by its chapter, every "What changes in this step"
/// table lists exactly the step's changes, every relative link resolves, and
/// `book.md` is up to date.
struct BookCheck {
    /// How many listings of each kind a chapter has.
    struct Counts: Sendable {
        /// Examples, diagrams included.
        var examples = 0
        /// Diagram listings, which are examples too.
        var diagrams = 0
        var excerpts = 0
        var notCompiled = 0
    }

    let repository: Repository
    /// The chapters, in order.
    let chapters: [ChapterText]
    /// The step modules by number (`2: "Step02_Signal"`).
    let modules: [Int: String]

    /// Reads the chapters and finds the steps.
    init(repository: Repository) throws(LearnError) {
        self.repository = repository
        var chapters: [ChapterText] = []
        for name in repository.entries(in: "Chapters") where name.wholeMatch(of: #/\d\d-.+\.md/#) != nil {
            let path = "Chapters/\(name)"
            do {
                chapters.append(ChapterText(path: path, text: try repository.read(path)))
            } catch {
                throw LearnError("cannot read \(path): \(error.localizedDescription)")
            }
        }
        guard !chapters.isEmpty else {
            throw LearnError("there are no chapters in Chapters/ (files named NN-slug.md).")
        }
        self.chapters = chapters
        var modules: [Int: String] = [:]
        for name in repository.entries(in: "Sources") {
            if let match = name.wholeMatch(of: #/Step(\d\d)_\w+/#), let number = Int(match.1) {
                modules[number] = name
            }
        }
        self.modules = modules
    }

    /// The chapter's number, from its file name.
    static func number(of chapter: ChapterText) -> Int {
        Int(chapter.path.dropFirst("Chapters/".count).prefix(2)) ?? 0
    }

    /// The step module a chapter's examples run against: its own step, or
    /// for the introduction, the last step.
    func module(for chapter: ChapterText) -> String? {
        let number = BookCheck.number(of: chapter)
        if number == 0 { return modules.keys.max().flatMap { modules[$0] } }
        return modules[number]
    }

    /// Every diagram listing of the book, chapter by chapter.
    var diagramListings: [DiagramListing] { chapters.flatMap(DiagramListing.listings(in:)) }

    /// The book as `learn book` writes it.
    var book: String { BookAssembler(chapters: chapters).assemble() }

    /// Runs every check.
    ///
    /// - Returns: The problems, and the listing counts per chapter.
    func run() throws(LearnError) -> (problems: [BookProblem], counts: [(String, Counts)]) {
        var problems: [BookProblem] = []
        var counts: [(String, Counts)] = []
        var examples: [ExampleRunner.Example] = []
        for chapter in chapters {
            var chapterCounts = Counts()
            for block in chapter.swiftBlocks {
                switch Listing.parse(marker: block.marker) {
                case .failure(let error):
                    problems.append(BookProblem(file: chapter.path, line: block.line, message: "listing \(block.number) \(error)"))
                case .success(let listing) where listing == .example || listing.isDiagram:
                    chapterCounts.examples += 1
                    if listing.isDiagram { chapterCounts.diagrams += 1 }
                    if let module = module(for: chapter) {
                        examples.append(
                            .init(chapter: chapter, chapterNumber: BookCheck.number(of: chapter), block: block, module: module)
                        )
                    } else {
                        problems.append(
                            BookProblem(
                                file: chapter.path, line: block.line,
                                message: "listing \(block.number) is an example, but there is no step module to run it against"
                            )
                        )
                    }
                case .success(.excerpt(let path)):
                    chapterCounts.excerpts += 1
                    problems += checkExcerpt(block, path: path, in: chapter)
                case .success(.notCompiled):
                    chapterCounts.notCompiled += 1
                case .success(.example), .success(.diagram):
                    preconditionFailure("examples and diagrams are counted above")
                }
            }
            counts.append((chapter.path, chapterCounts))
            problems += checkTable(of: chapter)
            problems += checkLinks(of: chapter)
        }
        let run = try ExampleRunner(repository: repository).check(examples)
        problems += run.problems
        problems += checkDiagrams(outputs: run.outputs)
        problems += checkBookIsCurrent()
        return (problems, counts)
    }

    private func checkExcerpt(_ block: ChapterText.SwiftBlock, path: String, in chapter: ChapterText) -> [BookProblem] {
        guard let source = try? repository.read(path) else {
            return [
                BookProblem(
                    file: chapter.path, line: block.line,
                    message: "listing \(block.number) is an excerpt of \(path), which does not exist"
                )
            ]
        }
        guard let mismatch = ExcerptCheck.mismatch(excerpt: block.code, source: source.components(separatedBy: "\n")) else {
            return []
        }
        return [
            BookProblem(
                file: chapter.path, line: block.line,
                message: "listing \(block.number) is an excerpt of \(path), but \(mismatch)"
            )
        ]
    }

    /// The diagrams' lanes, as their comments and their fresh runs print
    /// them, and their images.
    private func checkDiagrams(outputs: [String: [String]]) -> [BookProblem] {
        var problems: [BookProblem] = []
        var fresh: [String: String] = [:]
        for listing in diagramListings {
            let fromComments = listing.lanesFromComments()
            if case .failure(let problem) = fromComments { problems.append(problem) }
            guard let output = outputs[ExampleRunner.Example.key(of: listing.block, in: listing.chapter)] else { continue }
            switch listing.lanes(fromOutput: output) {
            case .success(let lanes):
                fresh[listing.name] = DiagramRenderer(name: listing.name, lanes: lanes).svg()
            case .failure(let problem):
                // The same lines as the comments' (or the example check says
                // they differ): one problem is enough.
                if case .success = fromComments { problems.append(problem) }
            }
        }
        return problems
            + DiagramImages.problems(listings: diagramListings, fresh: fresh, files: DiagramImages.files(in: repository))
    }

    private func checkTable(of chapter: ChapterText) -> [BookProblem] {
        let number = BookCheck.number(of: chapter)
        guard number > 0 else { return [] }
        guard modules[number] != nil else {
            return [BookProblem(file: chapter.path, line: nil, message: "chapter \(number) has no step module Sources/Step\(twoDigits(number))_…")]
        }
        guard let rows = chapter.changeRows else {
            return [
                BookProblem(
                    file: chapter.path, line: nil,
                    message: "has no \"What changes in this step\" heading with its table of files"
                )
            ]
        }
        let changes = StepChanges(step: number, modules: modules, repository: repository)
        return changes.mismatches(with: rows, grouped: chapter.groupedRows).map {
            BookProblem(file: chapter.path, line: nil, message: "\"What changes in this step\": \($0)")
        }
    }

    private func checkLinks(of chapter: ChapterText) -> [BookProblem] {
        var problems: [BookProblem] = []
        let anchorsByChapter = Dictionary(
            uniqueKeysWithValues: chapters.map { chapter -> (String, Set<String>) in
                var slugger = Slugger()
                return (chapter.path, Set(chapter.headings.map { slugger.slug(for: $0.text) }))
            }
        )
        for (index, line) in chapter.proseLines {
            for target in linkTargets(in: line) where !BookLinks.isExternal(target) {
                let (path, fragment) = BookLinks.split(target)
                let resolved = path.isEmpty ? chapter.path : BookLinks.resolve(path, from: chapter.path)
                if !path.isEmpty && !repository.exists(resolved) {
                    problems.append(BookProblem(file: chapter.path, line: index + 1, message: "the link to \(target) leads nowhere: \(resolved) does not exist"))
                } else if let fragment, let anchors = anchorsByChapter[resolved], !anchors.contains(fragment) {
                    problems.append(BookProblem(file: chapter.path, line: index + 1, message: "the link to \(target) names a heading that \(resolved) does not have"))
                }
            }
        }
        return problems
    }

    private func checkBookIsCurrent() -> [BookProblem] {
        let current = try? repository.read("book.md")
        guard current != book else { return [] }
        let reason = current == nil ? "does not exist" : "is out of date with Chapters/"
        return [BookProblem(file: "book.md", line: nil, message: "\(reason): run `swift run learn book` and commit it")]
    }
}
