/// `learn diff N [PATH] [--full] [--spoilers]`: what chapter N changes in
/// the library and its tests, from `diff -ruN` of step N-1's folders against
/// step N's: a summary of the files by default, the text with `--full` or for
/// one file.
///
/// The step files that answer an exercise of chapter N the learner has not
/// finished are left out unless `--spoilers` asks for them, and so are the
/// test files whose only change is the import of their step.
enum DiffCommand: Command {
    static let name = "diff"
    static let arguments = "N [FILE] [--full] [--spoilers]"
    static let summary = "what step N changes against step N-1: the files, or with --full the text"
    static let details = """
        Each step is a complete copy of the library, so the difference between two steps is \
        exactly what a chapter teaches. learn diff 5 compares

            Sources/Step04_… with Sources/Step05_…
            Tests/Step04_…Tests with Tests/Step05_…Tests

        and lists each file added, removed or changed, with the lines added and removed. \
        learn diff 5 --full prints the whole diff (diff -ruN); learn diff 5 FILE prints one \
        file's (FILE is its path, or its name: Map.swift). Pipe a long one into a pager: \
        swift run learn diff 5 --full | less

        No spoilers: the files of step N that answer an exercise of chapter N you have not \
        finished (not passed, or not checked yet) are named but not printed; add --spoilers to \
        print them. Test files whose only change is the `@testable import` of their step are \
        counted in one line, not printed.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, options: ["--full", "--spoilers"], maximumPositional: 2)
        guard let word = parsed.positional.first, let number = Int(word), number > 0 else {
            throw LearnError("give a step number, like: swift run learn diff 2", status: .usage)
        }
        let fileAsked = parsed.positional.dropFirst().first
        let showsSpoilers = parsed.options.contains("--spoilers")
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
        guard let diffProgram = ChildProcess.find("diff") else {
            throw LearnError("this needs the 'diff' command, and it is not on your PATH.")
        }
        if previous.0 != number - 1 {
            Console.line("There is no step \(number - 1) yet: comparing with step \(previous.0).")
        }
        var pairs = [("Sources/\(previous.1)", "Sources/\(step.1)")]
        if repository.isDirectory("Tests/\(previous.1)Tests") && repository.isDirectory("Tests/\(step.1)Tests") {
            pairs.append(("Tests/\(previous.1)Tests", "Tests/\(step.1)Tests"))
        }
        var diffs: [(old: String, new: String, diff: StepDiff)] = []
        for (old, new) in pairs {
            var output: [String] = []
            let status = try ChildProcess.run(diffProgram, ["-ruN", old, new], in: repository.root) { output.append($0) }
            // diff exits with 1 when the folders differ, which is expected;
            // 2 means it could not compare them.
            if status > 1 {
                throw LearnError("diff could not compare \(old) with \(new) (status \(status)).")
            }
            diffs.append((old, new, StepDiff(parsing: output, oldFolder: old, newFolder: new, exists: repository.exists)))
        }
        let exercises = curriculum.chapter(number)?.exercises ?? []
        let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
        let hidden = showsSpoilers ? [:] : spoilers(in: diffs.flatMap(\.diff.files), exercises: exercises, status: status)

        if let fileAsked {
            let all = diffs.flatMap(\.diff.files)
            let matches = all.filter { $0.path == fileAsked || $0.relativePath == fileAsked || $0.name == fileAsked }
            guard !matches.isEmpty else {
                throw LearnError("no file named \(fileAsked) differs between step \(previous.0) and step \(number); swift run learn diff \(number) lists those that do.", status: .usage)
            }
            for file in matches {
                if let labels = hidden[file.path] {
                    Console.line("\(file.path) answers exercise \(labels.joined(separator: ", ")), which you have not finished: add --spoilers to see it anyway.")
                    continue
                }
                Console.line(file.text.joined(separator: "\n"))
            }
            return 0
        }

        for (old, new, diff) in diffs {
            if parsed.options.contains("--full") {
                Console.line(Style.strong("diff -ruN \(old) \(new)"))
                for file in diff.files where !file.differsOnlyInImport && hidden[file.path] == nil {
                    Console.line(file.text.joined(separator: "\n"))
                }
                for line in diffSummary(StepDiff(files: diff.files.filter { $0.differsOnlyInImport || hidden[$0.path] != nil }), hidden: hidden) {
                    Console.line(line)
                }
            } else {
                Console.line(Style.strong("\(old) → \(new)"))
                for line in diffSummary(diff, hidden: hidden) {
                    Console.line(line)
                }
            }
            Console.line()
        }
        if !hidden.isEmpty {
            let hiddenLabels = Set(hidden.values.joined())
            let labels = exercises.map(\.label).filter(hiddenLabels.contains)
            Console.line(
                "\(hidden.count) file\(hidden.count == 1 ? " answers" : "s answer") exercise\(labels.count == 1 ? "" : "s") "
                    + labels.joined(separator: ", ") + ", which you have not finished: their text is left out; "
                    + "to see it anyway, add --spoilers."
            )
        }
        if !parsed.options.contains("--full") {
            Console.line("The text of every change: swift run learn diff \(number) --full; of one file: swift run learn diff \(number) FILE")
        }
        return 0
    }
}
