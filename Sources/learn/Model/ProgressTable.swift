/// The table `swift run learn` prints: one row per chapter, with how many of
/// its exercises pass.
///
/// ```text
/// Chapter                Exercises  Stretch
///   1  Event             2/3        0/1
///   2  Signal            0/4
///   3  Future            no exercises yet
/// ```
///
/// A count is `?` when some exercises could not be checked (the code does not
/// build), and gets a check mark when every exercise counted passes; a
/// chapter none of whose exercises has a result is "not checked yet".
func progressTable(_ rows: [ChapterProgress], chaptersWithoutExercises: [(number: Int, title: String)]) -> String {
    struct Line {
        let number: Int
        let title: String
        let exercises: String
        let stretch: String
    }
    func count(_ passed: Int, _ total: Int, unknown: Bool) -> String {
        guard total > 0 else { return "" }
        if unknown && passed < total { return "?/\(total)" }
        return "\(passed)/\(total)" + (passed == total ? " ✔" : "")
    }
    var lines = rows.map { row in
        guard !row.isUnchecked else {
            return Line(number: row.chapter, title: row.title, exercises: "not checked yet", stretch: "")
        }
        return Line(
            number: row.chapter,
            title: row.title,
            exercises: count(row.passed, row.total, unknown: row.hasUnknown),
            stretch: count(row.stretchPassed, row.stretchTotal, unknown: row.hasUnknown)
        )
    }
    lines += chaptersWithoutExercises.map { Line(number: $0.number, title: $0.title, exercises: "no exercises yet", stretch: "") }
    lines.sort { $0.number < $1.number }
    let titleWidth = max(16, (lines.map(\.title.count).max() ?? 0) + 2)
    let exercisesWidth = 11
    var text = [padded("Chapter", to: titleWidth + 5) + padded("Exercises", to: exercisesWidth) + "Stretch"]
    for line in lines {
        let number = String(repeating: " ", count: max(0, 3 - "\(line.number)".count)) + "\(line.number)"
        let row = number + "  " + padded(line.title, to: titleWidth) + padded(line.exercises, to: exercisesWidth) + line.stretch
        text.append(withoutTrailingSpaces(row))
    }
    return text.joined(separator: "\n")
}

/// The text without the spaces at its end.
private func withoutTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
}
