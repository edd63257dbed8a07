import Testing
@testable import learn

@Suite struct SmallPartsTests {
    @Test("a chapter is N and an exercise is N.K")
    func selections() throws {
        #expect(try ExerciseSelection(parsing: "1") == .chapter(1))
        #expect(try ExerciseSelection(parsing: "12.3") == .exercise(chapter: 12, number: 3))
        for text in ["", "0", "1.", ".2", "1.2.3", "a", "-1", "1.0"] {
            #expect(throws: LearnError.self, "'\(text)' should be refused") { try ExerciseSelection(parsing: text) }
        }
    }

    @Test("suite names have two-digit numbers, so one filter never selects another exercise")
    func suiteNames() {
        let exercise = ProgressTests.exercise(1, 2)
        #expect(exercise.suiteName == "Exercise01_02")
        #expect(exercise.solutionFile == "Solutions/Step01/F2.swift")
        #expect(ProgressTests.exercise(12, 10).suiteName == "Exercise12_10")
    }

    @Test("a suite's exercise is read from its display name or its type name")
    func suiteNumbersFromNames() {
        #expect(suiteNumbers("Exercise 1.2: map and mapError").map { [$0.0, $0.1] } == [1, 2])
        #expect(suiteNumbers("Exercise 1.4 (stretch): The grammar checker").map { [$0.0, $0.1] } == [1, 4])
        #expect(suiteNumbers("Exercise01_10").map { [$0.0, $0.1] } == [1, 10])
        #expect(suiteNumbers("MapTests") == nil)
    }

    @Test("fingerprints are repeatable and tell apart where one text ends")
    func fingerprints() {
        func fingerprint(_ parts: [String]) -> String {
            var fingerprint = Fingerprint()
            parts.forEach { fingerprint.add($0) }
            return fingerprint.hexadecimal
        }
        #expect(Fingerprint().hexadecimal == "cbf29ce484222325")
        #expect(fingerprint(["ab", "c"]) == fingerprint(["ab", "c"]))
        #expect(fingerprint(["ab", "c"]) != fingerprint(["a", "bc"]))
    }

    @Test("build errors are kept once each, with their source lines, and paths made relative")
    func buildErrors() {
        let lines = [
            "[4/5] Compiling Step01_Exercises EventMap.swift",
            "/repo/Exercises/Step01/EventMap.swift:4:33: error: cannot convert 'String' to 'Int'",
            "4 | return \"x\"",
            "  | `- error: cannot convert 'String' to 'Int'",
            "",
            "/repo/Exercises/Step01/EventMap.swift:5:23: warning: never used",
            "5 | let y = 1",
            "",
            "/repo/Exercises/Step01/EventMap.swift:4:33: error: cannot convert 'String' to 'Int'",
            "error: fatalError",
        ]
        #expect(
            buildDiagnostics(in: lines, root: "/repo") == [
                "Exercises/Step01/EventMap.swift:4:33: error: cannot convert 'String' to 'Int'\n4 | return \"x\"\n  | `- error: cannot convert 'String' to 'Int'"
            ]
        )
    }

    @Test("without compiler errors, the end of the output explains the failure")
    func buildFailureWithoutErrors() {
        #expect(buildDiagnostics(in: ["a", "b"], root: "/repo") == ["a\nb"])
    }

    @Test("command arguments are split into options and words, and checked")
    func commandArguments() throws {
        let arguments = try CommandArguments(["1.2", "--more"], command: "hint", options: ["--more"], maximumPositional: 1)
        #expect(arguments.positional == ["1.2"])
        #expect(arguments.options == ["--more"])
        #expect(throws: LearnError.self) { try CommandArguments(["--most"], command: "hint", options: ["--more"], maximumPositional: 1) }
        #expect(throws: LearnError.self) { try CommandArguments(["1", "2"], command: "check", maximumPositional: 1) }
    }

    @Test("test locations become paths from the repository root")
    func locations() {
        #expect(testLocation("EventMapTests.swift:12:9", testFile: "Tests/Exercises/Step01/EventMapTests.swift") == "Tests/Exercises/Step01/EventMapTests.swift:12")
        #expect(testLocation("Recorder.swift:3:1", testFile: "Tests/Exercises/Step01/EventMapTests.swift") == "Recorder.swift:3")
    }
}
