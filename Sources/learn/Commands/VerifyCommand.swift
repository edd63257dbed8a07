import Foundation

/// `learn verify`, for maintainers and CI: proves that every exercise works
/// as an exercise. Its stub fails its tests, its solution passes them, both
/// files exist, and its sheet section has both hints.
///
/// It builds twice, not once per exercise: once with every stub
/// (`Exercises/`, in `.build-learn`) and once with every solution
/// (`Solutions/`, in `.build-verify`), each folder keeping its own cache. Each
/// build runs all exercise suites in one test run, and the report gives each
/// suite's result.
enum VerifyCommand: Command {
    static let name = "verify"
    static let arguments = ""
    static let summary = "every stub fails its tests, every solution passes them"
    static let isForMaintainers = true
    static let details = """
        Checks every exercise of every chapter:
          - its sheet section is well formed and has both hints;
          - its file exists in Exercises/ (with a // TODO:) and in Solutions/, and its test file \
        has the suite struct ExerciseNN_KK;
          - its tests fail against the stub in Exercises/ (built in .build-learn, FRP_EXERCISES=1);
          - its tests pass against Solutions/ (built in .build-verify).
        It exits with status 1 and lists the problems if any check fails. Run it on a clean \
        checkout: it tests Exercises/ as it is, so solved exercises make it fail.
        """

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        _ = try CommandArguments(arguments, command: name, maximumPositional: 0)
        let started = Date()
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let exercises = curriculum.exercises
        guard !exercises.isEmpty else {
            throw LearnError("no chapter has exercises (no Exercises/StepNN.md): nothing to verify.")
        }
        var problems = fileProblems(curriculum: curriculum, repository: repository)

        var stubs = try ExerciseChecker(repository: repository, curriculum: curriculum)
        stubs.remembersResults = false
        var solutions = stubs
        solutions.sources = .solutions
        solutions.scratchFolder = ".build-verify"

        var phaseStart = Date()
        let stubOutcome = try stubs.check(exercises, activity: "Testing the stubs (Exercises/, in .build-learn)")
        Console.line("Stubs tested in \(seconds(since: phaseStart)).")
        phaseStart = Date()
        let solutionOutcome = try solutions.check(exercises, activity: "Testing the solutions (Solutions/, in .build-verify)")
        Console.line("Solutions tested in \(seconds(since: phaseStart)).")
        Console.line()

        let stubResults = results(of: stubOutcome, kind: "stubs (Exercises/)", problems: &problems)
        let solutionResults = results(of: solutionOutcome, kind: "solutions (Solutions/)", problems: &problems)
        Console.line(padded("exercise", to: 10) + padded("stub fails", to: 13) + "solution passes")
        for exercise in exercises {
            let stub = stubResults?.first { $0.exercise == exercise }
            let solution = solutionResults?.first { $0.exercise == exercise }
            let stubMark = mark(stub.map { $0.suite != nil && $0.status == .failed })
            let solutionMark = mark(solution.map { $0.status == .passed })
            Console.line(padded(exercise.label + (exercise.isStretch ? "*" : ""), to: 10) + padded(stubMark, to: 13) + solutionMark)
            if let stub {
                if stub.suite == nil || stub.suite!.tests.isEmpty {
                    problems.append("\(exercise.label): no tests ran against the stub; is there a suite `struct \(exercise.suiteName)` in \(exercise.testFile), and (\"Step\(twoDigits(exercise.chapter))\", …) in Package.swift's exercises list?")
                } else if stub.status == .passed {
                    problems.append("\(exercise.label): the stub \(exercise.file) passes all its tests, so they do not notice the missing work.")
                }
            }
            if let solution, solution.status != .passed {
                problems.append("\(exercise.label): the solution \(exercise.solutionFile) fails its tests:\n" + failureDetails(for: solution))
            }
        }
        Console.line(Style.quiet("(* stretch exercise)"))
        Console.line()
        guard problems.isEmpty else {
            Console.line(Style.failed("\(problems.count) problem\(problems.count == 1 ? "" : "s"):"))
            for problem in problems {
                Console.line("- " + problem)
            }
            Console.line()
            Console.line("Verified in \(seconds(since: started)), with problems.")
            return 1
        }
        Console.line(Style.passed("All \(exercises.count) exercises verified") + " in \(seconds(since: started)).")
        return 0
    }

    /// The problems that need no build: folders, files, suites and TODOs.
    /// (Hints and the sheet's shape are checked when the sheet is read.)
    private static func fileProblems(curriculum: Curriculum, repository: Repository) -> [String] {
        var problems: [String] = []
        for folder in repository.entries(in: "Exercises") where repository.isDirectory("Exercises/\(folder)") {
            if !repository.exists("Exercises/\(folder).md") {
                problems.append("Exercises/\(folder) has no exercise sheet Exercises/\(folder).md.")
            }
        }
        for chapter in curriculum.chapters where !chapter.exercises.isEmpty {
            let folder = "Step\(twoDigits(chapter.number))"
            let stubNames = Set(repository.entries(in: "Exercises/\(folder)").filter { $0.hasSuffix(".swift") })
            let solutionNames = Set(repository.entries(in: "Solutions/\(folder)").filter { $0.hasSuffix(".swift") })
            for name in stubNames.subtracting(solutionNames).sorted() {
                problems.append("Exercises/\(folder)/\(name) has no solved twin in Solutions/\(folder)/.")
            }
            for name in solutionNames.subtracting(stubNames).sorted() {
                problems.append("Solutions/\(folder)/\(name) has no stub in Exercises/\(folder)/.")
            }
        }
        for exercise in curriculum.exercises {
            let label = exercise.label
            if !repository.exists(exercise.file) {
                problems.append("\(label): its file \(exercise.file) does not exist.")
            } else if !((try? repository.read(exercise.file)) ?? "").contains("TODO") {
                problems.append("\(label): its stub \(exercise.file) has no `// TODO:` to show where to work.")
            }
            if !repository.exists(exercise.solutionFile) {
                problems.append("\(label): its solution \(exercise.solutionFile) does not exist.")
            }
            if !repository.exists(exercise.testFile) {
                problems.append("\(label): its test file \(exercise.testFile) does not exist.")
            } else if !((try? repository.read(exercise.testFile)) ?? "").contains("struct \(exercise.suiteName)") {
                problems.append("\(label): \(exercise.testFile) has no suite `struct \(exercise.suiteName)`.")
            }
            if exercise.hint.trimmed.isEmpty || exercise.strongerHint.trimmed.isEmpty {
                problems.append("\(label): a hint is empty.")
            }
        }
        return problems
    }

    private static func results(of outcome: ExerciseChecker.Outcome, kind: String, problems: inout [String]) -> [ExerciseResult]? {
        switch outcome {
        case .tested(let results):
            return results
        case .buildFailed(let diagnostics):
            problems.append("the \(kind) do not build:\n" + diagnostics.map { indented($0, by: 2) }.joined(separator: "\n"))
            return nil
        }
    }

    private static func mark(_ ok: Bool?) -> String {
        switch ok {
        case true?: return Style.passed("✔")
        case false?: return Style.failed("✘")
        case nil: return Style.unknown("?")
        }
    }

    private static func seconds(since date: Date) -> String {
        "\(Int(Date().timeIntervalSince(date).rounded())) s"
    }
}
