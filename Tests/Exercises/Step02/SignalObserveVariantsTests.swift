// The tests of exercise 2.4, `Exercises/Step02/SignalObserveVariants.swift`.
// Check it with `swift run learn check 2.4`.
//
// The variants are built on your `observe(_:)` (exercise 2.3): do exercises
// 2.1 to 2.3 first.

import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.4: The observe family")
struct Exercise02_04 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("observeValues gets every value, and nothing for completion")
    func observeValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        let disposable = signal.observeValues { values.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(values == [1, 2])
        #expect(disposable != nil)
    }

    @Test("observeResult gets values as successes and the error as a failure")
    func observeResultFailure() {
        let (signal, input) = TestSignal.pipe()
        var results: [Outcome<Int>] = []
        signal.observeResult { results.append(Outcome($0)) }
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError("boom"))
        #expect(results == [.success(1), .success(2), .failure(TestError("boom"))])
    }

    @Test("observeResult reports nothing for completion or interruption")
    func observeResultCompletion() {
        let (completing, completingInput) = TestSignal.pipe()
        let (interrupting, interruptingInput) = TestSignal.pipe()
        var results: [Outcome<Int>] = []
        completing.observeResult { results.append(Outcome($0)) }
        interrupting.observeResult { results.append(Outcome($0)) }
        completingInput.send(value: 1)
        completingInput.sendCompleted()
        interruptingInput.send(value: 2)
        interruptingInput.sendInterrupted()
        #expect(results == [.success(1), .success(2)])
    }

    @Test("observeFailed gets the error once, and is not called on completion")
    func observeFailed() {
        let (failing, failingInput) = TestSignal.pipe()
        let (completing, completingInput) = TestSignal.pipe()
        var errors: [TestError] = []
        failing.observeFailed { errors.append($0) }
        completing.observeFailed { errors.append($0) }
        failingInput.send(value: 1)
        failingInput.send(error: TestError("boom"))
        completingInput.sendCompleted()
        #expect(errors == [TestError("boom")])
    }

    @Test("observeCompleted is called on completion, and not on failure or interruption")
    func observeCompleted() {
        var log: [String] = []
        for (name, end) in [("completed", Event<Int, TestError>.completed), ("failed", .failed(TestError())), ("interrupted", .interrupted)] {
            let (signal, input) = TestSignal.pipe()
            signal.observeCompleted { log.append("observeCompleted called for \(name)") }
            input.send(value: 1)
            input.send(end)
        }
        #expect(log == ["observeCompleted called for completed"])
    }

    @Test("observeInterrupted is called on interruption, and for a signal that had already terminated")
    func observeInterrupted() {
        var log: [String] = []
        for (name, end) in [("interrupted", Event<Int, TestError>.interrupted), ("completed", .completed), ("failed", .failed(TestError()))] {
            let (signal, input) = TestSignal.pipe()
            signal.observeInterrupted { log.append("observeInterrupted called for \(name)") }
            input.send(end)
        }
        let (ended, endedInput) = TestSignal.pipe()
        endedInput.sendCompleted()
        let disposable = ended.observeInterrupted { log.append("observeInterrupted called after the end") }
        #expect(log == ["observeInterrupted called for interrupted", "observeInterrupted called after the end"])
        #expect(disposable == nil)
    }

    @Test("every variant returns the disposable of its observation, which stops it")
    func variantsReturnTheirDisposable() {
        let (values, valuesInput) = Signal<Int, Never>.pipe()
        let (signal, input) = TestSignal.pipe()
        var log: [String] = []
        let disposables = [
            values.observeValues { log.append("value \($0)") },
            signal.observeResult { log.append("result \($0)") },
            signal.observeFailed { log.append("failed \($0)") },
            signal.observeCompleted { log.append("completed") },
            signal.observeInterrupted { log.append("interrupted") },
        ]
        #expect(disposables.map { $0 != nil } == [true, true, true, true, true])
        for disposable in disposables {
            disposable?.dispose()
        }
        valuesInput.send(value: 1)
        input.send(value: 1)
        input.sendInterrupted()
        #expect(log == [])
        #expect([values.observerCount, signal.observerCount] == [0, 0])
    }
}
