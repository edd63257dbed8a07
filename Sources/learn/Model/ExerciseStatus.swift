/// What `learn` knows about one exercise.
enum ExerciseStatus: Equatable, Sendable {
    /// Its tests pass against the learner's code as it is now.
    case passed
    /// At least one of its tests fails against the learner's code as it is now.
    case failed
    /// Not checked since the code last changed, or the code does not build.
    case unknown
}

/// The progress of one chapter, for the table `swift run learn` prints.
struct ChapterProgress: Equatable, Sendable {
    /// The chapter's number.
    let chapter: Int
    /// The chapter's title.
    let title: String
    /// How many of its required exercises pass.
    let passed: Int
    /// How many required exercises it has.
    let total: Int
    /// How many of its stretch exercises pass.
    let stretchPassed: Int
    /// How many stretch exercises it has.
    let stretchTotal: Int
    /// Whether some of its exercises could not be checked.
    let hasUnknown: Bool
    /// Whether none of its exercises has a result: not checked yet (or its
    /// code does not build).
    let isUnchecked: Bool

    /// Counts a chapter's exercises by status.
    init(chapter: Int, title: String, exercises: [Exercise], status: (Exercise) -> ExerciseStatus) {
        self.chapter = chapter
        self.title = title
        let required = exercises.filter { !$0.isStretch }
        let stretch = exercises.filter(\.isStretch)
        passed = required.filter { status($0) == .passed }.count
        total = required.count
        stretchPassed = stretch.filter { status($0) == .passed }.count
        stretchTotal = stretch.count
        hasUnknown = exercises.contains { status($0) == .unknown }
        isUnchecked = exercises.allSatisfy { status($0) == .unknown }
    }
}

/// The exercise to do next: the first required exercise, in chapter order,
/// that does not pass; once every required exercise passes, the first stretch
/// exercise that does not. `nil` when everything passes.
///
/// Stretch exercises are optional, so they never stand between the learner
/// and the next chapter. With a starting point (`learn start 6`), the
/// exercises before it are left out.
func nextExercise(in exercises: [Exercise], status: (Exercise) -> ExerciseStatus, from start: StartingPoint? = nil) -> Exercise? {
    let ordered = exercises.filter { start?.includes($0) ?? true }.sorted { ($0.chapter, $0.number) < ($1.chapter, $1.number) }
    return ordered.first { !$0.isStretch && status($0) != .passed }
        ?? ordered.first { $0.isStretch && status($0) != .passed }
}
