/// How `learn` tells the learner about test results: one summary line per
/// exercise, and the failing tests with what they expected and what they got.

/// `✔ Exercise 1.1: Reading an event: all 4 tests pass`, or the number that
/// fail.
func summaryLine(for result: ExerciseResult) -> String {
    let heading = result.exercise.heading
    guard let suite = result.suite, !suite.tests.isEmpty else {
        return Style.failed("✘") + " \(heading): no tests ran" + (result.crashMessages.isEmpty ? "" : " (the tests crashed before it)")
    }
    if suite.outcome == nil && !result.crashMessages.isEmpty {
        return Style.failed("✘") + " \(heading): crashed, in the test \"\(suite.tests.last?.name ?? "?")\""
    }
    let total = suite.tests.count
    switch result.status {
    case .passed:
        return Style.passed("✔") + " \(heading): " + (total == 1 ? "its test passes" : "all \(total) tests pass")
    case .failed, .unknown:
        let failing = result.failingTests.count
        return Style.failed("✘") + " \(heading): \(failing) of \(total) test\(total == 1 ? "" : "s") fail\(failing == 1 ? "s" : "")"
    }
}

/// The failing tests of an exercise, each with its expected and actual
/// values and where the test is.
func failureDetails(for result: ExerciseResult) -> String {
    let exercise = result.exercise
    if !result.crashMessages.isEmpty && (result.suite == nil || result.suite?.outcome == nil) {
        var lines = ["The tests crashed, and a crash stops every test after it. It said:"]
        lines += result.crashMessages.map { "  " + $0 }
        if let innermost = result.crashFrames.first {
            // The exercise's own file is where the learner looks first; a
            // given file (a lock, say) may be where it actually stopped.
            let own = result.crashFrames.first { $0.hasSuffix(" at " + exercise.file) || $0.contains(" at " + exercise.file + ":") }
            if let own, own != innermost {
                lines.append("It stopped in \(innermost),")
                lines.append("called from your code: \(own)")
            } else {
                lines.append("It stopped in your code: \(innermost)")
            }
        }
        let stoppedOnPurpose = result.crashMessages.contains { $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        if stoppedOnPurpose {
            lines.append("A precondition stopped the program: its message above says what went wrong and what to do.")
        } else {
            lines.append("Return a placeholder value instead of calling fatalError(), and unwrap optionals with if let or guard let.")
        }
        return indented(lines.joined(separator: "\n"), by: 2)
    }
    guard let suite = result.suite, !suite.tests.isEmpty else {
        return indented(
            """
            No test suite for exercise \(exercise.label) ran. Its tests should be a suite `struct \(exercise.suiteName)` \
            in \(exercise.testFile), and the chapter should be in the exercises list of Package.swift.
            """,
            by: 2
        )
    }
    var text: [String] = []
    for test in result.failingTests {
        text.append("  " + Style.failed("✘") + " " + test.name)
        if test.issues.isEmpty {
            text.append(indented(test.outcome == nil ? "did not finish: the tests stopped here (a crash?)" : "did not pass", by: 6))
        }
        for issue in test.issues {
            var rows: [(String, String)] = []
            if let comparison = ComparisonFailure(message: issue.message) {
                rows.append(("checked", comparison.checkedExpression))
                rows.append(("expected", comparison.expected))
                rows.append(("actual", comparison.actual))
            } else {
                rows.append(("", issue.message))
            }
            for comment in issue.comments {
                rows.append(("note", comment))
            }
            if let location = issue.location {
                rows.append(("at", testLocation(location, testFile: exercise.testFile)))
            }
            for (label, value) in rows {
                let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
                let first = label.isEmpty ? String(lines[0]) : Style.quiet(padded(label, to: 9)) + " " + lines[0]
                text.append("      " + first)
                for line in lines.dropFirst() {
                    text.append("      " + (label.isEmpty ? "" : String(repeating: " ", count: 10)) + line)
                }
            }
        }
    }
    return text.joined(separator: "\n")
}

/// `EventMapTests.swift:12:9` as a path from the repository root without the
/// column: `Tests/Exercises/Step01/EventMapTests.swift:12`.
func testLocation(_ location: String, testFile: String) -> String {
    let parts = location.split(separator: ":")
    guard parts.count >= 2 else { return location }
    let fileName = String(parts[0])
    let path = testFile.hasSuffix("/" + fileName) ? testFile : fileName
    return "\(path):\(parts[1])"
}
