/// `learn` (or `learn progress`): the table of chapters with how many
/// exercises pass, then what to do next.
///
/// The counts come from running the tests, not from a file the learner
/// writes: results are cached by the contents of each chapter's files, so a
/// chapter is tested again only when something in it changed. Only the
/// chapter being worked on is checked before the screen shows; the others
/// on demand (`--all`, or `learn check N`).
enum ProgressCommand: Command {
    static let name = "progress"
    static let arguments = "[--all]"
    static let summary = "your progress in each chapter and what to do next (what plain `swift run learn` does)"
    static let details = """
        Shows every chapter with how many of its exercises pass, then the exercise to do \
        next: where to read about it, the file to edit and the command that checks it.

        The counts come from running the exercise tests against your files in Exercises/. \
        Results are kept in .build-learn/ with a fingerprint of each chapter's files, so only \
        chapters whose files changed are tested again. To show its screen quickly, it checks \
        only the chapter you are working on (the chapter of the next exercise; see learn start); \
        the others show as "not checked yet" until you check them: learn check N checks one, \
        learn progress --all checks every chapter without a result (the first time, that \
        builds every chapter and takes a few minutes).
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, options: ["--all"], maximumPositional: 0)
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let start = StartingPoint.load(from: repository)
        var status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        var buildFailure: [String]?
        let checker = try ExerciseChecker(repository: repository, curriculum: curriculum)

        // The chapter being worked on first, and again while a check moves
        // "Next" on to a chapter without results.
        var checked: Set<Int> = []
        while buildFailure == nil, let chapter = chapterToCheck(in: curriculum.exercises, status: status, from: start), !checked.contains(chapter) {
            checked.insert(chapter)
            buildFailure = try check(curriculum.exercises.filter { $0.chapter == chapter }, activity: "Checking chapter \(chapter)", checker: checker)
            status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        }
        let unchecked = uncheckedChapters(in: curriculum.exercises, status: status)
        if parsed.options.contains("--all"), buildFailure == nil, !unchecked.isEmpty {
            let activity = "Checking chapter" + (unchecked.count == 1 ? " " : "s ") + unchecked.map(String.init).joined(separator: ", ")
            buildFailure = try check(curriculum.exercises.filter { unchecked.contains($0.chapter) }, activity: activity, checker: checker)
            status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        }

        let rows = curriculum.chapters.filter { !$0.exercises.isEmpty }.map { chapter in
            ChapterProgress(chapter: chapter.number, title: chapter.title, exercises: chapter.exercises, status: status)
        }
        let others = curriculum.chapters.filter { $0.exercises.isEmpty }.map { ($0.number, $0.title) }
        Console.line(Style.strong("Build Your Own FRP"))
        Console.line()
        Console.line(progressTable(rows, chaptersWithoutExercises: others))
        let stillUnchecked = uncheckedChapters(in: curriculum.exercises, status: status)
        if buildFailure == nil, !stillUnchecked.isEmpty {
            Console.line(Style.quiet(uncheckedNote(stillUnchecked)))
        }
        Console.line()
        if let buildFailure {
            printBuildFailure(buildFailure)
            Console.line()
        }
        Console.line(nextStepsText(curriculum: curriculum, status: status, start: start))
        return 0
    }

    /// Checks some exercises; the compiler's errors if they do not build.
    private static func check(_ exercises: [Exercise], activity: String, checker: ExerciseChecker) throws(LearnError) -> [String]? {
        if case .buildFailed(let diagnostics) = try checker.check(exercises, activity: activity) {
            return diagnostics
        }
        return nil
    }

    /// The line under the table about chapters without results.
    static func uncheckedNote(_ chapters: [Int]) -> String {
        let names = chapters.count == 1 ? "Chapter \(chapters[0]) is" : "Chapters \(ranges(chapters)) are"
        return "\(names) not checked yet: swift run learn check N checks one, swift run learn progress --all every one."
    }
}

/// The chapter to check before showing progress: the chapter of the next
/// exercise, if one of its exercises has no result. `nil` if there is no
/// next exercise or its chapter's results are all known.
func chapterToCheck(in exercises: [Exercise], status: (Exercise) -> ExerciseStatus, from start: StartingPoint?) -> Int? {
    guard let next = nextExercise(in: exercises, status: status, from: start) else { return nil }
    let chapter = exercises.filter { $0.chapter == next.chapter }
    return chapter.contains { status($0) == .unknown } ? next.chapter : nil
}

/// The chapters none of whose exercises has a result, in order.
func uncheckedChapters(in exercises: [Exercise], status: (Exercise) -> ExerciseStatus) -> [Int] {
    let chapters = Set(exercises.map(\.chapter)).sorted()
    return chapters.filter { chapter in exercises.filter { $0.chapter == chapter }.allSatisfy { status($0) == .unknown } }
}

/// `1-5, 7, 9`: numbers in order, runs of neighbours joined.
func ranges(_ numbers: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < numbers.count {
        var end = index
        while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
        parts.append(end == index ? "\(numbers[index])" : "\(numbers[index])-\(numbers[end])")
        index = end + 1
    }
    return parts.joined(separator: ", ")
}
