import Testing
@testable import Step12_Schedulers

@Suite struct SignalObserveTests {
    @Test("observeValues receives only the values")
    func observeValues() {
        let (output, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        output.observeValues { values.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(values == [1, 2])
    }

    @Test("observeResult receives values as successes and the error as a failure, nothing else")
    func observeResult() {
        let (output, input) = Signal<Int, TestError>.pipe()
        var results: [Result<Int, TestError>] = []
        output.observeResult { results.append($0) }
        input.send(value: 1)
        input.send(error: TestError("boom"))
        #expect(results == [.success(1), .failure(TestError("boom"))])
    }

    @Test("observeResult reports nothing for completion")
    func observeResultIgnoresCompletion() {
        let (output, input) = Signal<Int, TestError>.pipe()
        var results: [Result<Int, TestError>] = []
        output.observeResult { results.append($0) }
        input.send(value: 1)
        input.sendCompleted()
        #expect(results == [.success(1)])
    }

    @Test("observeFailed receives only the error")
    func observeFailed() {
        let (output, input) = Signal<Int, TestError>.pipe()
        var errors: [TestError] = []
        output.observeFailed { errors.append($0) }
        input.send(value: 1)
        input.send(error: TestError("boom"))
        #expect(errors == [TestError("boom")])
    }

    @Test("observeCompleted is called once, on completion only")
    func observeCompleted() {
        let (output, input) = Signal<Int, TestError>.pipe()
        var completions = 0
        output.observeCompleted { completions += 1 }
        input.send(value: 1)
        #expect(completions == 0)
        input.sendCompleted()
        #expect(completions == 1)
    }

    @Test("observeCompleted is not called when the signal fails")
    func observeCompletedNotOnFailure() {
        let (output, input) = Signal<Int, TestError>.pipe()
        var completions = 0
        output.observeCompleted { completions += 1 }
        input.send(error: TestError())
        #expect(completions == 0)
    }

    @Test("observeInterrupted is called on interruption, and at once for a terminated signal")
    func observeInterrupted() {
        let (output, input) = Signal<Int, Never>.pipe()
        var interruptions = 0
        output.observeInterrupted { interruptions += 1 }
        input.sendInterrupted()
        #expect(interruptions == 1)
        output.observeInterrupted { interruptions += 1 }
        #expect(interruptions == 2)
    }

    @Test("every observe variant returns a disposable that stops it")
    func everyVariantCanBeStopped() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let (interrupting, interruptingInput) = Signal<Int, TestError>.pipe()
        var calls = 0
        let disposables = [
            output.observe { _ in calls += 1 },
            output.observeResult { _ in calls += 1 },
            output.observeValues { _ in calls += 1 },
            output.observeCompleted { calls += 1 },
            output.observeInterrupted { calls += 1 },
            failing.observeFailed { _ in calls += 1 },
            failing.observeResult { _ in calls += 1 },
            interrupting.observeInterrupted { calls += 1 },
        ]
        for disposable in disposables { disposable?.dispose() }
        input.send(value: 1)
        input.sendCompleted()
        failingInput.send(error: TestError())
        interruptingInput.sendInterrupted()
        #expect(calls == 0)
    }
}
