// The tests of exercise 3.3, `Exercises/Step03/FutureRetry.swift`.
// Check it with `swift run learn check 3.3`.

import Testing
@testable import Step03_Exercises

@Suite("Exercise 3.3: retry(upTo:)")
struct Exercise03_03 {
    /// A future that fails its first `failures` runs, counting from 1 over
    /// all its starts, and succeeds after that; each run says which it was.
    final class Flaky {
        private(set) var runs = 0
        let failures: Int

        init(failures: Int) { self.failures = failures }

        var future: Future<String, TestError> {
            Future { completion in
                self.runs += 1
                if self.runs <= self.failures {
                    completion(.failure(TestError("run \(self.runs) failed")))
                } else {
                    completion(.success("run \(self.runs) succeeded"))
                }
            }
        }
    }

    @Test("retry starts the future again after each failure, and delivers the first success")
    func deliversFirstSuccess() {
        let flaky = Flaky(failures: 2)
        let results = flaky.future.retry(upTo: 5).resultsOfOneStart()
        #expect(results == [.success("run 3 succeeded")])
        #expect(flaky.runs == 3)
    }

    @Test("retry tries count more times, then delivers the last failure")
    func deliversLastFailure() {
        let flaky = Flaky(failures: 10)
        let results = flaky.future.retry(upTo: 2).resultsOfOneStart()
        #expect(results == [.failure(TestError("run 3 failed"))])
        #expect(flaky.runs == 3)
    }

    @Test("retry does not start again after a success")
    func noRetryAfterSuccess() {
        let flaky = Flaky(failures: 0)
        let results = flaky.future.retry(upTo: 3).resultsOfOneStart()
        #expect(results == [.success("run 1 succeeded")])
        #expect(flaky.runs == 1)
    }

    @Test("retry(upTo: 0) behaves like the future itself")
    func zeroRetries() {
        let failing = Flaky(failures: 1)
        let succeeding = Flaky(failures: 0)
        let results = failing.future.retry(upTo: 0).resultsOfOneStart()
            + succeeding.future.retry(upTo: 0).resultsOfOneStart()
        #expect(results == [.failure(TestError("run 1 failed")), .success("run 1 succeeded")])
        #expect([failing.runs, succeeding.runs] == [1, 1])
    }

    @Test("retry runs nothing before start, and each start has all its retries again")
    func eachStartRetriesAgain() {
        let flaky = Flaky(failures: 100)
        let retried = flaky.future.retry(upTo: 1)
        let runsBeforeStart = flaky.runs
        let first = retried.resultsOfOneStart()
        let runsAfterFirst = flaky.runs
        let second = retried.resultsOfOneStart()
        #expect([runsBeforeStart, runsAfterFirst, flaky.runs] == [0, 2, 4])
        #expect(first + second == [.failure(TestError("run 2 failed")), .failure(TestError("run 4 failed"))])
    }

    @Test("each attempt starts only after the one before it has failed")
    func attemptsWaitForFailure() {
        var runs = 0
        var failLater: [() -> Void] = []
        let slow = Future<Int, TestError> { completion in
            runs += 1
            let run = runs
            failLater.append { completion(.failure(TestError("run \(run) failed"))) }
        }
        var results: [Outcome<Int>] = []
        slow.retry(upTo: 2).start { results.append(Outcome($0)) }
        var runsSeen = [runs]
        for index in 0..<3 where index < failLater.count {
            failLater[index]()
            runsSeen.append(runs)
        }
        #expect(runsSeen == [1, 2, 3, 3])
        #expect(results == [.failure(TestError("run 3 failed"))])
    }
}
