import Testing
@testable import Step12_Schedulers

@Suite struct RetryTests {
    /// A producer whose starts end as `results` say, one result per start,
    /// in order (ReactiveSwift's specs use one like it).
    private final class Attempts {
        private let results: [Result<Int, TestError>]
        private(set) var starts = 0

        init(_ results: [Result<Int, TestError>]) {
            self.results = results
        }

        var producer: SignalProducer<Int, TestError> {
            SignalProducer { [self] observer, _ in
                let result = results[starts]
                starts += 1
                switch result {
                case .success(let value):
                    observer.send(value: value)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.send(error: error)
                }
            }
        }
    }

    @Test("retry starts the work again after each failure, and completes with the attempt that succeeds (ReactiveSwift's scenario)")
    func succeedsAfterRetries() {
        let attempts = Attempts([.failure(TestError("1")), .failure(TestError("2")), .success(1)])
        #expect(checkedEvents(of: attempts.producer.retry(upTo: 2)) == [.value(1), .completed])
        #expect(attempts.starts == 3)
    }

    @Test("after count retries, the next failure is forwarded (ReactiveSwift's scenario)")
    func forwardsTheLastFailure() {
        let attempts = Attempts([.failure(TestError("0")), .failure(TestError("1")), .failure(TestError("2")), .success(1)])
        #expect(checkedEvents(of: attempts.producer.retry(upTo: 2)) == [.failed(TestError("2"))])
        #expect(attempts.starts == 3)
    }

    @Test("a completed attempt is not retried (ReactiveSwift's scenario), nor an interrupted one")
    func noRetryAfterCompletionOrInterruption() {
        let attempts = Attempts([.success(1), .success(2)])
        #expect(checkedEvents(of: attempts.producer.retry(upTo: 2)) == [.value(1), .completed])
        #expect(attempts.starts == 1)

        var starts = 0
        let interrupted = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.sendInterrupted()
        }
        #expect(checkedEvents(of: interrupted.retry(upTo: 2)) == [.interrupted])
        #expect(starts == 1)
    }

    @Test("retry(upTo: 0) never retries: it is the producer itself")
    func zeroRetries() {
        let attempts = Attempts([.failure(TestError("0")), .success(1)])
        #expect(checkedEvents(of: attempts.producer.retry(upTo: 0)) == [.failed(TestError("0"))])
        #expect(attempts.starts == 1)
    }

    @Test("the values of failed attempts are forwarded, each attempt's from its own start")
    func valuesOfFailedAttempts() {
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.producer("-a#").retry(upTo: 2)) == "-a-a-a#")
        let other = MarbleScenario()
        #expect(other.run(other.producer("-a-b#").retry(upTo: 1)) == "-a-b-a-b#")
    }

    @Test("each retry starts the work from scratch, while the failure of the attempt before is being delivered")
    func restartsFromScratch() {
        var log: [String] = []
        var starts = 0
        let work = SignalProducer<Int, TestError> { observer, lifetime in
            starts += 1
            let attempt = starts
            log.append("start \(attempt)")
            lifetime.observeEnded { log.append("end \(attempt)") }
            observer.send(value: attempt * 10)
            if attempt < 3 {
                observer.send(error: TestError("\(attempt)"))
            } else {
                observer.sendCompleted()
            }
        }
        let scanned = work.scan(0, +)
        #expect(checkedEvents(of: scanned.retry(upTo: 5)) == [.value(10), .value(20), .value(30), .completed])
        // As in ReactiveSwift, the next attempt starts as soon as the failure
        // arrives, before the failed attempt has released what it holds.
        #expect(log == ["start 1", "start 2", "start 3", "end 3", "end 2", "end 1"])
    }

    @Test("disposing of a start during a retry interrupts the attempt that runs, and no other starts")
    func disposalDuringARetry() {
        // Each start's input, kept so that the test can send into it.
        var inputs: [Signal<Int, TestError>.Observer] = []
        var ends = 0
        let work = SignalProducer<Int, TestError> { observer, lifetime in
            inputs.append(observer)
            lifetime.observeEnded { ends += 1 }
        }
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(work.retry(upTo: 3))
        inputs[0].send(value: 1)
        inputs[0].send(error: TestError())
        #expect(inputs.count == 2)
        #expect(ends == 1)
        inputs[1].send(value: 2)
        start.dispose()
        #expect(ends == 2)
        inputs[1].send(error: TestError())
        #expect(inputs.count == 2)
        #expect(checker.events == [.value(1), .value(2), .interrupted])
        expectNoViolations(checker)

        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.producer("-a#").retry(upTo: 5), disposingAt: 5) == "-a-a-!")
    }

    @Test("a producer with many retries in hand makes nothing until the work fails")
    func manyRetries() {
        let attempts = Attempts([.failure(TestError("0")), .failure(TestError("1")), .success(7)])
        #expect(checkedEvents(of: attempts.producer.retry(upTo: .max)) == [.value(7), .completed])
        #expect(attempts.starts == 3)
    }

    @Test("a negative count stops the program with a message that says what to pass instead")
    func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, TestError>.never.retry(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("retry(upTo: -1): the number of retries must not be negative"))
        #expect(message.contains("Pass 0 to try once and never retry"))
    }
}
