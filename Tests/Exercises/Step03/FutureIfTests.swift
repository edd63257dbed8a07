// The tests of exercise 3.4 (stretch), `Exercises/Step03/FutureIf.swift`.
// Check it with `swift run learn check 3.4`.

import Testing
@testable import Step03_Exercises

@Suite("Exercise 3.4 (stretch): Future.if(_:then:else:)")
struct Exercise03_04 {
    /// Futures that log when they run, so that a test can see which ran.
    final class Log {
        private(set) var entries: [String] = []

        func future<Value>(_ name: String, _ result: Result<Value, TestError>) -> Future<Value, TestError> {
            Future { completion in
                self.entries.append(name)
                completion(result)
            }
        }
    }

    @Test("if runs the condition, then the then-future when it delivers true, and never the else-future")
    func trueRunsThen() {
        let log = Log()
        let chosen = Future.if(
            log.future("condition", .success(true)),
            then: log.future("then", .success("yes")),
            else: log.future("else", .success("no"))
        )
        #expect(chosen.resultsOfOneStart() == [.success("yes")])
        #expect(log.entries == ["condition", "then"])
    }

    @Test("if runs the else-future when the condition delivers false, and never the then-future")
    func falseRunsElse() {
        let log = Log()
        let chosen = Future.if(
            log.future("condition", .success(false)),
            then: log.future("then", .success("yes")),
            else: log.future("else", .success("no"))
        )
        #expect(chosen.resultsOfOneStart() == [.success("no")])
        #expect(log.entries == ["condition", "else"])
    }

    @Test("a failure of the condition is delivered as it is, and neither branch runs")
    func conditionFailure() {
        let log = Log()
        let chosen = Future.if(
            log.future("condition", Result<Bool, TestError>.failure(TestError("no answer"))),
            then: log.future("then", .success("yes")),
            else: log.future("else", .success("no"))
        )
        #expect(chosen.resultsOfOneStart() == [.failure(TestError("no answer"))])
        #expect(log.entries == ["condition"])
    }

    @Test("a failure of the chosen branch is delivered")
    func branchFailure() {
        let log = Log()
        let chosen = Future.if(
            log.future("condition", .success(true)),
            then: log.future("then", Result<String, TestError>.failure(TestError("then failed"))),
            else: log.future("else", .success("no"))
        )
        #expect(chosen.resultsOfOneStart() == [.failure(TestError("then failed"))])
        #expect(log.entries == ["condition", "then"])
    }

    @Test("if runs nothing before start, and each start asks the condition again")
    func eachStartAsksAgain() {
        var log: [String] = []
        var runs = 0
        // Answers true, false, true, false… on its successive runs.
        let condition = Future<Bool, TestError> { completion in
            runs += 1
            let answer = runs % 2 == 1
            log.append("condition: \(answer)")
            completion(.success(answer))
        }
        let chosen = Future.if(
            condition,
            then: Future<String, TestError> { completion in
                log.append("then")
                completion(.success("yes"))
            },
            else: Future<String, TestError> { completion in
                log.append("else")
                completion(.success("no"))
            }
        )
        log.append("made")
        let results = chosen.resultsOfOneStart() + chosen.resultsOfOneStart()
        #expect(log == ["made", "condition: true", "then", "condition: false", "else"])
        #expect(results == [.success("yes"), .success("no")])
    }
}
