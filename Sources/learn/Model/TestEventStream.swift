import Foundation

/// Reads the JSON event stream that Swift Testing writes with
/// `--event-stream-output-path FILE --event-stream-version 0`: one JSON
/// object per line, flushed as each event happens, so a run that crashes
/// leaves every record up to the crash.
///
/// Two kinds of record matter here:
///
/// ```text
/// {"kind":"test","payload":{"kind":"suite","id":"M.Exercise01_02","name":"Exercise01_02","displayName":"Exercise 1.2: …",…},"version":0}
/// {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.Exercise01_02/doubles()/T.swift:6:6",
///   "issue":{"isKnown":false,"sourceLocation":{"fileID":"M/T.swift","line":9,"column":9,…}},
///   "messages":[{"symbol":"fail","text":"Expectation failed: (values → [3, 6]) == [2, 4]"},
///               {"symbol":"difference","text":"inserted [3, 6], removed [2, 4]"},
///               {"symbol":"details","text":"the values"}]},"version":0}
/// ```
///
/// `test` records name every suite and test function (its display name, if
/// it has one). `event` records say what happened: `runStarted`,
/// `testStarted`, `issueRecorded`, `testSkipped`, `testEnded`, `runEnded`,
/// each `testID` naming a test record. A test's suite is the suite whose
/// `id` is the longest prefix of the test's `id` followed by `/`.
///
/// The stream holds no expected and actual values of its own: a failed
/// comparison's are in its message, which ``ComparisonFailure`` reads.
struct TestEventStream {
    /// What a `test` record says about a suite or a test function.
    private struct Declaration {
        let isSuite: Bool
        /// The display name, or else the name (`Exercise01_02`, `passes()`).
        let name: String
    }

    private var declarations: [String: Declaration] = [:]
    /// Every suite id seen, to find a test's suite.
    private var suiteIDs: [String] = []
    /// Where each suite and test is in the report, by id.
    private var suiteIndex: [String: Int] = [:]
    private var testIndex: [String: (suite: Int, test: Int)] = [:]
    /// The ids that recorded an issue that is not a known one.
    private var failedIDs: Set<String> = []
    private(set) var report = TestReport()

    /// Reads a whole stream. Lines that are not JSON objects of a known kind
    /// are skipped, so a stream cut off by a crash reads up to its last
    /// complete line.
    static func report(from stream: String) -> TestReport {
        var reader = TestEventStream()
        for line in stream.split(separator: "\n") {
            reader.read(line)
        }
        return reader.report
    }

    private mutating func read(_ line: Substring) {
        guard let data = line.data(using: .utf8),
            let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let payload = record["payload"] as? [String: Any]
        else { return }
        switch record["kind"] as? String {
        case "test": readDeclaration(payload)
        case "event": readEvent(payload)
        default: return
        }
    }

    private mutating func readDeclaration(_ payload: [String: Any]) {
        guard let id = payload["id"] as? String, let name = payload["name"] as? String else { return }
        let isSuite = payload["kind"] as? String == "suite"
        declarations[id] = Declaration(isSuite: isSuite, name: payload["displayName"] as? String ?? name)
        if isSuite { suiteIDs.append(id) }
    }

    private mutating func readEvent(_ payload: [String: Any]) {
        let testID = payload["testID"] as? String
        switch payload["kind"] as? String {
        case "runStarted":
            report.started = true
        case "runEnded":
            report.finished = true
        case "testStarted":
            guard let testID else { return }
            started(testID)
        case "issueRecorded":
            guard let testID, let issue = payload["issue"] as? [String: Any] else { return }
            recordIssue(issue, messages: payload["messages"] as? [[String: Any]] ?? [], in: testID)
        case "testSkipped":
            guard let testID else { return }
            ended(testID, outcome: .skipped)
        case "testEnded":
            guard let testID else { return }
            ended(testID, outcome: failedIDs.contains(testID) ? .failed : .passed)
        default:
            return
        }
    }

    private mutating func started(_ id: String) {
        if declarations[id]?.isSuite == true {
            suiteIndex[id] = report.suites.count
            report.suites.append(TestReport.Suite(name: declarations[id]!.name))
            return
        }
        let suite = suite(of: id)
        report.suites[suite].tests.append(TestReport.Test(name: declarations[id]?.name ?? id))
        testIndex[id] = (suite, report.suites[suite].tests.count - 1)
    }

    private mutating func ended(_ id: String, outcome: TestReport.Outcome) {
        if let suite = suiteIndex[id] {
            report.suites[suite].outcome = outcome
        } else if let place = testIndex[id] {
            report.suites[place.suite].tests[place.test].outcome = outcome
        } else if outcome == .skipped, declarations[id]?.isSuite == false {
            // A skipped test never starts.
            started(id)
            ended(id, outcome: outcome)
        }
    }

    private mutating func recordIssue(_ issue: [String: Any], messages: [[String: Any]], in id: String) {
        guard issue["isKnown"] as? Bool != true else { return }
        // The test fails, and so does every suite around it.
        for suiteID in suiteIDs where id == suiteID || id.hasPrefix(suiteID + "/") {
            failedIDs.insert(suiteID)
        }
        failedIDs.insert(id)
        guard let place = testIndex[id] else { return }  // an issue of a suite itself
        var message = ""
        var comments: [String] = []
        for entry in messages {
            guard let text = entry["text"] as? String else { continue }
            switch entry["symbol"] as? String {
            case "fail" where message.isEmpty: message = text
            case "details": comments.append(text)
            default: continue  // "difference": the values say it already
            }
        }
        report.suites[place.suite].tests[place.test].issues.append(
            TestReport.Issue(location: location(issue["sourceLocation"] as? [String: Any]), message: message, comments: comments)
        )
    }

    /// `EventMapTests.swift:31:9`, from a source location's `fileID`
    /// (`Step01_ExercisesTests/EventMapTests.swift`), line and column.
    private func location(_ source: [String: Any]?) -> String? {
        guard let source, let fileID = source["fileID"] as? String, let line = source["line"] as? Int else { return nil }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)" + ((source["column"] as? Int).map { ":\($0)" } ?? "")
    }

    /// The report's index of the suite a test belongs to: the suite with the
    /// longest id that contains it; a suite with an empty name for a test
    /// outside any suite.
    private mutating func suite(of id: String) -> Int {
        let parent = suiteIDs.filter { id.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        if let parent, let index = suiteIndex[parent] {
            return index
        }
        let orphan = ""
        if let index = suiteIndex[orphan] { return index }
        suiteIndex[orphan] = report.suites.count
        report.suites.append(TestReport.Suite(name: ""))
        return report.suites.count - 1
    }
}
