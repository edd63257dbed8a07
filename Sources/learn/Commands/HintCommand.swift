/// `learn hint N.K [--more]`: the nudge for an exercise, or with `--more`
/// the stronger hint, from the chapter's hints file, `Hints/StepNN.md`.
enum HintCommand: Command {
    static let name = "hint"
    static let arguments = "N.K [--more]"
    static let summary = "a hint for exercise N.K; --more for a stronger one"
    static let details = """
        Shows the first hint of exercise N.K, a nudge in the right direction. With --more it \
        shows the second, stronger hint, which is nearly the answer. Both come from \
        Hints/StepNN.md, a file of their own, so that reading an exercise never shows them \
        by accident.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, options: ["--more"], maximumPositional: 1)
        guard let word = parsed.positional.first else {
            throw LearnError("give an exercise, like: swift run learn hint 1.2", status: .usage)
        }
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let exercise = try curriculum.exercise(ExerciseSelection(parsing: word), for: name)
        if parsed.options.contains("--more") {
            Console.line(Style.strong("Stronger hint for \(exercise.heading)"))
            Console.line()
            Console.line(exercise.strongerHint)
            Console.line()
            Console.line("Edit \(exercise.file), then: \(exercise.checkCommand)")
            Console.line("Still stuck? The solution: swift run learn solution \(exercise.label)")
        } else {
            Console.line(Style.strong("Hint for \(exercise.heading)"))
            Console.line()
            Console.line(exercise.hint)
            Console.line()
            Console.line("Edit \(exercise.file), then: \(exercise.checkCommand)")
            Console.line("Still stuck? A stronger hint: swift run learn hint \(exercise.label) --more")
        }
        return 0
    }
}
