import Testing
@testable import learn

@Suite struct HintSheetTests {
    /// A well-formed hints file for the sample sheet of `ExerciseSheetTests`.
    static let hints = """
        # Chapter 3 hints

        ## Exercise 3.1: Map a future

        ### Hint

        A nudge.

        ### Stronger hint

        Nearly the answer.

        ```swift
        ## not a heading inside a fence
        ### nor this
        ```

        ## Exercise 3.2 (stretch): Zip two futures

        ### Hint
        Start both.
        ### Stronger hint
        Wait for both.
        """

    /// The hints with one piece of text replaced, to break one rule.
    static func hints(replacing old: String, with new: String) -> String {
        precondition(hints.contains(old), "the sample hints have no '\(old)'")
        return hints.replacing(old, with: new, maxReplacements: 1)
    }

    /// The sample sheet, with the hints of `text` attached; or the message of
    /// the first problem.
    static func attached(_ text: String) -> Result<ExerciseSheet, ExerciseSheetError> {
        Result { () throws(ExerciseSheetError) -> ExerciseSheet in
            let sheet = try ExerciseSheet(parsing: ExerciseSheetTests.sheet, chapter: 3, path: "Exercises/Step03.md")
            let hints = try HintSheet(parsing: text, chapter: 3, path: "Hints/Step03.md")
            return try hints.attach(to: sheet, path: "Hints/Step03.md")
        }
    }

    static func problem(_ text: String) -> String? {
        if case .failure(let error) = attached(text) { return error.description }
        return nil
    }

    @Test("a well-formed hints file gives each exercise of the sheet its two hints")
    func wellFormed() throws {
        let sheet = try Self.attached(Self.hints).get()
        #expect(sheet.exercises.map(\.hint) == ["A nudge.", "Start both."])
        #expect(sheet.exercises[0].strongerHint == "Nearly the answer.\n\n```swift\n## not a heading inside a fence\n### nor this\n```")
        #expect(sheet.exercises[1].strongerHint == "Wait for both.")
    }

    @Test("the first line must name the chapter")
    func titleNamesChapter() {
        #expect(Self.problem(Self.hints(replacing: "# Chapter 3 hints", with: "# Chapter 4 hints")) == "Hints/Step03.md:1: the first line must be '# Chapter 3 hints'")
    }

    @Test("an exercise without a stronger hint is refused, naming its heading")
    func strongerHintRequired() {
        let text = Self.hints(replacing: "### Stronger hint\n\nNearly the answer.", with: "")
        #expect(Self.problem(text) == "Hints/Step03.md:3: 'Exercise 3.1: Map a future' has no '### Stronger hint' section")
    }

    @Test("the hint must come before the stronger hint")
    func hintFirst() {
        let text = Self.hints(replacing: "### Hint\nStart both.\n### Stronger hint\nWait for both.", with: "### Stronger hint\nWait for both.\n### Hint\nStart both.")
        #expect(Self.problem(text) == "Hints/Step03.md:20: the '### Hint' must come before the '### Stronger hint'")
    }

    @Test("an empty hint is refused")
    func emptyHintRefused() {
        let text = Self.hints(replacing: "### Hint\n\nA nudge.", with: "### Hint\n")
        #expect(Self.problem(text) == "Hints/Step03.md:3: the '### Hint' of 'Exercise 3.1: Map a future' is empty")
    }

    @Test("a heading that differs from the sheet's is refused, saying which was expected")
    func headingMustMatchSheet() {
        let text = Self.hints(replacing: "## Exercise 3.2 (stretch): Zip two futures", with: "## Exercise 3.2: Zip two futures")
        #expect(Self.problem(text) == "Hints/Step03.md:18: expected '## Exercise 3.2 (stretch): Zip two futures' here, as in the exercise sheet, found '## Exercise 3.2: Zip two futures'")
    }

    @Test("an exercise with no hints is refused")
    func missingExerciseRefused() {
        let text = String(Self.hints[..<Self.hints.range(of: "## Exercise 3.2")!.lowerBound])
        #expect(Self.problem(text) == "Hints/Step03.md:1: no hints for 'Exercise 3.2 (stretch): Zip two futures': add '## Exercise 3.2 (stretch): Zip two futures' with '### Hint' and '### Stronger hint'")
    }

    @Test("hints for an exercise the sheet does not have are refused")
    func extraExerciseRefused() {
        let text = Self.hints + "\n\n## Exercise 3.3: Race two futures\n\n### Hint\n\nOne.\n\n### Stronger hint\n\nTwo.\n"
        #expect(Self.problem(text) == "Hints/Step03.md:25: hints for 'Exercise 3.3: Race two futures', which the exercise sheet does not have")
    }

    @Test("another '### ' heading under an exercise is refused")
    func unknownSubheadingRefused() {
        let text = Self.hints(replacing: "### Hint\n\nA nudge.", with: "### Tip\n\nA nudge.")
        #expect(Self.problem(text) == "Hints/Step03.md:5: under an exercise, the only '### ' headings are '### Hint' and '### Stronger hint'")
    }
}
