import Testing
@testable import learn

@Suite struct TestReportTests {
    /// Output of a real run, trimmed: a passing suite, a failing suite with
    /// a comment, a value printed on two lines, a parameterized test, and the
    /// XCTest lines that come first.
    static let output = """
        [12/12] Linking BuildYourOwnFRPPackageTests.xctest
        Build complete! (1.02s)
        Test Suite 'Selected tests' started at 2026-11-23 07:47:52.060
        \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ◇ Suite "Exercise 1.1: Reading an event" started.
        ◇ Test "isCompleted is true for completed only" started.
        ✔ Test "isCompleted is true for completed only" passed after 0.001 seconds.
        ✔ Suite "Exercise 1.1: Reading an event" passed after 0.002 seconds.
        ◇ Suite "Exercise 1.2: map and mapError" started.
        ◇ Test "map calls its transform once" started.
        ✘ Test "map calls its transform once" recorded an issue at EventMapTests.swift:31:9: Expectation failed: (calls → 0) == 1
        ↳ count the calls
        ✘ Test "map calls its transform once" recorded an issue at EventMapTests.swift:32:9: Expectation failed: (text → "a
        b") == "c"
        ± inserted [a], removed [c]
        ✘ Test "map calls its transform once" failed after 0.001 seconds with 2 issues.
        ◇ Test d(x:) started.
        ◇ Test case passing 1 argument x → 1 to d(x:) started.
        ✘ Test d(x:) recorded an issue with 1 argument x → 2 at T.swift:18:44: Expectation failed: (x → 2) == 1
        ✘ Test d(x:) with 2 test cases failed after 0.001 seconds with 1 issue.
        ✘ Suite "Exercise 1.2: map and mapError" failed after 0.002 seconds with 3 issues.
        ✘ Test run with 3 tests in 2 suites failed after 0.005 seconds with 3 issues.
        """

    @Test("suites, tests and their outcomes are read in order")
    func readsSuitesAndTests() {
        let report = TestReport(parsing: Self.output)
        #expect(report.started)
        #expect(report.finished)
        #expect(report.suites.map(\.name) == ["Exercise 1.1: Reading an event", "Exercise 1.2: map and mapError"])
        #expect(report.suites.map(\.outcome) == [.passed, .failed])
        #expect(report.suites[1].tests.map(\.name) == ["map calls its transform once", "d(x:)"])
        #expect(report.suites[1].tests.map(\.outcome) == [.failed, .failed])
    }

    @Test("issues keep their location, message, comments and continued lines")
    func readsIssues() {
        let issues = TestReport(parsing: Self.output).suites[1].tests[0].issues
        #expect(
            issues == [
                TestReport.Issue(location: "EventMapTests.swift:31:9", message: "Expectation failed: (calls → 0) == 1", comments: ["count the calls"]),
                TestReport.Issue(location: "EventMapTests.swift:32:9", message: "Expectation failed: (text → \"a\nb\") == \"c\""),
            ]
        )
    }

    @Test("an issue of a parameterized test is read without its argument")
    func readsParameterizedIssue() {
        let issues = TestReport(parsing: Self.output).suites[1].tests[1].issues
        #expect(issues == [TestReport.Issue(location: "T.swift:18:44", message: "Expectation failed: (x → 2) == 1")])
    }

    @Test("SF Symbols, two spaces and colour codes are read like plain symbols")
    func readsMacOSSymbolsAndColours() {
        let output = "\u{1B}[1;31m\u{100884}\u{1B}[0m  Suite Exercise01_03 failed after 0.1 seconds with 1 issue.\n"
        let report = TestReport(parsing: "\u{1007C8}  Test run started.\n\u{1007C8}  Suite Exercise01_03 started.\n" + output)
        #expect(report.started)
        #expect(report.suites == [TestReport.Suite(name: "Exercise01_03", outcome: .failed)])
    }

    @Test("a build that fails never starts the run")
    func buildFailureNeverStarts() {
        let report = TestReport(parsing: "Building for debugging...\n/x/A.swift:1:1: error: nope\nerror: fatalError\n")
        #expect(!report.started)
        #expect(report.suites.isEmpty)
    }

    @Test("a run that crashed is not finished, and its last test has no outcome")
    func crashLeavesTestsOpen() {
        let report = TestReport(parsing: "◇ Test run started.\n◇ Suite S started.\n◇ Test t() started.\n")
        #expect(!report.finished)
        #expect(report.suites == [TestReport.Suite(name: "S", outcome: nil, tests: [TestReport.Test(name: "t()", outcome: nil)])])
    }
}

@Suite struct TestReportCrashTests {
    @Test("a crash's fatal error is kept, and the run is not finished")
    func keepsCrashMessages() {
        let output = """
            ◇ Test run started.
            ◇ Suite "Exercise 1.2: map and mapError" started.
            ◇ Test "map transforms the value of a value event" started.
            Step01_Exercises/EventMap.swift:27: Fatal error: not done yet

            *** Signal 4: Backtracing from 0x7f5ede0f9361... done ***

            *** Program crashed: Illegal instruction at 0x00007f5ede0f9361 ***
            """
        let report = TestReport(parsing: output)
        #expect(!report.finished)
        #expect(
            report.crashMessages == [
                "Step01_Exercises/EventMap.swift:27: Fatal error: not done yet",
                "*** Program crashed: Illegal instruction at 0x00007f5ede0f9361 ***",
            ]
        )
        #expect(report.suites.first?.tests.first?.outcome == nil)
    }
}

@Suite struct TestReportPreconditionTests {
    /// What the Swift runtime and its backtracer print on Linux when a
    /// precondition stops an exercise's test (shortened).
    static let output = """
        ◇ Test run started.
        ◇ Suite "Exercise 2.2: Ending a signal" started.
        ◇ Test "the signal is terminated before any observer hears the terminal event" started.
        Step02_Exercises/StateLock.swift:31: Precondition failed: Signal: this thread asked for the state lock while it already held it.
        *** Signal 4: Backtracing from 0x7f818c2f9361... done ***
        *** Program crashed: Illegal instruction at 0x00007f818c2f9361 ***
        Thread 2 "oot.default-qos" crashed:
          0                  0x00007f818c2f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]             0x0000558462d70577 StateLock.lock() + 118 in BuildYourOwnFRPPackageTests.xctest at /home/ada/frp/Exercises/Step02/StateLock.swift:31:9
          2 [ra]             0x0000558462d705fb Signal.beginTermination(with:) + 26 in BuildYourOwnFRPPackageTests.xctest at /home/ada/frp/Exercises/Step02/SignalTermination.swift:40:13
          3 [ra]             0x0000558462d9b394 Exercise02_02.terminatedBeforeAnnounced() + 35 in BuildYourOwnFRPPackageTests.xctest at /home/ada/frp/Tests/Exercises/Step02/SignalTerminationTests.swift:52:9
        """

    @Test("a precondition's message is kept, with the frames in the learner's files, innermost first")
    func keepsPreconditionAndFrames() {
        let report = TestReport(parsing: Self.output)
        #expect(
            report.crashMessages == [
                "Step02_Exercises/StateLock.swift:31: Precondition failed: Signal: this thread asked for the state lock while it already held it.",
                "*** Program crashed: Illegal instruction at 0x00007f818c2f9361 ***",
            ]
        )
        #expect(
            report.crashFrames == [
                "StateLock.lock() at Exercises/Step02/StateLock.swift:31",
                "Signal.beginTermination(with:) at Exercises/Step02/SignalTermination.swift:40",
            ]
        )
    }

    @Test("the check's failure text shows the precondition, where it stopped, and no advice about fatalError")
    func failureTextShowsPrecondition() throws {
        let report = TestReport(parsing: Self.output)
        let exercise = Exercise(
            chapter: 2, number: 2, title: "Ending a signal", isStretch: false,
            file: "Exercises/Step02/SignalTermination.swift", testFile: "Tests/Exercises/Step02/SignalTerminationTests.swift",
            instructions: "Write it.", hint: "A nudge.", strongerHint: "Nearly."
        )
        let result = ExerciseResult(
            exercise: exercise, suite: report.suites.first,
            crashMessages: report.crashMessages, crashFrames: report.crashFrames
        )
        let text = failureDetails(for: result)
        #expect(text.contains("Precondition failed: Signal: this thread asked for the state lock while it already held it."))
        #expect(text.contains("It stopped in StateLock.lock() at Exercises/Step02/StateLock.swift:31,"))
        #expect(text.contains("called from your code: Signal.beginTermination(with:) at Exercises/Step02/SignalTermination.swift:40"))
        #expect(!text.contains("fatalError()"))
    }
}
