/// `learn try N`: builds and runs chapter N's scratch program,
/// `Scratch/StepNN/main.swift`, where the learner types the chapter's
/// examples, changes them and breaks them.
enum TryCommand: Command {
    static let name = "try"
    static let arguments = "N"
    static let summary = "run Scratch/StepNN/main.swift, your scratch program for chapter N"
    static let details = """
        Each chapter has a small program of your own, Scratch/StepNN/main.swift, built \
        against that chapter's step of the library. Type the chapter's examples into it, \
        change them, break them, and run it with learn try N. It runs \
        `swift run TryStepNN`, in the package's own build folder.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        guard let word = parsed.positional.first, let number = Int(word), number > 0 else {
            throw LearnError("give a chapter number, like: swift run learn try 2", status: .usage)
        }
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let folder = "Scratch/Step\(twoDigits(number))"
        guard repository.exists("\(folder)/main.swift") else {
            let existing = curriculum.chapters.map(\.number).filter { repository.exists("Scratch/Step\(twoDigits($0))/main.swift") }
            let list = existing.isEmpty ? "there are no scratch programs yet" : "chapters \(existing.map(String.init).joined(separator: ", ")) have one"
            if (1...Curriculum.plannedChapterCount).contains(number) && curriculum.chapter(number)?.module == nil {
                throw LearnError("Chapter \(number) is not written yet, so it has no scratch program; \(list).", status: .usage)
            }
            if !(1...Curriculum.plannedChapterCount).contains(number) {
                throw LearnError("there is no chapter \(number): the book has chapters 1 to \(Curriculum.plannedChapterCount); \(list).", status: .usage)
            }
            throw LearnError("\(folder)/main.swift is missing; \(list).", status: .usage)
        }
        let swift = try ChildProcess.swift()
        Console.line(Style.quiet("Building and running \(folder)/main.swift (swift run TryStep\(twoDigits(number)))…"))
        return try ChildProcess.runPassingOutput(swift, ["run", "--quiet", "TryStep\(twoDigits(number))"], in: repository.root)
    }
}
