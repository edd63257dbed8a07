import Foundation

/// Runs exercise tests and turns the events they report (Swift Testing's
/// JSON event stream) into one result per exercise, remembered in the
/// ``ResultCache``.
///
/// It builds only the chapters it checks (`FRP_EXERCISE_CHAPTERS`, read by
/// `Package.swift`): their exercise modules, their tests and the steps they
/// use.
///
/// It builds in a folder of its own (`.build-learn` by default), with
/// `FRP_EXERCISES=1` so that the exercise modules are built from the
/// learner's `Exercises/` folder. The repository's own `swift test` builds in
/// `.build` from `Solutions/`; the two folders never invalidate each other or
/// wait for each other's lock.
struct ExerciseChecker {
    /// Which files the exercise modules are built from.
    enum Sources: Sendable {
        /// `Exercises/`, the learner's files (`FRP_EXERCISES=1`).
        case exercises
        /// `Solutions/`, the solved files.
        case solutions
    }

    /// What a check found out.
    enum Outcome: Sendable {
        /// The code built and the tests ran: one result per exercise asked for.
        case tested([ExerciseResult])
        /// The code does not build: the compiler's errors.
        case buildFailed(diagnostics: [String])
    }

    /// The repository whose package is built.
    let repository: Repository
    /// Its chapters and exercises.
    let curriculum: Curriculum
    /// The path of the `swift` command.
    let swift: String
    /// Which files the exercise modules are built from.
    var sources = Sources.exercises
    /// The build folder, from the repository root. Each kind of build needs
    /// its own, or the two would keep rebuilding each other's files.
    var scratchFolder = ".build-learn"
    /// Whether to remember results in the cache (only for the learner's files).
    var remembersResults = true

    /// Creates a checker of the learner's files.
    init(repository: Repository, curriculum: Curriculum) throws(LearnError) {
        self.repository = repository
        self.curriculum = curriculum
        self.swift = try ChildProcess.swift()
    }

    /// Builds the package and runs the tests of some exercises.
    ///
    /// - Parameter activity: What to show while the build runs, for example
    ///   `Checking exercise 1.2`.
    func check(_ exercises: [Exercise], activity: String) throws(LearnError) -> Outcome {
        let chapters = Set(exercises.map(\.chapter))
        let fingerprints = Dictionary(uniqueKeysWithValues: chapters.map { chapter in
            (chapter, repository.fingerprint(of: curriculum.inputFolders(ofChapter: chapter)))
        })
        var output: [String] = []
        let firstBuild = !repository.isDirectory(scratchFolder)
        let building = "\(activity): building\(firstBuild ? " (the first build takes a few minutes)" : "")…"
        Console.status(building)
        // Without a terminal there is no status line to update: say each
        // phase on a line of its own, and the build's progress by quarters.
        var quartersShown = 0
        func phase(_ text: String) {
            if Console.isTerminal {
                Console.status(text)
            } else {
                Console.line(text)
            }
        }
        if !Console.isTerminal {
            Console.line(building)
        }
        let environment: [String: String?] = [
            "FRP_EXERCISES": sources == .exercises ? "1" : "0",
            // Only the chapters asked about, and the steps they use: one
            // chapter builds in a fraction of the time of all of them.
            "FRP_EXERCISE_CHAPTERS": chapters.sorted().map(String.init).joined(separator: ","),
            // Plain symbols and no colours, whatever the terminal: the
            // console output is read by `TestReport` (for a crash, or all
            // of it if no event stream was written), not by a person.
            "NO_COLOR": "1",
            "SWT_SF_SYMBOLS_ENABLED": "0",
        ]
        // Build first, then run the tests' own program, rather than `swift
        // test`: `swift test` relays what the tests print, and on a busy
        // machine it has been seen to lose some of it, a suite's lines and
        // all, so that a passing exercise looked as if its tests never ran.
        // The tests' program writes every line itself.
        let buildStatus = try ChildProcess.run(
            swift,
            ["build", "--build-tests", "--scratch-path", scratchFolder],
            in: repository.root,
            environment: environment
        ) { line in
            output.append(line)
            if let progress = line.firstMatch(of: #/^\[(\d+)/(\d+)\]/#), let done = Int(progress.1), let total = Int(progress.2), total > 0 {
                if Console.isTerminal {
                    Console.status("\(activity): building [\(done)/\(total)]…")
                } else if done * 4 / total > quartersShown, done < total {
                    quartersShown = done * 4 / total
                    Console.line("\(activity): building, \(quartersShown * 25)% done…")
                }
            } else if line.hasPrefix("Planning build") {
                phase("\(activity): planning the build…")
            }
        }
        guard buildStatus == 0 else {
            Console.clearStatus()
            var diagnostics = buildDiagnostics(in: output, root: repository.root)
            if diagnostics.isEmpty {
                diagnostics = ["swift build stopped with status \(buildStatus):"] + output.suffix(10)
            }
            return .buildFailed(diagnostics: diagnostics)
        }
        phase("\(activity): built; running the tests…")
        var testOutput: [String] = []
        // The tests write what happens as JSON, one event a line; the
        // console output is read only for a crash, or if no stream appears.
        let eventStream = repository.absolute("\(scratchFolder)/learn-test-events.jsonl")
        try? FileManager.default.removeItem(atPath: eventStream)
        let testArguments = [
            "--no-parallel", "--filter", filter(for: exercises),
            "--event-stream-output-path", eventStream, "--event-stream-version", "0",
        ]
        if let testProgram = try testProgram(environment: environment) {
            _ = try ChildProcess.run(
                testProgram,
                ["--testing-library", "swift-testing"] + testArguments,
                in: repository.root,
                environment: environment
            ) { testOutput.append($0) }
        } else {
            // Where the tests are not a program of their own (a bundle, on
            // macOS), `swift test` runs them, without building again.
            _ = try ChildProcess.run(
                swift,
                ["test", "--skip-build", "--scratch-path", scratchFolder] + testArguments,
                in: repository.root,
                environment: environment
            ) { testOutput.append($0) }
        }
        Console.clearStatus()
        let console = testOutput.joined(separator: "\n")
        let report: TestReport
        if let stream = try? String(contentsOfFile: eventStream, encoding: .utf8), !stream.isEmpty {
            report = TestReport(eventStream: stream, console: console)
        } else {
            report = TestReport(parsing: console)
        }
        guard report.started else {
            return .buildFailed(
                diagnostics: ["The tests were built but did not start. They printed:"] + testOutput.suffix(10)
            )
        }
        let results = exercises.map { exercise in
            ExerciseResult(
                exercise: exercise,
                suite: report.suites.last { suite in
                    suiteNumbers(suite.name).map { $0 == (exercise.chapter, exercise.number) } ?? false
                },
                crashMessages: report.finished ? [] : report.crashMessages + ["(the test process stopped before the end of the run)"],
                crashFrames: report.finished ? [] : report.crashFrames
            )
        }
        if remembersResults && sources == .exercises {
            var cache = ResultCache.load(from: repository)
            for result in results {
                cache.record(result.exercise, passed: result.status == .passed, fingerprint: fingerprints[result.exercise.chapter]!)
            }
            cache.save(to: repository)
        }
        return .tested(results)
    }

    /// The program that runs the package's tests, where the tests are one:
    /// `<package>PackageTests.xctest` in the build folder's binaries, an
    /// executable on Linux. `nil` elsewhere.
    private func testProgram(environment: [String: String?]) throws(LearnError) -> String? {
        #if os(Linux)
        var binFolder = ""
        _ = try ChildProcess.run(
            swift,
            ["build", "--scratch-path", scratchFolder, "--show-bin-path"],
            in: repository.root,
            environment: environment
        ) { line in
            if line.hasPrefix("/") { binFolder = line }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: binFolder)) ?? []
        guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else { return nil }
        let path = "\(binFolder)/\(name)"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        #else
        return nil
        #endif
    }

    /// The `--filter` that selects exactly these exercises' suites: a whole
    /// chapter as `Step01_ExercisesTests\.`, one exercise as
    /// `Step01_ExercisesTests\.Exercise01_02/`.
    func filter(for exercises: [Exercise]) -> String {
        var patterns: [String] = []
        for chapter in Set(exercises.map(\.chapter)).sorted() {
            let module = "Step\(twoDigits(chapter))_ExercisesTests\\."
            let selected = exercises.filter { $0.chapter == chapter }
            if selected.count == curriculum.chapter(chapter)?.exercises.count {
                patterns.append(module)
            } else {
                patterns += selected.map { module + $0.suiteName + "/" }
            }
        }
        return patterns.count == 1 ? patterns[0] : "(" + patterns.joined(separator: "|") + ")"
    }

    /// The results the cache holds for the learner's files as they are now.
    static func cachedStatus(repository: Repository, curriculum: Curriculum) -> (Exercise) -> ExerciseStatus {
        let cache = ResultCache.load(from: repository)
        var fingerprints: [Int: String] = [:]
        for chapter in curriculum.chapters where !chapter.exercises.isEmpty {
            fingerprints[chapter.number] = repository.fingerprint(of: curriculum.inputFolders(ofChapter: chapter.number))
        }
        return { exercise in
            cache.status(of: exercise, fingerprint: fingerprints[exercise.chapter] ?? "")
        }
    }
}

/// The result of one exercise's tests in a run.
struct ExerciseResult: Sendable {
    /// The exercise.
    let exercise: Exercise
    /// Its test suite as the run reported it, or `nil` if no suite of that
    /// name ran.
    let suite: TestReport.Suite?
    /// What the test process printed as it crashed, if it did; empty if the
    /// run finished. After a crash, the tests that had not run yet never do.
    var crashMessages: [String] = []
    /// Where in the learner's files the crash happened, innermost first
    /// (`Signal.deliver(_:) at Exercises/Step02/Signal.swift:40`), as far as
    /// the backtrace shows.
    var crashFrames: [String] = []

    /// Passed if its suite ran at least one test and passed.
    var status: ExerciseStatus {
        guard let suite, suite.outcome == .passed, !suite.tests.isEmpty else { return .failed }
        return .passed
    }

    /// The tests that did not pass.
    var failingTests: [TestReport.Test] {
        suite?.tests.filter { $0.outcome != .passed } ?? []
    }
}

/// The exercise a suite checks, from its display name (`Exercise 1.2: …`) or
/// its type name (`Exercise01_02`).
func suiteNumbers(_ name: String) -> (Int, Int)? {
    if let match = name.firstMatch(of: #/^Exercise (\d+)\.(\d+)\b/#), let chapter = Int(match.1), let number = Int(match.2) {
        return (chapter, number)
    }
    if let match = name.wholeMatch(of: #/Exercise(\d+)_(\d+)/#), let chapter = Int(match.1), let number = Int(match.2) {
        return (chapter, number)
    }
    return nil
}
