/// What a command is asked about: a whole chapter (`1`) or one exercise
/// (`1.2`), as the learner types it.
///
/// ```swift
/// print(try ExerciseSelection(parsing: "1.2"))
/// // prints exercise(chapter: 1, number: 2)
/// ```
enum ExerciseSelection: Equatable, Sendable {
    /// Every exercise of a chapter.
    case chapter(Int)
    /// One exercise of a chapter.
    case exercise(chapter: Int, number: Int)

    /// Reads `N` or `N.K`, where both are positive whole numbers.
    ///
    /// - Throws: A ``LearnError`` that shows the two accepted forms.
    init(parsing text: String) throws(LearnError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }.filter { $0 > 0 }
        switch (parts.count, numbers.count) {
        case (1, 1):
            self = .chapter(numbers[0])
        case (2, 2):
            self = .exercise(chapter: numbers[0], number: numbers[1])
        default:
            throw LearnError(
                "'\(text)' is neither a chapter nor an exercise: write a chapter as 1, an exercise as 1.2.",
                status: .usage
            )
        }
    }

    /// The chapter the selection belongs to.
    var chapter: Int {
        switch self {
        case .chapter(let chapter), .exercise(let chapter, _):
            return chapter
        }
    }
}
