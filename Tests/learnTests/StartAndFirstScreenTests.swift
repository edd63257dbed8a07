import Foundation
import Testing
@testable import learn

/// `learn start N`: "Next" follows from where the learner starts; and the
/// first screen checks only the chapter being worked on.
@Suite struct StartingPointTests {
    static let exercises = [
        ProgressTests.exercise(1, 1), ProgressTests.exercise(1, 2),
        ProgressTests.exercise(6, 1), ProgressTests.exercise(6, 2), ProgressTests.exercise(6, 3, stretch: true),
        ProgressTests.exercise(7, 1),
    ]

    @Test("a learner who starts at chapter 6 is sent to its first unfinished exercise, not to 1.1")
    func nextFromChapter() {
        let start = StartingPoint(selection: .chapter(6))
        let nothingPasses = ProgressTests.status(passing: [])
        #expect(nextExercise(in: Self.exercises, status: nothingPasses)?.label == "1.1")
        #expect(nextExercise(in: Self.exercises, status: nothingPasses, from: start)?.label == "6.1")
        #expect(nextExercise(in: Self.exercises, status: ProgressTests.status(passing: ["6.1"]), from: start)?.label == "6.2")
    }

    @Test("after the last required exercise from the start, the next chapter's; stretch ones before the start never come")
    func nextAcrossChapters() {
        let start = StartingPoint(selection: .chapter(6))
        #expect(nextExercise(in: Self.exercises, status: ProgressTests.status(passing: ["6.1", "6.2"]), from: start)?.label == "7.1")
        #expect(nextExercise(in: Self.exercises, status: ProgressTests.status(passing: ["6.1", "6.2", "7.1"]), from: start)?.label == "6.3")
        #expect(nextExercise(in: Self.exercises, status: ProgressTests.status(passing: ["6.1", "6.2", "6.3", "7.1"]), from: start) == nil)
    }

    @Test("a start at an exercise leaves out the ones before it in its chapter")
    func startAtExercise() {
        let start = StartingPoint(selection: .exercise(chapter: 6, number: 2))
        #expect(Self.exercises.filter(start.includes).map(\.label) == ["6.2", "6.3", "7.1"])
        #expect(nextExercise(in: Self.exercises, status: ProgressTests.status(passing: []), from: start)?.label == "6.2")
    }

    @Test("the starting point is saved under .build-learn and read back; starting at 1 forgets it")
    func savedAndLoaded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("learn-start-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let repository = Repository(root: root)
        #expect(StartingPoint.load(from: repository) == nil)
        try StartingPoint(selection: .exercise(chapter: 6, number: 2)).save(to: repository)
        #expect(try repository.read(StartingPoint.path) == "6.2\n")
        #expect(StartingPoint.load(from: repository) == StartingPoint(selection: .exercise(chapter: 6, number: 2)))
        try StartingPoint(selection: .chapter(1)).save(to: repository)
        #expect(StartingPoint.load(from: repository) == nil)
        #expect(!repository.exists(StartingPoint.path))
    }
}

@Suite struct FirstScreenTests {
    static let exercises = StartingPointTests.exercises

    @Test("on a cold cache the chapter checked first is the start's, not chapter 1")
    func checksCurrentChapter() {
        let unknown = ProgressTests.status(passing: [], unknown: Set(Self.exercises.map(\.label)))
        #expect(chapterToCheck(in: Self.exercises, status: unknown, from: nil) == 1)
        #expect(chapterToCheck(in: Self.exercises, status: unknown, from: StartingPoint(selection: .chapter(6))) == 6)
    }

    @Test("a chapter whose results are all known is not checked again; the next chapter without results is")
    func movesOn() {
        let start = StartingPoint(selection: .chapter(6))
        let chapterSixChecked = ProgressTests.status(passing: ["6.1", "6.2", "6.3"], unknown: ["1.1", "1.2", "7.1"])
        #expect(chapterToCheck(in: Self.exercises, status: chapterSixChecked, from: start) == 7)
        let sixFails = ProgressTests.status(passing: [], unknown: ["1.1", "1.2", "7.1"])
        #expect(chapterToCheck(in: Self.exercises, status: sixFails, from: start) == nil)
        // One stale exercise in the current chapter is enough to check it.
        let oneStale = ProgressTests.status(passing: ["6.1"], unknown: ["6.3", "1.1", "1.2", "7.1"])
        #expect(chapterToCheck(in: Self.exercises, status: oneStale, from: start) == 6)
    }

    @Test("the chapters without any result are listed, and shown as not checked yet in the table")
    func uncheckedChaptersShown() {
        let status = ProgressTests.status(passing: ["6.1"], unknown: ["1.1", "1.2", "6.2", "7.1"])
        let unchecked = uncheckedChapters(in: Self.exercises, status: status)
        #expect(unchecked == [1, 7])
        #expect(ProgressCommand.uncheckedNote(unchecked) == "Chapters 1, 7 are not checked yet: swift run learn check N checks one, swift run learn progress --all every one.")
        #expect(ProgressCommand.uncheckedNote([3]).hasPrefix("Chapter 3 is not checked yet"))
        let rows = [
            ChapterProgress(chapter: 1, title: "Event", exercises: Array(Self.exercises.prefix(2)), status: status),
            ChapterProgress(chapter: 6, title: "Transforming", exercises: Array(Self.exercises[2...4]), status: status),
        ]
        #expect(
            progressTable(rows, chaptersWithoutExercises: []) == """
                Chapter              Exercises  Stretch
                  1  Event           not checked yet
                  6  Transforming    ?/2        ?/1
                """
        )
    }

    @Test("chapter numbers are written as ranges")
    func chapterRanges() {
        #expect(ranges([1, 2, 3, 4, 5, 7, 9, 10]) == "1-5, 7, 9-10")
        #expect(ranges([]) == "")
    }
}

@Suite struct HelpListTests {
    @Test("the maintainers' commands come after the learner's, under their own heading")
    func maintainersApart() throws {
        let lines = HelpCommand.commandList().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "For maintainers:"))
        let names = { (part: ArraySlice<String>) in part.compactMap { $0.split(separator: " ").first.map(String.init) } }
        #expect(names(lines[(heading + 1)...]) == ["book", "site", "verify"])
        #expect(names(lines[..<heading]).contains("check"))
        #expect(!names(lines[..<heading]).contains("verify"))
        #expect(!names(lines[..<heading]).contains("book"))
    }
}
