/// The chapters of the book as the repository holds them: the step modules
/// in `Sources/StepNN_Name`, the exercise sheets in `Exercises/StepNN.md`
/// with their hints in `Hints/StepNN.md`, and the chapter texts in
/// `Chapters/NN-slug.md`.
///
/// Nothing here is listed by hand: a new chapter appears as soon as its
/// folders and files exist.
struct Curriculum: Sendable {
    /// One chapter: its step, its exercises and its text, whichever exist.
    struct Chapter: Sendable {
        /// The chapter's number, the same as its step's.
        let number: Int
        /// The step module's folder name (`Step01_Event`), if the step exists.
        let module: String?
        /// The exercise sheet, if the chapter has exercises.
        let sheet: ExerciseSheet?
        /// The chapter's text, from the repository root
        /// (`Chapters/01-event.md`), if it is written.
        let text: String?
        /// Whether the chapter's text has a `## Exercises` section.
        let textHasExercisesSection: Bool

        /// The exercise sheet's path from the repository root.
        var sheetPath: String { "Exercises/Step\(twoDigits(number)).md" }

        /// The exercise sheet's title, or the step module's name without its
        /// prefix (`Event` for `Step01_Event`).
        var title: String {
            if let sheet { return sheet.title }
            if let module, let underscore = module.firstIndex(of: "_") {
                return String(module[module.index(after: underscore)...])
            }
            return "Chapter \(number)"
        }

        /// The chapter's exercises, or none.
        var exercises: [Exercise] { sheet?.exercises ?? [] }

        /// Where to read about an exercise: the chapter's `## Exercises`
        /// section if there is one, and the sheet's section for it.
        func readingDirections(for exercise: Exercise) -> String {
            let sheetSection = "\(sheetPath), section \"\(exercise.heading)\""
            if let text, textHasExercisesSection {
                return "\(text), section \"Exercises\", and \(sheetSection)"
            }
            return sheetSection
        }
    }

    /// Every chapter that has a step, a sheet or a text, by number.
    let chapters: [Chapter]

    /// How many chapters the book will have when it is finished: twelve
    /// steps, from `Event` to `Schedulers`. A chapter in this range that
    /// does not exist yet is "not written yet", not "no such chapter".
    static let plannedChapterCount = 12

    /// Scans the repository.
    ///
    /// - Throws: A ``LearnError`` naming the sheet and line of the first
    ///   exercise sheet that breaks the format.
    init(repository: Repository) throws(LearnError) {
        var modules: [Int: String] = [:]
        for name in repository.entries(in: "Sources") {
            if let match = name.wholeMatch(of: #/Step(\d\d)_\w+/#), let number = Int(match.1) {
                modules[number] = name
            }
        }
        var sheets: [Int: ExerciseSheet] = [:]
        for name in repository.entries(in: "Exercises") {
            guard let match = name.wholeMatch(of: #/Step(\d\d)\.md/#), let number = Int(match.1) else { continue }
            let path = "Exercises/\(name)"
            let hintsPath = "Hints/\(name)"
            let sheet: ExerciseSheet
            do {
                sheet = try ExerciseSheet(parsing: try repository.read(path), chapter: number, path: path)
            } catch let error as ExerciseSheetError {
                throw LearnError("the exercise sheet \(error.description)")
            } catch {
                throw LearnError("cannot read \(path): \(error.localizedDescription)")
            }
            guard repository.exists(hintsPath) else {
                throw LearnError("\(path) has no hints file: write \(hintsPath), with '### Hint' and '### Stronger hint' for each exercise (see Hints/README.md)")
            }
            do {
                let hints = try HintSheet(parsing: try repository.read(hintsPath), chapter: number, path: hintsPath)
                sheets[number] = try hints.attach(to: sheet, path: hintsPath)
            } catch let error as ExerciseSheetError {
                throw LearnError("the hints file \(error.description)")
            } catch {
                throw LearnError("cannot read \(hintsPath): \(error.localizedDescription)")
            }
        }
        var texts: [Int: String] = [:]
        for name in repository.entries(in: "Chapters") {
            if let match = name.wholeMatch(of: #/(\d\d)-.+\.md/#), let number = Int(match.1) {
                texts[number] = "Chapters/\(name)"
            }
        }
        let numbers = Set(modules.keys).union(sheets.keys).union(texts.keys).filter { $0 > 0 }.sorted()
        chapters = numbers.map { number in
            let text = texts[number]
            let hasSection = text.map { path in
                ((try? repository.read(path)) ?? "").split(separator: "\n").contains { $0.trimmed == "## Exercises" }
            } ?? false
            return Chapter(number: number, module: modules[number], sheet: sheets[number], text: text, textHasExercisesSection: hasSection)
        }
    }

    /// Every exercise of every chapter, in order.
    var exercises: [Exercise] { chapters.flatMap(\.exercises) }

    /// The chapter with this number, if it exists.
    func chapter(_ number: Int) -> Chapter? {
        chapters.first { $0.number == number }
    }

    /// The exercises a selection names.
    ///
    /// - Throws: A ``LearnError`` that says what exists when the chapter or
    ///   exercise does not.
    func exercises(in selection: ExerciseSelection) throws(LearnError) -> [Exercise] {
        let withExercises = chapters.filter { !$0.exercises.isEmpty }
        let known = withExercises.map { "\($0.number) (\($0.title), exercises \($0.exercises.first!.label) to \($0.exercises.last!.label))" }
        let list = known.isEmpty ? "no chapter has exercises yet." : "chapters with exercises: " + known.joined(separator: ", ") + "."
        guard let chapter = chapter(selection.chapter) else {
            if (1...Self.plannedChapterCount).contains(selection.chapter) {
                let written = chapters.filter { $0.text != nil }.map(\.number)
                let exist = written.isEmpty ? "none is written yet" : "chapters \(written.first!)-\(written.last!) exist"
                throw LearnError("Chapter \(selection.chapter) is not written yet (\(exist)); \(list)", status: .usage)
            }
            throw LearnError("there is no chapter \(selection.chapter): the book has chapters 1 to \(Self.plannedChapterCount); \(list)", status: .usage)
        }
        guard let first = chapter.exercises.first, let last = chapter.exercises.last else {
            throw LearnError("chapter \(chapter.number) (\(chapter.title)) has no exercises yet; \(list)", status: .usage)
        }
        switch selection {
        case .chapter:
            return chapter.exercises
        case .exercise(_, let number):
            guard let exercise = chapter.exercises.first(where: { $0.number == number }) else {
                throw LearnError(
                    "chapter \(chapter.number) has exercises \(first.label) to \(last.label); there is no exercise \(chapter.number).\(number).",
                    status: .usage
                )
            }
            return [exercise]
        }
    }

    /// The one exercise a selection names.
    ///
    /// - Throws: A ``LearnError`` if the selection is a whole chapter or does
    ///   not exist.
    func exercise(_ selection: ExerciseSelection, for command: String) throws(LearnError) -> Exercise {
        guard case .exercise = selection else {
            // Says so first if the chapter does not exist or has no exercises.
            let example = try exercises(in: selection)[0].label
            throw LearnError("give one exercise, like: swift run learn \(command) \(example) (not a whole chapter).", status: .usage)
        }
        return try exercises(in: selection)[0]
    }

    /// The files and folders whose contents decide the results of a
    /// chapter's exercises: the manifest, the chapter's sheet, the learner's
    /// files and their tests, and the step modules before it (which an
    /// exercise module may use).
    func inputFolders(ofChapter number: Int) -> [String] {
        let folder = "Step\(twoDigits(number))"
        let earlierSteps = chapters.filter { $0.number < number }.compactMap(\.module).map { "Sources/\($0)" }
        return ["Package.swift", "Exercises/\(folder).md", "Exercises/\(folder)", "Tests/Exercises/\(folder)"] + earlierSteps
    }
}
