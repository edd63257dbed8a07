/// `learn check [N | N.K]`: runs the tests of a chapter's exercises, or of
/// one exercise, against the learner's files, and says which tests fail with
/// what they expected and what they got.
enum CheckCommand: Command {
    static let name = "check"
    static let arguments = "[N | N.K]"
    static let summary = "run the tests of chapter N, or of exercise N.K, against your code"
    static let details = """
        Builds your files in Exercises/ and runs the tests of chapter N (learn check 1) or of \
        one exercise (learn check 1.2); with no argument, of every exercise. For each failing \
        test it shows the expression checked, the value expected and the value your code \
        produced. It exits with status 0 only if every test it ran passes.

        It builds with `FRP_EXERCISES=1 FRP_EXERCISE_CHAPTERS=N swift build --build-tests \
        --scratch-path .build-learn` (only the chapters checked, in a build folder of its own, so \
        it never slows down or breaks the package's own `swift test`); then it runs the tests' \
        program with `--filter …` and reads the results from the JSON event stream it writes \
        (`--event-stream-output-path .build-learn/learn-test-events.jsonl`).
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let exercises: [Exercise]
        if let word = parsed.positional.first {
            exercises = try curriculum.exercises(in: ExerciseSelection(parsing: word))
        } else {
            exercises = curriculum.exercises
            guard !exercises.isEmpty else { throw LearnError("no chapter has exercises yet.") }
        }
        let checker = try ExerciseChecker(repository: repository, curriculum: curriculum)
        let activity = exercises.count == 1 ? "Checking exercise \(exercises[0].label)" : "Checking \(exercises.count) exercises"
        let passed = try checkAndReport(exercises, checker: checker, activity: activity)
        if passed {
            recheckStaleExercises(after: exercises, checker: checker)
            Console.line()
            let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
            Console.line(nextStepsText(curriculum: curriculum, status: status, start: StartingPoint.load(from: repository)))
        }
        return passed ? 0 : 1
    }

    /// Checks some exercises and prints the results: a line per exercise,
    /// and the failing tests of the first exercise that fails.
    ///
    /// - Returns: Whether every exercise passed.
    ///
    /// - Parameter stop: When Ctrl-C stops the run, nothing is printed.
    static func checkAndReport(
        _ exercises: [Exercise],
        checker: ExerciseChecker,
        activity: String,
        stop: StopRequest? = nil
    ) throws(LearnError) -> Bool {
        let outcome = try checker.check(exercises, activity: activity)
        if stop?.isRequested == true {
            return false
        }
        switch outcome {
        case .buildFailed(let diagnostics):
            printBuildFailure(diagnostics)
            return false
        case .tested(let results):
            for result in results {
                Console.line(summaryLine(for: result))
            }
            // A crash explains the other failures, so it comes first.
            let crashed = results.first { $0.suite != nil && $0.suite?.outcome == nil && !$0.crashMessages.isEmpty }
            guard let failing = crashed ?? results.first(where: { $0.status != .passed }) else {
                return true
            }
            let exercise = failing.exercise
            Console.line()
            if results.count > 1 {
                Console.line(Style.strong(exercise.heading))
            }
            Console.line(failureDetails(for: failing))
            Console.line()
            Console.line("Edit \(exercise.file), then check again: " + Style.strong(exercise.checkCommand))
            Console.line("Stuck? swift run learn hint \(exercise.label)")
            let others = results.filter { $0.status != .passed && $0.exercise != exercise }
            if !others.isEmpty {
                Console.line("Details of the others: " + others.map { "swift run learn check \($0.exercise.label)" }.joined(separator: ", "))
            }
            return false
        }
    }
}
