import Testing
@testable import learn

@Suite struct ProgressTests {
    static func exercise(_ chapter: Int, _ number: Int, stretch: Bool = false) -> Exercise {
        Exercise(
            chapter: chapter, number: number, title: "T\(chapter).\(number)", isStretch: stretch,
            file: "Exercises/Step0\(chapter)/F\(number).swift", testFile: "Tests/Exercises/Step0\(chapter)/F\(number)Tests.swift",
            instructions: "Do it.", hint: "h", strongerHint: "s"
        )
    }

    static let exercises = [
        exercise(1, 1), exercise(1, 2), exercise(1, 3, stretch: true),
        exercise(2, 1), exercise(2, 2),
    ]

    static func status(passing labels: Set<String>, unknown: Set<String> = []) -> (Exercise) -> ExerciseStatus {
        { unknown.contains($0.label) ? .unknown : labels.contains($0.label) ? .passed : .failed }
    }

    @Test("the next exercise is the first required one that does not pass, across chapters")
    func nextSkipsStretch() {
        let next = nextExercise(in: Self.exercises, status: Self.status(passing: ["1.1", "1.2"]))
        #expect(next?.label == "2.1")
    }

    @Test("stretch exercises come once every required exercise passes")
    func stretchComesLast() {
        let next = nextExercise(in: Self.exercises, status: Self.status(passing: ["1.1", "1.2", "2.1", "2.2"]))
        #expect(next?.label == "1.3")
        #expect(nextExercise(in: Self.exercises, status: Self.status(passing: ["1.1", "1.2", "1.3", "2.1", "2.2"])) == nil)
    }

    @Test("an exercise not checked yet counts as not passing")
    func unknownIsNext() {
        let next = nextExercise(in: Self.exercises, status: Self.status(passing: ["1.2"], unknown: ["1.1"]))
        #expect(next?.label == "1.1")
    }

    @Test("a chapter counts its required and stretch exercises apart")
    func chapterCounts() {
        let progress = ChapterProgress(chapter: 1, title: "Event", exercises: Array(Self.exercises.prefix(3)), status: Self.status(passing: ["1.1", "1.3"]))
        #expect([progress.passed, progress.total, progress.stretchPassed, progress.stretchTotal] == [1, 2, 1, 1])
        #expect(!progress.hasUnknown)
    }

    @Test("the table shows counts, marks finished chapters, and lists chapters without exercises")
    func table() {
        let first = ChapterProgress(chapter: 1, title: "Event", exercises: Array(Self.exercises.prefix(3)), status: Self.status(passing: ["1.1", "1.2"]))
        let second = ChapterProgress(chapter: 2, title: "Signal", exercises: Array(Self.exercises.suffix(2)), status: Self.status(passing: [], unknown: ["2.1"]))
        let table = progressTable([first, second], chaptersWithoutExercises: [(3, "Future")])
        #expect(
            table == """
                Chapter              Exercises  Stretch
                  1  Event           2/2 ✔      0/1
                  2  Signal          ?/2
                  3  Future          no exercises yet
                """
        )
    }
}

@Suite struct RecheckTests {
    static func exercise(_ chapter: Int, _ number: Int) -> Exercise {
        Exercise(
            chapter: chapter, number: number, title: "E\(chapter).\(number)", isStretch: false,
            file: "Exercises/Step0\(chapter)/E\(number).swift", testFile: "Tests/Exercises/Step0\(chapter)/E\(number)Tests.swift",
            instructions: "Do it.", hint: "A nudge.", strongerHint: "Nearly."
        )
    }

    @Test("after a check, the out-of-date exercises of the same chapter are checked again, and nothing else")
    func recheckStaleOfSameChapter() {
        let all = [Self.exercise(2, 1), Self.exercise(2, 2), Self.exercise(2, 3), Self.exercise(2, 4), Self.exercise(3, 1)]
        let status: (Exercise) -> ExerciseStatus = { exercise in
            switch exercise.label {
            case "2.3": .passed  // just checked
            case "2.4": .failed
            default: .unknown  // 2.1 and 2.2 passed before, but 2.3's file changed since; 3.1 never checked
            }
        }
        let stale = exercisesToRecheck(after: [all[2]], in: all, status: status)
        #expect(stale.map(\.label) == ["2.1", "2.2"])
    }

    @Test("nothing to check again when every result of the chapter is current")
    func nothingStale() {
        let all = [Self.exercise(1, 1), Self.exercise(1, 2)]
        #expect(exercisesToRecheck(after: [all[1]], in: all, status: { _ in .passed }).isEmpty)
    }
}
