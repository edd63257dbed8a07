import Testing
@testable import learn

/// `learn diff N`: the summary of a `diff -ruN` between two steps, the test
/// files that differ only in their import, and the files that would give an
/// exercise's answer away.
@Suite struct StepDiffTests {
    /// `diff -ruN` output in the shape diff prints it: a test file whose only
    /// change is its import, a new operator, a changed file, a removed file.
    static let output = """
        diff -ruN Tests/Step08_FlatteningTests/BagTests.swift Tests/Step09_ErrorsTests/BagTests.swift
        --- Tests/Step08_FlatteningTests/BagTests.swift\t2026-11-26 04:35:31.605484229 +0000
        +++ Tests/Step09_ErrorsTests/BagTests.swift\t2026-11-26 04:35:31.615250920 +0000
        @@ -1,5 +1,5 @@
         import Testing
        -@testable import Step08_Flattening
        +@testable import Step09_Errors
         
         @Suite struct BagTests {
        diff -ruN Sources/Step08_Flattening/Operators/Retry.swift Sources/Step09_Errors/Operators/Retry.swift
        --- Sources/Step08_Flattening/Operators/Retry.swift\t1970-01-01 00:00:00.000000000 +0000
        +++ Sources/Step09_Errors/Operators/Retry.swift\t2026-11-26 04:35:31.615689493 +0000
        @@ -0,0 +1,3 @@
        +extension SignalProducer {
        +    func retry() {}
        +}
        diff -ruN Sources/Step08_Flattening/Signal.swift Sources/Step09_Errors/Signal.swift
        --- Sources/Step08_Flattening/Signal.swift\t2026-11-26 04:35:31.605484229 +0000
        +++ Sources/Step09_Errors/Signal.swift\t2026-11-26 04:35:31.615250920 +0000
        @@ -1,3 +1,3 @@
         import Foundation
        -let a = 1
        +let a = 2
        +let b = 3
        diff -ruN Sources/Step08_Flattening/Old.swift Sources/Step09_Errors/Old.swift
        --- Sources/Step08_Flattening/Old.swift\t2026-11-26 04:35:31.605484229 +0000
        +++ Sources/Step09_Errors/Old.swift\t1970-01-01 00:00:00.000000000 +0000
        @@ -1 +0,0 @@
        -let old = 0
        """

    static let existing: Set<String> = [
        "Tests/Step08_FlatteningTests/BagTests.swift", "Tests/Step09_ErrorsTests/BagTests.swift",
        "Sources/Step09_Errors/Operators/Retry.swift",
        "Sources/Step08_Flattening/Signal.swift", "Sources/Step09_Errors/Signal.swift",
        "Sources/Step08_Flattening/Old.swift",
    ]

    static var diff: StepDiff {
        StepDiff(
            parsing: output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            oldFolder: "Sources/Step08_Flattening", newFolder: "Sources/Step09_Errors", exists: existing.contains
        )
    }

    static func exercise(_ number: Int, file: String) -> Exercise {
        Exercise(
            chapter: 9, number: number, title: "E\(number)", isStretch: false, file: "Exercises/Step09/\(file)",
            testFile: "Tests/Exercises/Step09/\(file)", instructions: "", hint: "h", strongerHint: "s"
        )
    }

    @Test("each file with its change and the lines it adds and removes")
    func files() {
        let files = Self.diff.files
        #expect(files.map(\.path) == ["Tests/Step09_ErrorsTests/BagTests.swift", "Sources/Step09_Errors/Operators/Retry.swift", "Sources/Step09_Errors/Signal.swift", "Sources/Step08_Flattening/Old.swift"])
        #expect(files.map(\.change) == [.changed, .added, .changed, .removed])
        #expect(files.map(\.linesAdded) == [1, 3, 2, 0])
        #expect(files.map(\.linesRemoved) == [1, 0, 1, 1])
        #expect(files.map(\.relativePath)[1...] == ["Operators/Retry.swift", "Signal.swift", "Old.swift"])
        #expect(files[2].text.count == 8)
    }

    @Test("a file whose only change is the step's import is told apart")
    func importOnly() {
        #expect(Self.diff.files.map(\.differsOnlyInImport) == [true, false, false, false])
    }

    @Test("a step file named as an unfinished exercise's file answers it; a finished one's does not")
    func spoilerFiles() {
        let exercises = [Self.exercise(1, file: "Retry.swift"), Self.exercise(2, file: "Signal.swift"), Self.exercise(3, file: "Old.swift")]
        let status = ProgressTests.status(passing: ["9.2"])
        #expect(spoilers(in: Self.diff.files, exercises: exercises, status: status) == ["Sources/Step09_Errors/Operators/Retry.swift": ["9.1"]])
        #expect(spoilers(in: Self.diff.files, exercises: exercises, status: ProgressTests.status(passing: [], unknown: ["9.2"]))["Sources/Step09_Errors/Signal.swift"] == ["9.2"])
    }

    @Test("the summary lists files and counts, not their text; import-only files in one line; answers marked")
    func summary() {
        let lines = diffSummary(Self.diff, hidden: ["Sources/Step09_Errors/Operators/Retry.swift": ["9.1"]])
        #expect(
            lines == [
                "  added    Operators/Retry.swift  +3   (answers exercise 9.1)",
                "  changed  Signal.swift           +2 -1",
                "  removed  Old.swift              -1",
                "  1 file differs only in its import of the step (not listed)",
            ]
        )
    }
}
