import Testing
@testable import learn

/// The reading of Swift Testing's JSON event stream, from streams recorded on
/// Swift 6.3.1 (`--event-stream-output-path F --event-stream-version 0`), with
/// only the backtrace addresses taken out.
@Suite struct TestEventStreamTests {
    /// A suite with a display name; a failing comparison with a comment; a
    /// passing test without a display name; a parameterized test whose second
    /// case throws; a comparison of strings printed on two lines and an
    /// `Issue.record` with a comment.
    static let failingRun = #"""
        {"kind":"test","payload":{"displayName":"Exercise 1.2: map and mapError","id":"TinyTests.Exercise01_02","kind":"suite","name":"Exercise01_02","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":2,"fileID":"TinyTests\/TinyTests.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"doubles a number","id":"TinyTests.Exercise01_02\/doubles()\/TinyTests.swift:6:6","isParameterized":false,"kind":"function","name":"doubles()","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":6}},"version":0}
        {"kind":"test","payload":{"id":"TinyTests.Exercise01_02\/passes()\/TinyTests.swift:12:6","isParameterized":false,"kind":"function","name":"passes()","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":12}},"version":0}
        {"kind":"test","payload":{"_testCases":[{"displayName":"1","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [49])], discriminator: 0, isStable: true"},{"displayName":"2","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [50])], discriminator: 0, isStable: true"}],"displayName":"throws","id":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6","isParameterized":true,"kind":"function","name":"throwsError(x:)","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":13}},"version":0}
        {"kind":"test","payload":{"id":"TinyTests.Exercise01_02\/multi()\/TinyTests.swift:17:6","isParameterized":false,"kind":"function","name":"multi()","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":17}},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":376.966762791,"since1970":1795667980.215435},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":376.96714109,"since1970":1795667980.2158134},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Exercise 1.2: map and mapError\" started."}],"testID":"TinyTests.Exercise01_02"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":376.967508329,"since1970":1795667980.2161806},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"doubles a number\" started."}],"testID":"TinyTests.Exercise01_02\/doubles()\/TinyTests.swift:6:6"},"version":0}
        {"kind":"event","payload":{"_comments":["the values"],"_sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":9,"fileID":"TinyTests\/TinyTests.swift","line":9},"instant":{"absolute":377.016345731,"since1970":1795667980.2650213},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":9,"fileID":"TinyTests\/TinyTests.swift","line":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (values → [3, 6]) == [2, 4]"},{"symbol":"difference","text":"inserted [3, 6], removed [2, 4]"},{"symbol":"details","text":"the values"}],"testID":"TinyTests.Exercise01_02\/doubles()\/TinyTests.swift:6:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.017277569,"since1970":1795667980.26595},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"doubles a number\" failed after 0.049 seconds with 1 issue."}],"testID":"TinyTests.Exercise01_02\/doubles()\/TinyTests.swift:6:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.017724197,"since1970":1795667980.2663965},"kind":"testStarted","messages":[{"symbol":"default","text":"Test passes() started."}],"testID":"TinyTests.Exercise01_02\/passes()\/TinyTests.swift:12:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.017904786,"since1970":1795667980.266577},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test passes() passed after 0.001 seconds."}],"testID":"TinyTests.Exercise01_02\/passes()\/TinyTests.swift:12:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.01801396,"since1970":1795667980.2666862},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"throws\" started."}],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"1","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [49])], discriminator: 0, isStable: true"},"instant":{"absolute":377.018102647,"since1970":1795667980.2667751},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument x → 1 to \"throws\" started."}],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"1","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [49])], discriminator: 0, isStable: true"},"instant":{"absolute":377.01823204,"since1970":1795667980.2669046},"kind":"testCaseEnded","messages":[],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"2","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [50])], discriminator: 0, isStable: true"},"instant":{"absolute":377.018315075,"since1970":1795667980.2669876},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument x → 2 to \"throws\" started."}],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":13},"_testCase":{"displayName":"2","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [50])], discriminator: 0, isStable: true"},"instant":{"absolute":377.018574302,"since1970":1795667980.267247},"issue":{"_error":{"code":1,"description":"Boom()","domain":"TinyTests.Exercise01_02.(unknown context at $5592fd0a8454).(unknown context at $5592fd0a849c).Boom"},"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":13}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Caught error: Boom()"}],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"2","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [50])], discriminator: 0, isStable: true"},"instant":{"absolute":377.01902115,"since1970":1795667980.2676938},"kind":"testCaseEnded","messages":[],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.044377555,"since1970":1795667980.293052},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"throws\" with 2 test cases failed after 0.026 seconds with 1 issue."}],"testID":"TinyTests.Exercise01_02\/throwsError(x:)\/TinyTests.swift:13:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.044772987,"since1970":1795667980.2934453},"kind":"testStarted","messages":[{"symbol":"default","text":"Test multi() started."}],"testID":"TinyTests.Exercise01_02\/multi()\/TinyTests.swift:17:6"},"version":0}
        {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":9,"fileID":"TinyTests\/TinyTests.swift","line":19},"instant":{"absolute":377.045288223,"since1970":1795667980.2939608},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":9,"fileID":"TinyTests\/TinyTests.swift","line":19}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (s → \"a\nb\") == (\"a\\nc\" → \"a\nc\")"}],"testID":"TinyTests.Exercise01_02\/multi()\/TinyTests.swift:17:6"},"version":0}
        {"kind":"event","payload":{"_comments":["plain issue"],"_sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":21,"fileID":"TinyTests\/TinyTests.swift","line":20},"instant":{"absolute":377.045462801,"since1970":1795667980.2941353},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":21,"fileID":"TinyTests\/TinyTests.swift","line":20}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"plain issue"}],"testID":"TinyTests.Exercise01_02\/multi()\/TinyTests.swift:17:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.04569713,"since1970":1795667980.2943695},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test multi() failed after 0.001 seconds with 2 issues."}],"testID":"TinyTests.Exercise01_02\/multi()\/TinyTests.swift:17:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.045796316,"since1970":1795667980.2944686},"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite \"Exercise 1.2: map and mapError\" failed after 0.078 seconds with 4 issues."}],"testID":"TinyTests.Exercise01_02"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":377.045913747,"since1970":1795667980.294586},"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 4 tests in 1 suite failed after 0.079 seconds with 4 issues."}]},"version":0}
        """#

    /// The same program with a suite whose second test stops the process at
    /// a precondition: the stream ends after that test started.
    static let crashedRun = #"""
        {"kind":"test","payload":{"id":"TinyTests.Crashing","kind":"suite","name":"Crashing","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":2,"fileID":"TinyTests\/TinyTests.swift","line":24}},"version":0}
        {"kind":"test","payload":{"id":"TinyTests.Crashing\/first()\/TinyTests.swift:25:6","isParameterized":false,"kind":"function","name":"first()","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":25}},"version":0}
        {"kind":"test","payload":{"id":"TinyTests.Crashing\/crashes()\/TinyTests.swift:26:6","isParameterized":false,"kind":"function","name":"crashes()","sourceLocation":{"_filePath":"\/tmp\/evt\/Tests\/TinyTests\/TinyTests.swift","column":6,"fileID":"TinyTests\/TinyTests.swift","line":26}},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":430.674070482,"since1970":1795668033.922743},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":430.674596348,"since1970":1795668033.9232686},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite Crashing started."}],"testID":"TinyTests.Crashing"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":430.67515684,"since1970":1795668033.923829},"kind":"testStarted","messages":[{"symbol":"default","text":"Test first() started."}],"testID":"TinyTests.Crashing\/first()\/TinyTests.swift:25:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":430.675626831,"since1970":1795668033.9242992},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test first() passed after 0.001 seconds."}],"testID":"TinyTests.Crashing\/first()\/TinyTests.swift:25:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":430.712471206,"since1970":1795668033.9611435},"kind":"testStarted","messages":[{"symbol":"default","text":"Test crashes() started."}],"testID":"TinyTests.Crashing\/crashes()\/TinyTests.swift:26:6"},"version":0}
        """#

    /// What the crashed run printed on its console, trimmed.
    static let crashedConsole = """
        ◇ Test crashes() started.
        TinyTests/TinyTests.swift:26: Precondition failed: needs one

        *** Program crashed: Illegal instruction at 0x00007ff4f3af9361 ***
          1 [ra]             0x0000555fcf95a623 Crashing.crashes() + 178 in TinyPackageTests.xctest at /tmp/evt/Exercises/Step02/Signal.swift:26:47
        """

    @Test("suites and tests come with their display names, or their names, in the order they ran")
    func suitesAndTests() {
        let report = TestEventStream.report(from: Self.failingRun)
        #expect(report.started)
        #expect(report.finished)
        #expect(report.suites.map(\.name) == ["Exercise 1.2: map and mapError"])
        #expect(report.suites.map(\.outcome) == [.failed])
        #expect(report.suites[0].tests.map(\.name) == ["doubles a number", "passes()", "throws", "multi()"])
        #expect(report.suites[0].tests.map(\.outcome) == [.failed, .passed, .failed, .failed])
    }

    @Test("an issue keeps its message, its comments and where it was recorded; the difference line is left out")
    func issues() {
        let tests = TestEventStream.report(from: Self.failingRun).suites[0].tests
        #expect(
            tests[0].issues == [
                TestReport.Issue(location: "TinyTests.swift:9:9", message: "Expectation failed: (values → [3, 6]) == [2, 4]", comments: ["the values"])
            ]
        )
        #expect(tests[1].issues.isEmpty)
        #expect(tests[2].issues == [TestReport.Issue(location: "TinyTests.swift:13:6", message: "Caught error: Boom()")])
        #expect(
            tests[3].issues == [
                TestReport.Issue(location: "TinyTests.swift:19:9", message: "Expectation failed: (s → \"a\nb\") == (\"a\\nc\" → \"a\nc\")"),
                TestReport.Issue(location: "TinyTests.swift:20:21", message: "Issue recorded", comments: ["plain issue"]),
            ]
        )
    }

    @Test("a comparison on several lines is read whole: expected and actual")
    func comparisonOnSeveralLines() throws {
        let message = TestEventStream.report(from: Self.failingRun).suites[0].tests[3].issues[0].message
        let comparison = try #require(ComparisonFailure(message: message))
        #expect(comparison.actual == "\"a\nb\"")
        #expect(comparison.expected == "\"a\nc\"")
        #expect(comparison.checkedExpression == "s == \"a\\nc\"")
    }

    @Test("a run that crashed: the tests before the crash, the test that was running, no end, and the crash from the console")
    func crash() {
        let report = TestReport(eventStream: Self.crashedRun, console: Self.crashedConsole)
        #expect(report.started)
        #expect(!report.finished)
        #expect(report.suites.map(\.name) == ["Crashing"])
        #expect(report.suites[0].outcome == nil)
        #expect(report.suites[0].tests.map(\.name) == ["first()", "crashes()"])
        #expect(report.suites[0].tests.map(\.outcome) == [.passed, nil])
        #expect(report.crashMessages == ["TinyTests/TinyTests.swift:26: Precondition failed: needs one", "*** Program crashed: Illegal instruction at 0x00007ff4f3af9361 ***"])
        #expect(report.crashFrames == ["Crashing.crashes() at Exercises/Step02/Signal.swift:26"])
    }

    @Test("a known issue does not fail its test; a skipped test is reported as skipped; lines that are not records are ignored")
    func knownIssueAndSkipped() {
        let stream = #"""
            {"kind":"test","payload":{"id":"M.S","kind":"suite","name":"S"},"version":0}
            {"kind":"test","payload":{"id":"M.S/a()/T.swift:2:6","kind":"function","name":"a()"},"version":0}
            {"kind":"test","payload":{"id":"M.S/b()/T.swift:3:6","kind":"function","name":"b()"},"version":0}
            not a record
            {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.S"},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.S/a()/T.swift:2:6"},"version":0}
            {"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"known"}],"testID":"M.S/a()/T.swift:2:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.S/a()/T.swift:2:6"},"version":0}
            {"kind":"event","payload":{"kind":"testSkipped","messages":[],"testID":"M.S/b()/T.swift:3:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.S"},"version":0}
            {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
            """#
        let report = TestEventStream.report(from: stream)
        #expect(report.suites.map(\.outcome) == [.passed])
        #expect(report.suites[0].tests.map(\.name) == ["a()", "b()"])
        #expect(report.suites[0].tests.map(\.outcome) == [.passed, .skipped])
        #expect(report.suites[0].tests[0].issues.isEmpty)
    }
}
