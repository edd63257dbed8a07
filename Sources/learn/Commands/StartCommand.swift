/// `learn start N | N.K`: says where the learner starts, so that "Next"
/// picks the first exercise at or after it that does not pass.
enum StartCommand: Command {
    static let name = "start"
    static let arguments = "[N | N.K]"
    static let summary = "start at chapter N (or exercise N.K): what comes next follows from there"
    static let details = """
        If you know the first chapters already, or come back to the book, say where you start: \
        learn start 6. From then on, "Next" (in learn, learn check and learn watch) is the first \
        exercise of chapter 6 or later that does not pass yet, and learn checks that chapter \
        first. learn start 6.2 starts at an exercise; learn start 1 goes back to the beginning. \
        With no argument, it says where you start now.

        The choice is kept in .build-learn/learn-start, on your machine only (git ignores the \
        build folder); deleting that folder forgets it.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        guard let word = parsed.positional.first else {
            let start = StartingPoint.load(from: repository)
            Console.line("You start at \(start?.description ?? "the beginning, chapter 1"). To change it: swift run learn start N")
            return 0
        }
        let selection = try ExerciseSelection(parsing: word)
        // Says, in the learner's words, when the chapter or exercise does not exist.
        _ = try curriculum.exercises(in: selection)
        let chosen = StartingPoint(selection: selection)
        try chosen.save(to: repository)
        // Chapter 1 is where everyone starts: nothing is left out.
        let start = StartingPoint.load(from: repository)
        Console.line("You start at \(start?.description ?? "the beginning, chapter 1").")
        Console.line()
        let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        Console.line(nextStepsText(curriculum: curriculum, status: status, start: start))
        return 0
    }
}
