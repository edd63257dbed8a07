/// `learn diff N`: what chapter N changes in the library and its tests, as
/// `diff -ruN` of step N-1's folders against step N's.
enum DiffCommand: Command {
    static let name = "diff"
    static let arguments = "N"
    static let summary = "what step N changes, against step N-1, in the library and its tests"
    static let details = """
        Each step is a complete copy of the library, so the difference between two steps is \
        exactly what a chapter teaches. learn diff 5 runs

            diff -ruN Sources/Step04_… Sources/Step05_…
            diff -ruN Tests/Step04_…Tests Tests/Step05_…Tests

        (-N shows a new file whole instead of "Only in …"). Pipe it into a pager if it is \
        long: swift run learn diff 5 | less
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        guard let word = parsed.positional.first, let number = Int(word), number > 0 else {
            throw LearnError("give a step number, like: swift run learn diff 2", status: .usage)
        }
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let steps = curriculum.chapters.compactMap { chapter in chapter.module.map { (chapter.number, $0) } }
        let list = steps.isEmpty ? "there are no steps yet" : "the steps are " + steps.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
        guard let step = steps.first(where: { $0.0 == number }) else {
            throw LearnError("step \(number) does not exist yet; \(list).", status: .usage)
        }
        guard let previous = steps.last(where: { $0.0 < number }) else {
            Console.line("Step \(number) is the first step: there is no step before it to compare with.")
            Console.line("Read all of it in Sources/\(step.1), and its tests in Tests/\(step.1)Tests.")
            return 0
        }
        guard let diff = ChildProcess.find("diff") else {
            throw LearnError("this needs the 'diff' command, and it is not on your PATH.")
        }
        if previous.0 != number - 1 {
            Console.line("There is no step \(number - 1) yet: comparing with step \(previous.0).")
        }
        var pairs = [("Sources/\(previous.1)", "Sources/\(step.1)")]
        if repository.isDirectory("Tests/\(previous.1)Tests") && repository.isDirectory("Tests/\(step.1)Tests") {
            pairs.append(("Tests/\(previous.1)Tests", "Tests/\(step.1)Tests"))
        }
        for (old, new) in pairs {
            Console.line(Style.strong("diff -ruN \(old) \(new)"))
            let status = try ChildProcess.runPassingOutput(diff, ["-ruN", old, new], in: repository.root)
            // diff exits with 1 when the folders differ, which is expected;
            // 2 means it could not compare them.
            if status > 1 {
                throw LearnError("diff could not compare \(old) with \(new) (status \(status)).")
            }
            Console.line()
        }
        return 0
    }
}
