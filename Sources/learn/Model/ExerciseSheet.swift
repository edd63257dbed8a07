/// The exercises of one chapter, read from `Exercises/StepNN.md`.
///
/// The sheet is Markdown that reads well on GitHub and that `learn` can read
/// too, because it follows a strict shape:
///
/// ````markdown
/// # Chapter 1 exercises: Event
///
/// An introduction, as long as you like.
///
/// ## Exercise 1.1: Reading an event
///
/// - File: `Exercises/Step01/EventAccessors.swift`
/// - Tests: `Tests/Exercises/Step01/EventAccessorsTests.swift`
/// - Check: `swift run learn check 1.1`
///
/// What to do: any Markdown, as long as you like.
///
/// ## Exercise 1.2 (stretch): A stretch exercise
/// ...
/// ````
///
/// The rules, each checked with a message naming the line:
/// - The first line is `# Chapter N exercises: Title`, N the sheet's chapter.
/// - Each `## ` heading is `## Exercise N.K: Title` or
///   `## Exercise N.K (stretch): Title`, numbered 1, 2, 3… in order. No other
///   `## ` headings; `### ` and deeper are free.
/// - Each exercise has exactly one `- File:` line (a `.swift` file in
///   `Exercises/StepNN/`), one `- Tests:` line (a `.swift` file in
///   `Tests/Exercises/StepNN/`) and one `- Check:` line
///   (`swift run learn check N.K`), each with its value in backticks.
/// - No `<details>` blocks: hints live in `Hints/StepNN.md` (``HintSheet``),
///   where only `learn hint` shows them.
/// - Everything else in the section is the instructions, which must not be
///   empty. Lines inside ``` fences are never read as headings or fields.
struct ExerciseSheet: Equatable, Sendable {
    /// The chapter the sheet belongs to.
    let chapter: Int
    /// The chapter's title, from the first line.
    let title: String
    /// The text between the title and the first exercise.
    let introduction: String
    /// The exercises, in order.
    let exercises: [Exercise]

    /// Reads a sheet.
    ///
    /// - Parameters:
    ///   - text: The sheet's Markdown.
    ///   - chapter: The chapter its file name gives (1 for `Step01.md`).
    ///   - path: The file's path, for messages.
    /// - Throws: The first rule the text breaks, with its line number.
    init(parsing text: String, chapter: Int, path: String) throws(ExerciseSheetError) {
        var reader = ExerciseSheetReader(lines: text.components(separatedBy: "\n"), chapter: chapter, path: path)
        self = try reader.read()
    }

    /// Creates a sheet from parts already read.
    init(chapter: Int, title: String, introduction: String, exercises: [Exercise]) {
        self.chapter = chapter
        self.title = title
        self.introduction = introduction
        self.exercises = exercises
    }
}

/// A rule of the exercise sheet format that a file breaks.
struct ExerciseSheetError: Error, Equatable, CustomStringConvertible {
    /// The sheet's path.
    let path: String
    /// The line where the problem is, from 1.
    let line: Int
    /// What is wrong, and what was expected.
    let message: String

    /// `Exercises/Step01.md:12: message`, as compilers print it.
    var description: String { "\(path):\(line): \(message)" }
}
