import Testing
@testable import Step12_Schedulers

@Suite struct SignalProducerStartTests {
    @Test("startWithValues receives only the values")
    func startWithValues() {
        var values: [Int] = []
        SignalProducer<Int, Never>(values: 1, 2).startWithValues { values.append($0) }
        #expect(values == [1, 2])
    }

    @Test("startWithResult receives values as successes and the error as a failure")
    func startWithResult() {
        var results: [Result<Int, TestError>] = []
        SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError("no"))
        }
        .startWithResult { results.append($0) }
        #expect(results == [.success(1), .failure(TestError("no"))])
    }

    @Test("startWithFailed receives only the error")
    func startWithFailed() {
        var errors: [TestError] = []
        SignalProducer<Int, TestError>(error: TestError("no")).startWithFailed { errors.append($0) }
        SignalProducer<Int, TestError>(value: 1).startWithFailed { errors.append($0) }
        #expect(errors == [TestError("no")])
    }

    @Test("startWithCompleted is called on completion only")
    func startWithCompleted() {
        var completions = 0
        SignalProducer<Int, TestError>(value: 1).startWithCompleted { completions += 1 }
        SignalProducer<Int, TestError>(error: TestError()).startWithCompleted { completions += 1 }
        #expect(completions == 1)
    }

    @Test("startWithInterrupted is called when the start is disposed")
    func startWithInterrupted() {
        var interruptions = 0
        let disposable = SignalProducer<Int, Never>.never.startWithInterrupted { interruptions += 1 }
        #expect(interruptions == 0)
        disposable.dispose()
        #expect(interruptions == 1)
    }

    @Test("start with a closure receives every event")
    func startWithClosure() {
        var events: [Event<Int, Never>] = []
        SignalProducer<Int, Never>(value: 1).start { events.append($0) }
        #expect(events == [.value(1), .completed])
    }
}
