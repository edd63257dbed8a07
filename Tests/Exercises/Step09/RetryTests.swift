// The tests of exercise 9.3, `Exercises/Step09/Retry.swift`.
// Check it with `swift run learn check 9.3`.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.3: retry(upTo:)")
struct Exercise09_03 {
    /// Draws `attempts.retry(upTo: count)`, where the Nth start of
    /// `attempts` follows the Nth diagram (the last one for every start
    /// after it).
    func retried(_ attempts: [String], upTo count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        return scenario.checkedRun(scenario.attempts(attempts).retry(upTo: count), sourceLocation: sourceLocation)
    }

    /// The Basic Operators guide's producer: it fails `failures` times, then
    /// succeeds; the log shows each failure as the guide's `on(failed:)`
    /// prints it.
    static func guideProducer(failures: Int, log: @escaping (String) -> Void) -> SignalProducer<String, NamedError> {
        var tries = 0
        return SignalProducer<String, NamedError> { observer, _ in
            tries += 1
            if tries <= failures {
                observer.send(error: NamedError("domain"))
            } else {
                observer.send(value: "Success")
                observer.sendCompleted()
            }
        }
        .on(failed: { _ in log("Failure") })
    }

    @Test("the Basic Operators guide's example: two failures, then Success, with two retries")
    func guideExample() {
        var printed: [String] = []
        let producer = Exercise09_03.guideProducer(failures: 2) { printed.append($0) }
        producer.retry(upTo: 2).start { event in
            switch event {
            case .value(let value):
                printed.append(value)
            case .failed:
                printed.append("Failed")
            case .completed:
                printed.append("Completed")
            case .interrupted:
                printed.append("Interrupted")
            }
        }
        #expect(printed == ["Failure", "Failure", "Success", "Completed"])
    }

    @Test("the guide's example with one retry: the second failure is forwarded")
    func guideExampleOneRetry() {
        var printed: [String] = []
        let producer = Exercise09_03.guideProducer(failures: 2) { printed.append($0) }
        #expect(checkedEvents(of: producer.retry(upTo: 1)) == [.failed(NamedError("domain"))])
        #expect(printed == ["Failure", "Failure"])
    }

    @Test("each failure starts the producer again at once, from scratch, and the values of failed attempts are forwarded too")
    func restarts() {
        #expect(retried(["-a#", "-b-#", "(c|)"], upTo: 2) == "-a-b-(c|)")
        #expect(retried(["-a-#", "(b|)"], upTo: 5) == "-a-(b|)")
    }

    @Test("after the last retry, the failure is forwarded")
    func givesUp() {
        #expect(retried(["-a#"], upTo: 2) == "-a-a-a#")
        #expect(retried(["-a#", "b|"], upTo: 0) == "-a#")
    }

    @Test("a completion or an interruption ends it, and is never retried")
    func completionAndInterruption() {
        #expect(retried(["-a|", "b|"], upTo: 3) == "-a|")
        #expect(retried(["-a!", "b|"], upTo: 3) == "-a!")
    }

    @Test("each retry is a new start of the producer: its work runs again, and the failed start has ended")
    func newStarts() {
        var log: [String] = []
        var starts = 0
        let producer = SignalProducer<Int, NamedError> { observer, lifetime in
            starts += 1
            let start = starts
            log.append("start \(start)")
            lifetime.observeEnded { log.append("end \(start)") }
            if start < 3 {
                observer.send(error: NamedError("x"))
            } else {
                observer.send(value: start)
                observer.sendCompleted()
            }
        }
        #expect(checkedEvents(of: producer.retry(upTo: 3)) == [.value(3), .completed])
        #expect(log.filter { $0.hasPrefix("start") } == ["start 1", "start 2", "start 3"])
        #expect(Set(log.filter { $0.hasPrefix("end") }) == ["end 1", "end 2", "end 3"])
    }

    @Test("disposing of a start interrupts the attempt under way, and no other starts")
    func disposal() {
        var log: [String] = []
        var inputs: [Signal<Int, NamedError>.Observer] = []
        let producer = SignalProducer<Int, NamedError> { observer, lifetime in
            inputs.append(observer)
            log.append("start \(inputs.count)")
            let start = inputs.count
            lifetime.observeEnded { log.append("end \(start)") }
        }
        let checker = ContractChecker<Int, NamedError>()
        let start = checker.start(producer.retry(upTo: 5))
        inputs.last?.send(error: NamedError("x"))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(inputs.count == 2)
        #expect(log.last == "end 2")
        expectNoViolations(checker)
    }

    @Test("each retry starts the work from scratch, while the failure of the attempt before is being delivered")
    func restartsFromScratch() {
        var log: [String] = []
        var starts = 0
        let work = SignalProducer<Int, NamedError> { observer, lifetime in
            starts += 1
            let attempt = starts
            log.append("start \(attempt)")
            lifetime.observeEnded { log.append("end \(attempt)") }
            observer.send(value: attempt * 10)
            if attempt < 3 {
                observer.send(error: NamedError("\(attempt)"))
            } else {
                observer.sendCompleted()
            }
        }
        // A scan inside the retried producer starts from scratch with every
        // attempt: each attempt's values are its own.
        let scanned = work.scan(0, +)
        #expect(checkedEvents(of: scanned.retry(upTo: 5)) == [.value(10), .value(20), .value(30), .completed])
        // As in ReactiveSwift, the next attempt starts as soon as the failure
        // arrives, before the failed attempt has released what it holds.
        #expect(log == ["start 1", "start 2", "start 3", "end 3", "end 2", "end 1"])
    }

    @Test("a producer with many retries in hand makes nothing until the work fails")
    func manyRetries() {
        var starts = 0
        let work = SignalProducer<Int, NamedError> { observer, _ in
            starts += 1
            if starts < 3 {
                observer.send(error: NamedError("\(starts)"))
            } else {
                observer.send(value: 7)
                observer.sendCompleted()
            }
        }
        #expect(checkedEvents(of: work.retry(upTo: .max)) == [.value(7), .completed])
        #expect(starts == 3)
    }

    @Test("a negative count stops the program when retry is applied, with a message that says what to pass instead")
    func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, NamedError>.never.retry(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("retry(upTo: -1)"), "the message names the call: \(message)")
        #expect(message.contains("Pass 0 to try once and never retry"), "the message says what to pass instead: \(message)")
    }
}
