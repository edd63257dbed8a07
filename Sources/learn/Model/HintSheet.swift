/// The hints of one chapter's exercises, read from `Hints/StepNN.md`.
///
/// Hints live in a file of their own so that reading an exercise sheet
/// never shows them by accident: a terminal or a plain editor does not fold
/// anything away. Only `learn hint N.K` (and `--more`) prints them. The
/// file follows a strict shape:
///
/// ````markdown
/// # Chapter 3 hints
///
/// ## Exercise 3.1: Map a future
///
/// ### Hint
///
/// A nudge.
///
/// ### Stronger hint
///
/// Nearly the answer.
///
/// ## Exercise 3.2 (stretch): Zip two futures
/// ...
/// ````
///
/// The rules, each checked with a message naming the line:
/// - The first line is `# Chapter N hints`, N the chapter of the file name.
/// - Each `## ` heading is an exercise's heading, word for word as in the
///   exercise sheet, in the sheet's order; every exercise of the sheet has
///   one, and there are no others.
/// - Under each, exactly one `### Hint`, then exactly one `### Stronger hint`,
///   neither empty. Lines inside ``` fences are never read as headings.
struct HintSheet: Equatable, Sendable {
    /// The hints of one exercise.
    struct Hints: Equatable, Sendable {
        /// The exercise's heading, as in the sheet.
        let heading: String
        /// The line of the heading, from 1, for messages.
        let line: Int
        /// The nudge.
        let hint: String
        /// Nearly the answer.
        let strongerHint: String
    }

    /// Each exercise's hints, in the order of the file.
    let exercises: [Hints]

    /// Reads a hints file.
    ///
    /// - Parameters:
    ///   - text: The file's Markdown.
    ///   - chapter: The chapter its file name gives (1 for `Step01.md`).
    ///   - path: The file's path, for messages.
    /// - Throws: The first rule the text breaks, with its line number.
    init(parsing text: String, chapter: Int, path: String) throws(ExerciseSheetError) {
        let lines = text.components(separatedBy: "\n")
        func problem(_ index: Int, _ message: String) -> ExerciseSheetError {
            ExerciseSheetError(path: path, line: index + 1, message: message)
        }
        guard let titleIndex = lines.firstIndex(where: { !$0.trimmed.isEmpty }) else {
            throw problem(0, "the file is empty; it must start with '# Chapter \(chapter) hints'")
        }
        guard lines[titleIndex].trimmed == "# Chapter \(chapter) hints" else {
            throw problem(titleIndex, "the first line must be '# Chapter \(chapter) hints'")
        }

        /// The exercise being read.
        struct Draft {
            var heading: String
            var line: Int
            var hint: [String]?
            var strongerHint: [String]?
            var current: WritableKeyPath<Draft, [String]?>?
        }
        var exercises: [Hints] = []
        var draft: Draft?
        var insideFence = false

        func finish(_ draft: Draft) throws(ExerciseSheetError) -> Hints {
            guard let hint = draft.hint?.joined(separator: "\n").trimmed else {
                throw problem(draft.line, "'\(draft.heading)' has no '### Hint' section")
            }
            guard let strongerHint = draft.strongerHint?.joined(separator: "\n").trimmed else {
                throw problem(draft.line, "'\(draft.heading)' has no '### Stronger hint' section")
            }
            guard !hint.isEmpty else { throw problem(draft.line, "the '### Hint' of '\(draft.heading)' is empty") }
            guard !strongerHint.isEmpty else { throw problem(draft.line, "the '### Stronger hint' of '\(draft.heading)' is empty") }
            return Hints(heading: draft.heading, line: draft.line + 1, hint: hint, strongerHint: strongerHint)
        }

        for index in lines.indices.dropFirst(titleIndex + 1) {
            let line = lines[index]
            let isFenceLine = line.trimmed.hasPrefix("```")
            if isFenceLine { insideFence.toggle() }
            if !insideFence && !isFenceLine {
                if line.hasPrefix("# ") {
                    throw problem(index, "only the first line may be a '# ' heading")
                }
                if line.hasPrefix("## ") {
                    if let finished = draft { exercises.append(try finish(finished)) }
                    let heading = String(line.dropFirst(3)).trimmed
                    guard heading.hasPrefix("Exercise \(chapter).") else {
                        throw problem(index, "a '## ' heading must be an exercise's heading, as in the sheet: '## Exercise \(chapter).K: Title'")
                    }
                    draft = Draft(heading: heading, line: index)
                    continue
                }
                if line.hasPrefix("### ") {
                    guard draft != nil else {
                        throw problem(index, "a '### ' heading before the first '## Exercise \(chapter).1: Title'")
                    }
                    switch line.trimmed {
                    case "### Hint":
                        guard draft!.hint == nil else { throw problem(index, "a second '### Hint': each exercise has exactly one") }
                        guard draft!.strongerHint == nil else { throw problem(index, "the '### Hint' must come before the '### Stronger hint'") }
                        draft!.hint = []
                        draft!.current = \.hint
                    case "### Stronger hint":
                        guard draft!.strongerHint == nil else { throw problem(index, "a second '### Stronger hint': each exercise has exactly one") }
                        guard draft!.hint != nil else { throw problem(index, "the '### Hint' must come before the '### Stronger hint'") }
                        draft!.strongerHint = []
                        draft!.current = \.strongerHint
                    default:
                        throw problem(index, "under an exercise, the only '### ' headings are '### Hint' and '### Stronger hint'")
                    }
                    continue
                }
            }
            guard var current = draft else {
                if !line.trimmed.isEmpty {
                    throw problem(index, "text before the first '## Exercise \(chapter).1: Title'; the file holds only hints")
                }
                continue
            }
            guard let section = current.current else {
                if !line.trimmed.isEmpty {
                    throw problem(index, "text under '\(current.heading)' before its '### Hint'")
                }
                continue
            }
            current[keyPath: section]!.append(line)
            draft = current
        }
        if insideFence {
            throw problem(lines.count - 1, "a ``` fence is never closed")
        }
        guard let last = draft else {
            throw problem(lines.count - 1, "no hints: add a '## Exercise \(chapter).1: Title' section with '### Hint' and '### Stronger hint'")
        }
        exercises.append(try finish(last))
        self.exercises = exercises
    }

    /// Gives each exercise of `sheet` its hints, checking that the two files
    /// name the same exercises, in the same order.
    ///
    /// - Parameter path: The hints file's path, for messages.
    /// - Throws: The first exercise that has no hints, or hints for an
    ///   exercise the sheet does not have.
    func attach(to sheet: ExerciseSheet, path: String) throws(ExerciseSheetError) -> ExerciseSheet {
        var exercises: [Exercise] = []
        for (index, exercise) in sheet.exercises.enumerated() {
            guard index < self.exercises.count else {
                throw ExerciseSheetError(
                    path: path, line: 1,
                    message: "no hints for '\(exercise.heading)': add '## \(exercise.heading)' with '### Hint' and '### Stronger hint'"
                )
            }
            let hints = self.exercises[index]
            guard hints.heading == exercise.heading else {
                throw ExerciseSheetError(
                    path: path, line: hints.line,
                    message: "expected '## \(exercise.heading)' here, as in the exercise sheet, found '## \(hints.heading)'"
                )
            }
            var withHints = exercise
            withHints.hint = hints.hint
            withHints.strongerHint = hints.strongerHint
            exercises.append(withHints)
        }
        if self.exercises.count > sheet.exercises.count {
            let extra = self.exercises[sheet.exercises.count]
            throw ExerciseSheetError(
                path: path, line: extra.line,
                message: "hints for '\(extra.heading)', which the exercise sheet does not have"
            )
        }
        return ExerciseSheet(chapter: sheet.chapter, title: sheet.title, introduction: sheet.introduction, exercises: exercises)
    }
}
