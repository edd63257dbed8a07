/// `learn solution N.K [--yes]`: shows the solved file of an exercise, after
/// asking, since reading it too early spoils the exercise.
enum SolutionCommand: Command {
    static let name = "solution"
    static let arguments = "N.K [--yes]"
    static let summary = "show the solution of exercise N.K (asks first, unless it already passes)"
    static let details = """
        Shows Solutions/StepNN/<file>, the solved version of the file exercise N.K asks you to \
        edit, with comments that explain the solution. If your code does not pass yet, it asks \
        before showing it; --yes skips the question. Without a terminal to ask in (in a script, \
        or with input redirected) it shows the solution only with --yes.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, options: ["--yes"], maximumPositional: 1)
        guard let word = parsed.positional.first else {
            throw LearnError("give an exercise, like: swift run learn solution 1.2", status: .usage)
        }
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let exercise = try curriculum.exercise(ExerciseSelection(parsing: word), for: name)
        let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)(exercise)

        if status != .passed && !parsed.options.contains("--yes") {
            guard Console.canAsk else {
                throw LearnError(
                    "exercise \(exercise.label) does not pass yet (or was not checked since you last changed it), so learn asks before showing its solution, and there is no terminal to ask in. To see it anyway: swift run learn solution \(exercise.label) --yes"
                )
            }
            Console.write("Exercise \(exercise.label) does not pass yet. The hints (swift run learn hint \(exercise.label)) may be enough. Show the solution anyway? [y/N] ")
            let answer = (Console.readAnswer() ?? "").trimmed.lowercased()
            guard answer == "y" || answer == "yes" else {
                Console.line("Not shown. Stronger hint: swift run learn hint \(exercise.label) --more")
                return 1
            }
        }
        let text: String
        do {
            text = try repository.read(exercise.solutionFile)
        } catch {
            throw LearnError("the solution file \(exercise.solutionFile) cannot be read: \(error.localizedDescription)")
        }
        Console.line(Style.strong("Solution of \(exercise.heading)") + Style.quiet("  (\(exercise.solutionFile))"))
        Console.line()
        Console.line(text)
        Console.line("To compare with yours: diff -u \(exercise.file) \(exercise.solutionFile)")
        return 0
    }
}
