/// The "what to do next" text that several commands end with.

/// Where to read, what to edit and how to check, for the exercise to do
/// next; or a word of congratulation when everything passes.
///
/// With a starting point (`learn start 6`), the exercises before it are left
/// out, and the text says so.
func nextStepsText(curriculum: Curriculum, status: (Exercise) -> ExerciseStatus, start: StartingPoint?) -> String {
    guard let next = nextExercise(in: curriculum.exercises, status: status, from: start) else {
        if let start, nextExercise(in: curriculum.exercises, status: status) != nil {
            return Style.passed("Every exercise from \(start.description) on passes.")
                + " The earlier ones are waiting, if you like: swift run learn start 1"
        }
        let lastWithExercises = curriculum.chapters.last { !$0.exercises.isEmpty }?.number ?? 0
        if let readOn = curriculum.chapters.first(where: { $0.number > lastWithExercises && $0.text != nil }), let text = readOn.text {
            return Style.passed("Every exercise so far passes.") + " Read on: \(text) (chapter \(readOn.number) has no exercises yet)."
        }
        return Style.passed("Every exercise passes.") + " Well done."
    }
    let chapter = curriculum.chapter(next.chapter)!
    var text = [
        Style.strong("Next: \(next.heading)"),
        "  read   " + chapter.readingDirections(for: next),
        "  edit   " + next.file,
        "  check  " + Style.strong(next.checkCommand) + "   (or, to check each time you save: swift run learn watch)",
        "  hint   swift run learn hint \(next.label)",
    ]
    if status(next) == .unknown {
        text.append(Style.quiet("  (not checked yet, or your code does not build)"))
    }
    if let start {
        text.append(Style.quiet("  (you start at \(start.description): swift run learn start 1 goes back to the beginning)"))
    }
    let waitingStretch = curriculum.exercises.filter {
        $0.isStretch && $0.chapter < next.chapter && status($0) != .passed && (start?.includes($0) ?? true)
    }
    if !next.isStretch, !waitingStretch.isEmpty {
        text.append("")
        text.append("Optional, when you like: stretch exercise\(waitingStretch.count == 1 ? "" : "s") " + waitingStretch.map(\.label).joined(separator: ", ") + ".")
    }
    return text.joined(separator: "\n")
}

/// Prints why the code does not build: the compiler's errors.
func printBuildFailure(_ diagnostics: [String]) {
    Console.line(Style.failed("Your code does not build yet.") + " The compiler says:")
    Console.line()
    for diagnostic in diagnostics {
        Console.line(indented(diagnostic, by: 2))
        Console.line()
    }
    Console.line("Fix these, then check again.")
}

/// The exercises to check again, quietly, before saying what comes next:
/// those of the chapters just checked whose results are out of date.
///
/// Results are remembered with a fingerprint of the chapter's files, so
/// editing one exercise's file makes every other exercise of its chapter
/// "not checked yet". Without a second look, "Next:" would send the learner
/// back to an exercise that passed an hour ago.
func exercisesToRecheck(after checked: [Exercise], in exercises: [Exercise], status: (Exercise) -> ExerciseStatus) -> [Exercise] {
    let chapters = Set(checked.map(\.chapter))
    return exercises.filter { chapters.contains($0.chapter) && !checked.contains($0) && status($0) == .unknown }
}

/// Checks again, quietly, the exercises that ``exercisesToRecheck(after:in:status:)``
/// names, so that the cache is current; a build failure or a failing test
/// here only updates the cache.
func recheckStaleExercises(after checked: [Exercise], checker: ExerciseChecker) {
    let status = ExerciseChecker.cachedStatus(repository: checker.repository, curriculum: checker.curriculum)
    let stale = exercisesToRecheck(after: checked, in: checker.curriculum.exercises, status: status)
    guard !stale.isEmpty else { return }
    let labels = stale.map(\.label).joined(separator: ", ")
    _ = try? checker.check(stale, activity: "Checking \(labels) too, so that what passes is up to date")
}
