/// `learn` (or `learn progress`): the table of chapters with how many
/// exercises pass, then what to do next.
///
/// The counts come from running the tests, not from a file the learner
/// writes: results are cached by the contents of each chapter's files, so a
/// chapter is tested again only when something in it changed.
enum ProgressCommand: Command {
    static let name = "progress"
    static let arguments = ""
    static let summary = "your progress in each chapter and what to do next (what plain `swift run learn` does)"
    static let details = """
        Shows every chapter with how many of its exercises pass, then the exercise to do \
        next: where to read about it, the file to edit and the command that checks it.

        The counts come from running the exercise tests against your files in Exercises/. \
        Results are kept in .build-learn/ with a fingerprint of each chapter's files, so only \
        chapters whose files changed are tested again. The first run builds the whole package \
        in .build-learn and takes a few minutes; later runs take seconds.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        _ = try CommandArguments(arguments, command: name, maximumPositional: 0)
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        var status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        var buildFailure: [String]?

        let unknownChapters = Set(curriculum.exercises.filter { status($0) == .unknown }.map(\.chapter))
        if !unknownChapters.isEmpty {
            let checker = try ExerciseChecker(repository: repository, curriculum: curriculum)
            let exercises = curriculum.exercises.filter { unknownChapters.contains($0.chapter) }
            let activity = "Checking chapter" + (unknownChapters.count == 1 ? " " : "s ") + unknownChapters.sorted().map(String.init).joined(separator: ", ")
            if case .buildFailed(let diagnostics) = try checker.check(exercises, activity: activity) {
                buildFailure = diagnostics
            }
            status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        }

        let rows = curriculum.chapters.filter { !$0.exercises.isEmpty }.map { chapter in
            ChapterProgress(chapter: chapter.number, title: chapter.title, exercises: chapter.exercises, status: status)
        }
        let others = curriculum.chapters.filter { $0.exercises.isEmpty }.map { ($0.number, $0.title) }
        Console.line(Style.strong("Build Your Own FRP"))
        Console.line()
        Console.line(progressTable(rows, chaptersWithoutExercises: others))
        Console.line()
        if let buildFailure {
            printBuildFailure(buildFailure)
            Console.line()
        }
        Console.line(nextStepsText(curriculum: curriculum, status: status))
        return 0
    }
}
