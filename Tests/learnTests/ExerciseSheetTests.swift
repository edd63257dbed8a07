import Testing
@testable import learn

@Suite struct ExerciseSheetTests {
    /// A well-formed sheet with one exercise and one stretch exercise.
    static let sheet = """
        # Chapter 3 exercises: Future

        Some introduction.

        ## Exercise 3.1: Map a future

        - File: `Exercises/Step03/FutureMap.swift`
        - Tests: `Tests/Exercises/Step03/FutureMapTests.swift`
        - Check: `swift run learn check 3.1`

        Write `map`.

        ```swift
        ## not a heading inside a fence
        ```

        ## Exercise 3.2 (stretch): Zip two futures

        - File: `Exercises/Step03/FutureZip.swift`
        - Tests: `Tests/Exercises/Step03/FutureZipTests.swift`
        - Check: `swift run learn check 3.2`

        Write `zip`.
        """

    /// The sheet with one piece of text replaced, to break one rule.
    static func sheet(replacing old: String, with new: String) -> String {
        precondition(sheet.contains(old), "the sample sheet has no '\(old)'")
        return sheet.replacing(old, with: new, maxReplacements: 1)
    }

    /// The message of the error a sheet raises, or `nil` if it reads fine.
    static func problem(_ text: String) -> String? {
        do {
            _ = try ExerciseSheet(parsing: text, chapter: 3, path: "Exercises/Step03.md")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a well-formed sheet gives its title, introduction and exercises in order")
    func readsWellFormedSheet() throws {
        let sheet = try ExerciseSheet(parsing: Self.sheet, chapter: 3, path: "Exercises/Step03.md")
        #expect(sheet.title == "Future")
        #expect(sheet.introduction == "Some introduction.")
        #expect(sheet.exercises.map(\.label) == ["3.1", "3.2"])
        #expect(sheet.exercises.map(\.isStretch) == [false, true])
        #expect(sheet.exercises.map(\.title) == ["Map a future", "Zip two futures"])
        #expect(sheet.exercises[0].file == "Exercises/Step03/FutureMap.swift")
        #expect(sheet.exercises[0].testFile == "Tests/Exercises/Step03/FutureMapTests.swift")
        #expect(sheet.exercises[0].instructions == "Write `map`.\n\n```swift\n## not a heading inside a fence\n```")
    }

    @Test("the first line must name the sheet's chapter")
    func titleNamesChapter() {
        let problem = Self.problem(Self.sheet(replacing: "# Chapter 3 exercises:", with: "# Chapter 4 exercises:"))
        #expect(problem == "Exercises/Step03.md:1: the first line must be '# Chapter 3 exercises: Title'")
    }

    @Test("exercises must be numbered 1, 2, 3 in order")
    func numberedInOrder() {
        let problem = Self.problem(Self.sheet(replacing: "## Exercise 3.2 (stretch)", with: "## Exercise 3.3 (stretch)"))
        #expect(problem?.hasPrefix("Exercises/Step03.md:17: expected exercise 3.2 here") == true)
    }

    @Test("a heading that is not an exercise heading is refused")
    func otherHeadingsRefused() {
        let problem = Self.problem(Self.sheet(replacing: "## Exercise 3.1: Map a future", with: "## Map a future"))
        #expect(problem?.hasPrefix("Exercises/Step03.md:5: a '## ' heading must read '## Exercise 3.1: Title'") == true)
    }

    @Test("an exercise without a File line is refused")
    func fileRequired() {
        let problem = Self.problem(Self.sheet(replacing: "- File: `Exercises/Step03/FutureMap.swift`\n", with: ""))
        #expect(problem == "Exercises/Step03.md:5: exercise 3.1 has no '- File: `Exercises/Step03/Name.swift`' line")
    }

    @Test("a File outside the chapter's exercise folder is refused")
    func fileInChapterFolder() {
        let problem = Self.problem(Self.sheet(replacing: "`Exercises/Step03/FutureMap.swift`", with: "`Exercises/Step02/FutureMap.swift`"))
        #expect(problem?.contains("must be a .swift file in Exercises/Step03/") == true)
    }

    @Test("a File value must be in backticks")
    func fieldInBackticks() {
        let problem = Self.problem(Self.sheet(replacing: "`Exercises/Step03/FutureMap.swift`", with: "Exercises/Step03/FutureMap.swift"))
        #expect(problem == "Exercises/Step03.md:7: write the value of 'File:' in backticks: - File: `…`")
    }

    @Test("the Check line must be the exercise's own check command")
    func checkCommandMatches() {
        let problem = Self.problem(Self.sheet(replacing: "`swift run learn check 3.1`", with: "`swift run learn check 3.2`"))
        #expect(problem == "Exercises/Step03.md:5: exercise 3.1 needs the line '- Check: `swift run learn check 3.1`'")
    }

    @Test("a hint block left in the sheet is refused, saying where hints go")
    func detailsBlockRefused() {
        let problem = Self.problem(Self.sheet(replacing: "Write `zip`.", with: "Write `zip`.\n\n<details><summary>Hint</summary>\nStart both.\n</details>"))
        #expect(problem?.hasPrefix("Exercises/Step03.md:25: hints do not go in the exercise sheet") == true)
        #expect(problem?.contains("Hints/Step03.md") == true)
    }

    @Test("a sheet without exercises is refused")
    func exercisesRequired() {
        #expect(Self.problem("# Chapter 3 exercises: Future\n\nNothing yet.\n")?.contains("no exercises") == true)
    }

    @Test("the sheets and hints files in the repository follow their formats, and every exercise has both hints")
    func repositorySheetsAreValid() throws {
        let repository = try Repository.locate(from: #filePath)
        let curriculum = try Curriculum(repository: repository)
        #expect(!curriculum.exercises.isEmpty)
        #expect(curriculum.exercises.allSatisfy { !$0.hint.isEmpty && !$0.strongerHint.isEmpty })
    }
}

@Suite struct ChapterSelectionTests {
    /// The message of the error that selecting `selection` raises, if any.
    static func problem(_ selection: ExerciseSelection) throws -> String? {
        let curriculum = try Curriculum(repository: try Repository.locate(from: #filePath))
        do {
            _ = try curriculum.exercises(in: selection)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a chapter of the plan that is not written yet says so, and which chapters exist")
    func notWrittenYet() throws {
        // The first chapter of the plan that this repository does not have
        // yet; once all twelve are written, there is nothing left to say.
        let curriculum = try Curriculum(repository: try Repository.locate(from: #filePath))
        guard let missing = (1...Curriculum.plannedChapterCount).first(where: { curriculum.chapter($0) == nil }) else {
            return
        }
        let message = try Self.problem(.exercise(chapter: missing, number: 1))
        #expect(message?.hasPrefix("Chapter \(missing) is not written yet (chapters 1-") == true)
    }

    @Test("a number outside the book's twelve chapters is no chapter at all")
    func noSuchChapter() throws {
        let message = try Self.problem(.chapter(13))
        #expect(message?.hasPrefix("there is no chapter 13: the book has chapters 1 to 12") == true)
    }

    /// The message of the error that a one-exercise command (`watch`, `hint`)
    /// raises for `selection`, if any.
    static func oneExerciseProblem(_ selection: ExerciseSelection) throws -> String? {
        let curriculum = try Curriculum(repository: try Repository.locate(from: #filePath))
        do {
            _ = try curriculum.exercise(selection, for: "watch")
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a command that takes one exercise, given a whole chapter, names that chapter's first exercise")
    func wholeChapterWhereOneExerciseIsNeeded() throws {
        #expect(try Self.oneExerciseProblem(.chapter(2)) == "give one exercise, like: swift run learn watch 2.1 (not a whole chapter).")
        #expect(try Self.oneExerciseProblem(.exercise(chapter: 2, number: 1)) == nil)
    }

    @Test("given a chapter that does not exist, a one-exercise command says so rather than suggest an exercise of it")
    func wholeChapterThatDoesNotExist() throws {
        let message = try Self.oneExerciseProblem(.chapter(13))
        #expect(message?.hasPrefix("there is no chapter 13: the book has chapters 1 to 12") == true)
    }
}
