/// One exercise, as its chapter's exercise sheet (`Exercises/StepNN.md`)
/// describes it, with its hints from `Hints/StepNN.md`.
struct Exercise: Equatable, Sendable {
    /// The chapter (and step) the exercise belongs to: 1 for exercise 1.2.
    let chapter: Int
    /// The exercise's place in its chapter, from 1: 2 for exercise 1.2.
    let number: Int
    /// What the exercise is about, as its heading says.
    let title: String
    /// Whether the exercise is optional, marked `(stretch)` in its heading.
    let isStretch: Bool
    /// The file the learner edits, from the repository root:
    /// `Exercises/Step01/EventMap.swift`.
    let file: String
    /// The file of the exercise's tests, from the repository root.
    let testFile: String
    /// What to do, as Markdown.
    let instructions: String
    /// The first hint, a nudge, as Markdown, from `Hints/StepNN.md`.
    var hint: String
    /// The second hint, nearly the answer, as Markdown, from
    /// `Hints/StepNN.md`.
    var strongerHint: String

    /// How the learner names the exercise: `1.2`.
    var label: String { "\(chapter).\(number)" }

    /// The label and title, with `(stretch)` where it applies:
    /// `Exercise 1.4 (stretch): The grammar checker`.
    var heading: String {
        "Exercise \(label)\(isStretch ? " (stretch)" : ""): \(title)"
    }

    /// The name of the test suite that checks the exercise: `Exercise01_02`.
    ///
    /// Both numbers have two digits so that a filter for one suite never
    /// selects another (`Exercise1_1` is a prefix of `Exercise1_10`;
    /// `Exercise01_01/` is not a prefix of anything else).
    var suiteName: String { "Exercise\(twoDigits(chapter))_\(twoDigits(number))" }

    /// The solved version of ``file``: `Solutions/Step01/EventMap.swift`.
    var solutionFile: String {
        "Solutions/" + file.dropFirst("Exercises/".count)
    }

    /// The command that checks this exercise.
    var checkCommand: String { "swift run learn check \(label)" }
}

/// Writes a number with at least two digits, as folder and suite names do:
/// `twoDigits(1)` is `"01"`.
func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
}
