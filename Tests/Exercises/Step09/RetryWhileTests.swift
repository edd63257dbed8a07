// The tests of exercise 9.6, `Exercises/Step09/RetryWhile.swift`.
// Check it with `swift run learn check 9.6`.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.6 (stretch): retry(upTo:while:)")
struct Exercise09_06 {
    /// A load that can fail for a passing reason or for good.
    enum LoadError: Swift.Error, Equatable {
        case timedOut
        case notFound
    }

    /// A producer whose Nth start fails with the Nth error of `failures`,
    /// and whose start after the last failure sends "page" and completes.
    static func producer(failing failures: [LoadError], starts: @escaping () -> Void = {}) -> SignalProducer<String, LoadError> {
        var started = 0
        return SignalProducer { observer, _ in
            starts()
            started += 1
            if started <= failures.count {
                observer.send(value: "attempt \(started)")
                observer.send(error: failures[started - 1])
            } else {
                observer.send(value: "page")
                observer.sendCompleted()
            }
        }
    }

    @Test("a failure worth retrying starts the producer again; the values of every attempt are forwarded")
    func retriesTransientFailures() {
        let producer = Exercise09_06.producer(failing: [.timedOut, .timedOut])
        let events = checkedEvents(of: producer.retry(upTo: 3, while: { $0 == .timedOut }))
        #expect(events == [.value("attempt 1"), .value("attempt 2"), .value("page"), .completed])
    }

    @Test("a failure not worth retrying is forwarded at once, however many retries are left")
    func forwardsPermanentFailures() {
        var starts = 0
        let producer = Exercise09_06.producer(failing: [.timedOut, .notFound, .timedOut]) { starts += 1 }
        let events = checkedEvents(of: producer.retry(upTo: 5, while: { $0 == .timedOut }))
        #expect(events == [.value("attempt 1"), .value("attempt 2"), .failed(.notFound)])
        #expect(starts == 2)
    }

    @Test("after the last retry, the failure is forwarded, and the condition is not asked about it")
    func givesUp() {
        var asked: [LoadError] = []
        let producer = Exercise09_06.producer(failing: [.timedOut, .timedOut, .timedOut])
        let retried = producer.retry(upTo: 2, while: { error in
            asked.append(error)
            return true
        })
        let events = checkedEvents(of: retried)
        #expect(events == [.value("attempt 1"), .value("attempt 2"), .value("attempt 3"), .failed(.timedOut)])
        #expect(asked == [.timedOut, .timedOut])
    }

    @Test("with no retry at all, the producer is as it is, and the condition is never asked")
    func zeroRetries() {
        var asked = 0
        let retried = Exercise09_06.producer(failing: [.timedOut]).retry(upTo: 0, while: { _ in
            asked += 1
            return true
        })
        #expect(checkedEvents(of: retried) == [.value("attempt 1"), .failed(.timedOut)])
        #expect(asked == 0)
    }

    @Test("marbles: a retry starts at once, from scratch")
    func marbles() {
        let scenario = MarbleScenario()
        let retried = scenario.attempts(["-a#", "-b-#", "(c|)"]).retry(upTo: 2, while: { _ in true })
        #expect(scenario.checkedRun(retried) == "-a-b-(c|)")
        let other = MarbleScenario()
        let refused = other.attempts(["-a#", "b|"]).retry(upTo: 2, while: { _ in false })
        #expect(other.checkedRun(refused) == "-a#")
    }

    @Test("disposing of a start interrupts the attempt under way, and no other starts")
    func disposal() {
        var log: [String] = []
        var inputs: [Signal<Int, LoadError>.Observer] = []
        let producer = SignalProducer<Int, LoadError> { observer, lifetime in
            inputs.append(observer)
            let start = inputs.count
            lifetime.observeEnded { log.append("end \(start)") }
        }
        let checker = ContractChecker<Int, LoadError>()
        let start = checker.start(producer.retry(upTo: 5, while: { _ in true }))
        inputs.last?.send(error: .timedOut)
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(inputs.count == 2)
        #expect(log == ["end 1", "end 2"])
        expectNoViolations(checker)
    }

    @Test("a negative count stops the program when retry is applied")
    func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, LoadError>.never.retry(upTo: -1, while: { _ in true })
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("retry(upTo: -1, while:)"), "the message names the call: \(message)")
        #expect(message.contains("Pass 0 to try once"), "the message says what to pass instead: \(message)")
    }
}
