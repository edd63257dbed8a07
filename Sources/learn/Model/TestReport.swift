/// What a Swift Testing run reported about its suites and tests.
///
/// It is read from the run's JSON event stream (``TestEventStream``), and
/// from its console output only for what the stream cannot hold: the
/// messages and backtrace the Swift runtime prints when the test process
/// crashes. Should a run write no stream at all, the console output is read
/// instead, as described below.
///
/// Swift Testing writes one line per event, each starting with a symbol:
///
/// ```text
/// ◇ Test run started.
/// ◇ Suite "Exercise 1.2: map and mapError" started.
/// ◇ Test "map keeps failed, completed and interrupted as they are" started.
/// ✘ Test "map keeps failed, …" recorded an issue at EventMapTests.swift:18:9: Expectation failed: (… → […]) == […]
/// ± inserted [interrupted], removed [failed(TestError(boom))]
/// ✘ Test "map keeps failed, …" failed after 0.001 seconds with 1 issue.
/// ✘ Suite "Exercise 1.2: map and mapError" failed after 0.002 seconds with 1 issue.
/// ✘ Test run with 6 tests in 1 suite failed after 0.003 seconds with 1 issue.
/// ```
///
/// The reader recognises lines by their words, not their symbols (macOS may
/// print SF Symbols instead), and ignores colour codes. It expects tests run
/// one at a time (`--no-parallel`), so that each test's lines come between
/// its suite's `started` and `passed`/`failed` lines. A line without a symbol
/// continues the message of the issue before it (a value printed on several
/// lines); a `↳` line is a comment attached to that issue.
struct TestReport: Equatable, Sendable {
    /// Whether the test run began at all. A build that fails never gets here.
    var started = false
    /// Whether the run printed its closing line; `false` if it crashed.
    var finished = false
    /// The suites, in the order they started.
    var suites: [Suite] = []
    /// What a crash printed (`File.swift:27: Fatal error: …`,
    /// `File.swift:40: Precondition failed: …`), if the test process
    /// crashed: a crash ends the run, so later tests never report.
    var crashMessages: [String] = []
    /// The frames of the crash's backtrace that lie in the learner's files,
    /// `Exercises/`, innermost first: `Signal.deliver(_:) at
    /// Exercises/Step02/Signal.swift:40`.
    var crashFrames: [String] = []

    /// How a suite or a test ended.
    enum Outcome: Equatable, Sendable {
        /// Every expectation held.
        case passed
        /// At least one issue was recorded.
        case failed
        /// It did not run.
        case skipped
    }

    /// A suite and the tests that ran in it.
    struct Suite: Equatable, Sendable {
        /// Its display name if it has one (`Exercise 1.2: map and mapError`),
        /// or else its type name (`Exercise01_02`).
        var name: String
        /// How it ended, or `nil` if the run stopped before it did.
        var outcome: Outcome?
        /// Its tests, in the order they started.
        var tests: [Test] = []
    }

    /// A test and the issues it recorded.
    struct Test: Equatable, Sendable {
        /// Its display name, or its function name (`mapKeepsTerminalEvents()`).
        var name: String
        /// How it ended, or `nil` if the run stopped before it did.
        var outcome: Outcome?
        /// Every issue it recorded, in order.
        var issues: [Issue] = []
    }

    /// One failed expectation, or an error a test threw.
    struct Issue: Equatable, Sendable {
        /// `File.swift:line:column`, when Swift Testing gave one.
        var location: String?
        /// The message, for example `Expectation failed: (a → 1) == 2`.
        var message: String
        /// The comments attached to the expectation (`↳` lines).
        var comments: [String] = []
    }

    /// Reads the whole output of a `swift test` run.
    init(parsing output: String) {
        var reader = Reader()
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            reader.read(String(line))
        }
        self = reader.report
    }

    /// Reads a run from its event stream, with the crash messages and
    /// frames from its console output (a crash happens outside Swift
    /// Testing, so only the console shows it).
    init(eventStream: String, console: String) {
        self = TestEventStream.report(from: eventStream)
        let printed = TestReport(parsing: console)
        crashMessages = printed.crashMessages
        crashFrames = printed.crashFrames
    }

    /// Creates a report from parts already known.
    init(started: Bool = false, finished: Bool = false, suites: [Suite] = [], crashMessages: [String] = [], crashFrames: [String] = []) {
        self.started = started
        self.finished = finished
        self.suites = suites
        self.crashMessages = crashMessages
        self.crashFrames = crashFrames
    }
}

/// Reads a test run's output one line at a time; see ``TestReport``.
private struct Reader {
    var report = TestReport()
    /// Where the last issue is, so that the lines after it can extend it.
    private var lastIssue: (suite: Int, test: Int, issue: Int)?
    /// Whether the lines being read belong to a `±` difference, which the
    /// report leaves out.
    private var insideDifference = false

    mutating func read(_ rawLine: String) {
        let line = withoutEscapeCodes(rawLine)
        if isCrashMessage(line) {
            report.crashMessages.append(line.trimmed)
            return
        }
        if let frame = learnerFrame(line) {
            report.crashFrames.append(frame)
            return
        }
        guard let body = bodyAfterSymbol(line) else {
            // No symbol: more of the message of the issue above, if any.
            if let place = lastIssue, !insideDifference, !line.isEmpty {
                report.suites[place.suite].tests[place.test].issues[place.issue].message += "\n" + line
            }
            return
        }
        insideDifference = false
        let symbol = line.first!
        if symbol == "↳" {
            if let place = lastIssue {
                report.suites[place.suite].tests[place.test].issues[place.issue].comments.append(body)
            }
            return
        }
        if symbol == "±" {
            insideDifference = true
            return
        }
        lastIssue = nil
        if body == "Test run started." {
            report.started = true
        } else if body.hasPrefix("Test run with ") {
            report.finished = true
        } else if body.hasPrefix("Suite ") {
            readSuiteLine(String(body.dropFirst("Suite ".count)))
        } else if body.hasPrefix("Test case ") {
            return  // one argument of a parameterized test: its test's lines say enough
        } else if body.hasPrefix("Test ") {
            readTestLine(String(body.dropFirst("Test ".count)))
        }
    }

    private mutating func readSuiteLine(_ text: String) {
        if text.hasSuffix(" started.") {
            let name = unquoted(String(text.dropLast(" started.".count)))
            report.suites.append(TestReport.Suite(name: name))
        } else if let (name, outcome) = nameAndOutcome(text), let index = report.suites.lastIndex(where: { $0.name == name }) {
            report.suites[index].outcome = outcome
        }
    }

    private mutating func readTestLine(_ text: String) {
        if text.hasSuffix(" started.") {
            let name = testName(String(text.dropLast(" started.".count)))
            let suite = currentSuite()
            report.suites[suite].tests.append(TestReport.Test(name: name))
        } else if let range = text.range(of: " recorded an issue") {
            let name = testName(String(text[..<range.lowerBound]))
            let issue = readIssue(String(text[range.upperBound...]))
            let suite = currentSuite()
            let test = testIndex(named: name, in: suite)
            report.suites[suite].tests[test].issues.append(issue)
            lastIssue = (suite, test, report.suites[suite].tests[test].issues.count - 1)
        } else if let (name, outcome) = nameAndOutcome(text) {
            let suite = currentSuite()
            let test = testIndex(named: testName(name), in: suite)
            report.suites[suite].tests[test].outcome = outcome
        }
    }

    /// Whether the line is what the Swift runtime prints as it stops the
    /// program: `File.swift:27: Fatal error: …`, `Precondition failed`,
    /// `Assertion failed`, or the backtracer's `*** Program crashed: …`.
    private func isCrashMessage(_ line: String) -> Bool {
        line.hasPrefix("*** Program crashed:")
            || line.contains(#/^\S+:\d+: (Fatal error|Precondition failed|Assertion failed)(: |$)/#)
            || line.hasPrefix("Fatal error: ")
    }

    /// A backtrace frame in the learner's own files, as
    /// `Signal.deliver(_:) at Exercises/Step02/Signal.swift:40`; `nil` for
    /// any other line. The backtracer prints frames as
    /// `  1 [ra] 0x… Signal.deliver(_:) + 118 in Tests.xctest at /…/Exercises/Step02/Signal.swift:40:9`.
    private func learnerFrame(_ line: String) -> String? {
        guard let match = line.firstMatch(of: #/0x[0-9a-fA-F]+\s+(.+?) \+ \d+ in \S+ at (\S*?)(Exercises/\S+?):(\d+)(?::\d+)?\s*$/#) else {
            return nil
        }
        // The tests of the exercises live in `Tests/Exercises/`: not the
        // learner's code.
        guard !match.2.hasSuffix("Tests/") else { return nil }
        return "\(match.1) at \(match.3):\(match.4)"
    }

    /// Reads what follows "recorded an issue": an optional ` with 1 argument
    /// x → 2`, then ` at File.swift:12:9: message`, or just `: message`.
    private func readIssue(_ text: String) -> TestReport.Issue {
        if let match = text.wholeMatch(of: #/(?: with .+?)? at (\S+:\d+:\d+): (.*)/#.dotMatchesNewlines()) {
            return TestReport.Issue(location: String(match.1), message: String(match.2))
        }
        var message = Substring(text)
        if message.hasPrefix(":") { message = message.dropFirst() }
        return TestReport.Issue(location: nil, message: message.trimmed)
    }

    /// The suite that is running: the last one that has not ended. Tests
    /// outside any suite go into a suite with an empty name.
    private mutating func currentSuite() -> Int {
        if let index = report.suites.lastIndex(where: { $0.outcome == nil }) {
            return index
        }
        report.suites.append(TestReport.Suite(name: ""))
        return report.suites.count - 1
    }

    private mutating func testIndex(named name: String, in suite: Int) -> Int {
        if let index = report.suites[suite].tests.lastIndex(where: { $0.name == name }) {
            return index
        }
        report.suites[suite].tests.append(TestReport.Test(name: name))
        return report.suites[suite].tests.count - 1
    }

    /// Splits `NAME passed after …`, `NAME failed after …` or `NAME skipped…`.
    private func nameAndOutcome(_ text: String) -> (String, TestReport.Outcome)? {
        let endings: [(String, TestReport.Outcome)] = [(" passed after ", .passed), (" failed after ", .failed), (" skipped", .skipped)]
        for (ending, outcome) in endings {
            if let range = text.range(of: ending, options: .backwards) {
                return (unquoted(String(text[..<range.lowerBound])), outcome)
            }
        }
        return nil
    }

    /// A test's name without the quotes of a display name and without the
    /// ` with 2 test cases` of a parameterized test.
    private func testName(_ text: String) -> String {
        var name = text
        if let match = name.firstMatch(of: #/ with \d+ test cases?$/#) {
            name = String(name[..<match.range.lowerBound])
        }
        return unquoted(name)
    }

    private func unquoted(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The text after a line's leading symbol and its one or two spaces, or
    /// `nil` if the line does not start with a symbol.
    private func bodyAfterSymbol(_ line: String) -> String? {
        guard let first = line.unicodeScalars.first, first.value > 127 else {
            return nil
        }
        let rest = line.unicodeScalars.dropFirst()
        // Some symbols carry a variation selector (U+FE0E or U+FE0F).
        let afterSelector = rest.first.map { (0xFE00...0xFE0F).contains($0.value) } == true ? rest.dropFirst() : rest
        guard afterSelector.first == " " else {
            return nil
        }
        return String(String.UnicodeScalarView(afterSelector)).trimmed
    }
}

/// The line without its ANSI colour codes (`ESC [ … m`).
func withoutEscapeCodes(_ line: String) -> String {
    guard line.contains("\u{1B}") else { return line }
    return line.replacing(#/\x1B\[[0-9;]*[A-Za-z]/#, with: "")
}
