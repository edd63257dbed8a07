/// Reads an exercise sheet line by line, keeping the exercise being read in
/// a draft until the next heading; see ``ExerciseSheet`` for the format.
struct ExerciseSheetReader {
    /// The sheet's lines.
    let lines: [String]
    /// The chapter its file name gives.
    let chapter: Int
    /// Its path, for messages.
    let path: String

    /// The exercise being read: its heading fields and the lines seen so far.
    private struct Draft {
        var number: Int
        var title: String
        var isStretch: Bool
        var headingLine: Int
        var file: String?
        var testFile: String?
        var check: String?
        var instructions: [String] = []
    }

    /// Prepares to read a sheet.
    init(lines: [String], chapter: Int, path: String) {
        self.lines = lines
        self.chapter = chapter
        self.path = path
    }

    /// Reads the whole sheet: the title, the introduction, then each
    /// exercise, with code fences taken as they come.
    mutating func read() throws(ExerciseSheetError) -> ExerciseSheet {
        guard let titleIndex = lines.firstIndex(where: { !$0.trimmed.isEmpty }) else {
            throw problem(at: 0, "the file is empty; it must start with '# Chapter \(chapter) exercises: Title'")
        }
        let title = try readTitle(lines[titleIndex], at: titleIndex)

        var introduction: [String] = []
        var exercises: [Exercise] = []
        var draft: Draft?
        var insideFence = false

        for index in lines.indices.dropFirst(titleIndex + 1) {
            let line = lines[index]
            if line.trimmed.hasPrefix("```") {
                insideFence.toggle()
            }
            if insideFence || line.trimmed.hasPrefix("```") {
                if draft != nil {
                    draft!.instructions.append(line)
                } else {
                    introduction.append(line)
                }
                continue
            }
            if line.trimmed.hasPrefix("<details") {
                throw problem(
                    at: index,
                    "hints do not go in the exercise sheet, where a terminal or a plain editor shows them unfolded: move this block to Hints/Step\(twoDigits(chapter)).md, under the exercise's heading, as '### Hint' or '### Stronger hint' (see Hints/README.md)"
                )
            }
            if line.hasPrefix("# ") {
                throw problem(at: index, "only the first line may be a '# ' heading")
            }
            if line.hasPrefix("## ") {
                if let finished = draft {
                    exercises.append(try finish(finished))
                }
                draft = try readHeading(line, at: index, expectedNumber: exercises.count + 1)
                continue
            }
            guard draft != nil else {
                introduction.append(line)
                continue
            }
            if let field = try readField(line, at: index) {
                switch field.name {
                case "File": draft!.file = try once(draft!.file, field.value, "File", at: index)
                case "Tests": draft!.testFile = try once(draft!.testFile, field.value, "Tests", at: index)
                default: draft!.check = try once(draft!.check, field.value, "Check", at: index)
                }
            } else {
                draft!.instructions.append(line)
            }
        }
        guard let last = draft else {
            throw problem(at: lines.count - 1, "no exercises: add a '## Exercise \(chapter).1: Title' section")
        }
        exercises.append(try finish(last))
        return ExerciseSheet(
            chapter: chapter,
            title: title,
            introduction: introduction.joined(separator: "\n").trimmed,
            exercises: exercises
        )
    }

    /// Reads `# Chapter N exercises: Title`.
    private func readTitle(_ line: String, at index: Int) throws(ExerciseSheetError) -> String {
        let prefix = "# Chapter \(chapter) exercises: "
        guard line.hasPrefix(prefix), !line.dropFirst(prefix.count).trimmed.isEmpty else {
            throw problem(at: index, "the first line must be '\(prefix)Title'")
        }
        return line.dropFirst(prefix.count).trimmed
    }

    /// Reads `## Exercise N.K: Title`, with an optional ` (stretch)`.
    private func readHeading(_ line: String, at index: Int, expectedNumber: Int) throws(ExerciseSheetError) -> Draft {
        let pattern = #/^## Exercise (\d+)\.(\d+)( \(stretch\))?: (.+)$/#
        guard let match = line.wholeMatch(of: pattern),
            let chapterNumber = Int(match.1), let number = Int(match.2)
        else {
            throw problem(at: index, "a '## ' heading must read '## Exercise \(chapter).\(expectedNumber): Title' or '## Exercise \(chapter).\(expectedNumber) (stretch): Title'")
        }
        guard chapterNumber == chapter, number == expectedNumber else {
            throw problem(at: index, "expected exercise \(chapter).\(expectedNumber) here (exercises are numbered 1, 2, 3… in order), found \(match.1).\(match.2)")
        }
        return Draft(
            number: number,
            title: String(match.4).trimmed,
            isStretch: match.3 != nil,
            headingLine: index
        )
    }

    /// Reads `- File: `path``, `- Tests: `path`` or `- Check: `command``.
    private func readField(_ line: String, at index: Int) throws(ExerciseSheetError) -> (name: String, value: String)? {
        guard let match = line.trimmed.wholeMatch(of: #/- (File|Tests|Check):(.*)/#) else {
            return nil
        }
        guard let value = String(match.2).trimmed.wholeMatch(of: #/`([^`]+)`/#) else {
            throw problem(at: index, "write the value of '\(match.1):' in backticks: - \(match.1): `…`")
        }
        return (String(match.1), String(value.1))
    }

    /// A field's value, or a problem if the exercise already has that field.
    private func once(_ current: String?, _ value: String, _ name: String, at index: Int) throws(ExerciseSheetError) -> String {
        guard current == nil else {
            throw problem(at: index, "a second '- \(name):' line: each exercise has exactly one")
        }
        return value
    }

    /// Checks that an exercise has everything, and makes it.
    private func finish(_ draft: Draft) throws(ExerciseSheetError) -> Exercise {
        let label = "\(chapter).\(draft.number)"
        let folder = "Step\(twoDigits(chapter))"
        let at = draft.headingLine
        guard let file = draft.file else {
            throw problem(at: at, "exercise \(label) has no '- File: `Exercises/\(folder)/Name.swift`' line")
        }
        guard file.hasPrefix("Exercises/\(folder)/"), file.hasSuffix(".swift") else {
            throw problem(at: at, "the File of exercise \(label) must be a .swift file in Exercises/\(folder)/, not '\(file)'")
        }
        guard let testFile = draft.testFile else {
            throw problem(at: at, "exercise \(label) has no '- Tests: `Tests/Exercises/\(folder)/NameTests.swift`' line")
        }
        guard testFile.hasPrefix("Tests/Exercises/\(folder)/"), testFile.hasSuffix(".swift") else {
            throw problem(at: at, "the Tests of exercise \(label) must be a .swift file in Tests/Exercises/\(folder)/, not '\(testFile)'")
        }
        let expectedCheck = "swift run learn check \(label)"
        guard draft.check == expectedCheck else {
            throw problem(at: at, "exercise \(label) needs the line '- Check: `\(expectedCheck)`'")
        }
        let instructions = draft.instructions.joined(separator: "\n").trimmed
        guard !instructions.isEmpty else {
            throw problem(at: at, "exercise \(label) says nothing about what to do")
        }
        return Exercise(
            chapter: chapter,
            number: draft.number,
            title: draft.title,
            isStretch: draft.isStretch,
            file: file,
            testFile: testFile,
            instructions: instructions,
            // The hints come from `Hints/StepNN.md`; see `HintSheet`.
            hint: "",
            strongerHint: ""
        )
    }

    /// A problem at a line, counted from 0 here and from 1 in the message.
    private func problem(at index: Int, _ message: String) -> ExerciseSheetError {
        ExerciseSheetError(path: path, line: index + 1, message: message)
    }
}
