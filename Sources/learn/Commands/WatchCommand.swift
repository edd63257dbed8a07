import Foundation

/// `learn watch [N.K]`: checks the current exercise each time a Swift file
/// under `Exercises/` changes, and moves on to the next exercise when it
/// passes. Ctrl-C stops it.
enum WatchCommand: Command {
    static let name = "watch"
    static let arguments = "[N.K]"
    static let summary = "check the current exercise each time you save, and move on when it passes"
    static let details = """
        Checks the exercise to do next (or exercise N.K) and shows its failing tests. Then it \
        waits: each time you save a .swift file under Exercises/, it checks again. When the \
        exercise passes it moves on to the next one. Press Ctrl-C to stop.

        It looks at the files' modification dates twice a second, so it works with any editor.
        """

    /// How long to wait between two looks at the files.
    static let pollInterval: TimeInterval = 0.4

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        let repository = try Repository.locate()
        let curriculum = try Curriculum(repository: repository)
        let checker = try ExerciseChecker(repository: repository, curriculum: curriculum)
        var current: Exercise
        if let word = parsed.positional.first {
            current = try curriculum.exercise(ExerciseSelection(parsing: word), for: name)
        } else {
            let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
            guard let next = nextExercise(in: curriculum.exercises, status: status, from: StartingPoint.load(from: repository)) else {
                Console.line(Style.passed("Every exercise passes.") + " Nothing to watch.")
                return 0
            }
            current = next
        }
        let stop = StopRequest.install()

        while true {
            let before = snapshot(repository)
            if Console.isTerminal {
                Console.write("\u{1B}[2J\u{1B}[H")  // a clean screen for each check
            }
            Console.line(Style.strong("Watching \(current.heading)") + Style.quiet("  (Ctrl-C to stop)"))
            Console.line("Edit \(current.file); read \(curriculum.chapter(current.chapter)!.readingDirections(for: current)).")
            Console.line()
            let passed = try CheckCommand.checkAndReport([current], checker: checker, activity: "Checking exercise \(current.label)", stop: stop)
            if stop.isRequested { return stopped() }
            if passed {
                // Other exercises of the chapter may show as not checked,
                // only because a file changed: check them before choosing.
                recheckStaleExercises(after: [current], checker: checker)
                if stop.isRequested { return stopped() }
                let status = ExerciseChecker.cachedStatus(repository: repository, curriculum: curriculum)
                let start = StartingPoint.load(from: repository)
                guard let next = nextExercise(in: curriculum.exercises.filter { $0 != current }, status: status, from: start) else {
                    Console.line()
                    Console.line(Style.passed("Every exercise passes.") + " Well done.")
                    return 0
                }
                Console.line()
                Console.line("On to \(next.heading) in a moment…")
                Thread.sleep(forTimeInterval: 2)
                if stop.isRequested { return stopped() }
                current = next
                continue
            }
            Console.line()
            Console.line(Style.quiet("Waiting for you to save a file in Exercises/…"))
            guard waitForChange(since: before, in: repository, stop: stop) else { return stopped() }
        }
    }

    /// Waits until a Swift file under `Exercises/` differs from `before`.
    ///
    /// - Returns: `false` if Ctrl-C was pressed first.
    private static func waitForChange(since before: [String: String], in repository: Repository, stop: StopRequest) -> Bool {
        while !stop.isRequested {
            if snapshot(repository) != before {
                // Let an editor finish writing (some save several files).
                Thread.sleep(forTimeInterval: pollInterval)
                return !stop.isRequested
            }
            Thread.sleep(forTimeInterval: pollInterval)
        }
        return false
    }

    /// The modification date and size of every Swift file under `Exercises/`.
    private static func snapshot(_ repository: Repository) -> [String: String] {
        var stamps: [String: String] = [:]
        for file in repository.files(under: "Exercises") where file.hasSuffix(".swift") {
            stamps[file] = repository.stamp(file)
        }
        return stamps
    }

    private static func stopped() -> Int32 {
        Console.clearStatus()
        Console.line()
        Console.line("Stopped watching. Your progress: swift run learn")
        return 0
    }
}
