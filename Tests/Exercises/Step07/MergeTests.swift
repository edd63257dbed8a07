// The tests of exercise 7.5, `Exercises/Step07/Merge.swift`.
// Check it with `swift run learn check 7.5`.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.5: merge")
struct Exercise07_05 {
    /// Draws `Signal.merge(first, second)`.
    func merged(_ first: String, _ second: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        MarbleScenario.checkedRun(first, second, sourceLocation: sourceLocation) { Signal.merge($0, $1) }
    }

    @Test("merge forwards the values of both signals as they come, and completes when both have completed")
    func mergesTwo() {
        #expect(merged("-a--c-|", "--b--d--|") == "-ab-cd--|")
    }

    @Test("merge takes any number of signals, and a sequence of them")
    func mergesMany() {
        let scenario = MarbleScenario()
        let first = scenario.signal("a--|")
        let second = scenario.signal("-b-|")
        let third = scenario.signal("--c-|")
        #expect(scenario.checkedRun(Signal.merge(first, second, third)) == "abc-|")

        let other = MarbleScenario()
        let signals = ["-a|", "--b|", "c|"].map { other.signal($0) }
        #expect(other.checkedRun(Signal.merge(signals)) == "cab|")
    }

    @Test("a failure of any signal ends the merge at once")
    func failure() {
        #expect(merged("-a-#", "--b-c|") == "-ab#")
    }

    @Test("an interrupted signal counts as ended, as a completed one does: the others go on, as in ReactiveSwift")
    func interruptionEndsOnlyItsSignal() {
        #expect(merged("-a--c|", "--!") == "-a--c|")
        #expect(merged("-a!", "--b-!") == "-ab-|")
    }

    @Test("a merge of no signal at all has completed before it is returned: an observer gets interrupted, as from any ended signal")
    func mergesNothing() {
        let fromSequence = ContractChecker<String, MarbleError>()
        fromSequence.observe(Signal.merge([Signal<String, MarbleError>]()))
        let fromVariadic = ContractChecker<String, MarbleError>()
        fromVariadic.observe(Signal<String, MarbleError>.merge())
        #expect(fromSequence.events == [.interrupted])
        #expect(fromVariadic.events == [.interrupted])
        expectNoViolations(fromSequence)
        expectNoViolations(fromVariadic)
    }

    @Test("when the merge ends, it stops observing every signal")
    func stopsObservingOnEnd() {
        var log: [String] = []
        var failingInput: Signal<String, MarbleError>.Observer?
        var otherInput: Signal<String, MarbleError>.Observer?
        let checker = ContractChecker<String, MarbleError>()
        do {
            // Only the merge observes these two; once it stops, the one that
            // is still alive is unreachable and ends, which its pipe reports.
            let (failing, failingPipeInput) = Signal<String, MarbleError>.pipe()
            let (other, otherPipeInput) = Signal<String, MarbleError>.pipe(disposable: AnyDisposable { log.append("other let go") })
            failingInput = failingPipeInput
            otherInput = otherPipeInput
            checker.observe(Signal.merge(failing, other))
        }
        otherInput?.send(value: "a")
        let logBeforeFailure = log
        failingInput?.send(error: MarbleError())
        #expect(logBeforeFailure == [])
        #expect(log == ["other let go"])
        #expect(checker.events == [.value("a"), .failed(MarbleError())])
        expectNoViolations(checker)
    }

    @Test("values sent from several threads at once all arrive, one at a time, and completed comes last")
    func concurrentSignals() {
        let pipes = (0..<4).map { _ in Signal<Int, Never>.pipe() }
        let checker = ContractChecker<Int, Never>()
        checker.observe(Signal.merge(pipes.map(\.output)))
        DispatchQueue.concurrentPerform(iterations: pipes.count) { index in
            for number in 0..<1_000 {
                pipes[index].input.send(value: index * 1_000 + number)
            }
            pipes[index].input.sendCompleted()
        }
        let events = checker.events
        #expect(events.count == 4_001)
        #expect(events.suffix(1) == [.completed])
        // Compared by summary, not printed whole.
        let values = Set(events.compactMap(\.value))
        #expect(values.count == 4_000)
        #expect(values.allSatisfy { (0..<4_000).contains($0) })
        expectNoViolations(checker)
    }

    @Test("a producer's merge(with:) starts the receiver first, then the argument, as ReactiveSwift does")
    func producerStartOrder() {
        var log: [String] = []
        let first = SignalProducer<String, MarbleError> { observer, _ in
            log.append("first start")
            observer.send(value: "a")
            observer.send(value: "b")
            observer.sendCompleted()
        }
        let second = SignalProducer<String, MarbleError> { observer, _ in
            log.append("second start")
            observer.send(value: "c")
            observer.sendCompleted()
        }
        let events = checkedEvents(of: first.merge(with: second))
        #expect(log == ["first start", "second start"])
        #expect(events == [.value("a"), .value("b"), .value("c"), .completed])
    }

    @Test("a producer's merge(with:) merges the values of every start")
    func producerMerges() {
        let scenario = MarbleScenario()
        let first = scenario.producer("-a--c|")
        let second = scenario.producer("--b---d|")
        #expect(scenario.checkedRun(first.merge(with: second)) == "-ab-c-d|")
    }

    @Test("a start of a merged producer that is interrupted does not end the merge")
    func producerInterruptedStart() {
        let first = SignalProducer<String, MarbleError> { observer, _ in
            observer.send(value: "a")
            observer.sendInterrupted()
        }
        let second = SignalProducer<String, MarbleError> { observer, _ in
            observer.send(value: "b")
            observer.sendCompleted()
        }
        #expect(checkedEvents(of: first.merge(with: second)) == [.value("a"), .value("b"), .completed])
    }

    @Test("when one start of a merged producer fails, the other start is interrupted")
    func producerFailureInterruptsTheOther() {
        var log: [String] = []
        var failingInput: Signal<String, MarbleError>.Observer?
        let failing = SignalProducer<String, MarbleError> { observer, _ in
            failingInput = observer
        }
        let other = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("other ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        checker.start(failing.merge(with: other))
        failingInput?.send(error: MarbleError())
        #expect(checker.events == [.failed(MarbleError())])
        #expect(log == ["other ended"])
        expectNoViolations(checker)
    }

    @Test("a producer that fails as it starts ends the merge at once: a producer merged after it never starts")
    func failureWhileStarting() {
        var log: [String] = []
        let first = SignalProducer<String, MarbleError> { observer, lifetime in
            log.append("first start")
            lifetime.observeEnded { log.append("first ended") }
            observer.send(value: "a")
        }
        let failing = SignalProducer<String, MarbleError> { observer, _ in
            log.append("failing start")
            observer.send(error: MarbleError())
        }
        let last = SignalProducer<String, MarbleError> { observer, _ in
            log.append("last start")
            observer.send(value: "c")
            observer.sendCompleted()
        }
        let events = checkedEvents(of: first.merge(with: failing).merge(with: last))
        #expect(events == [.value("a"), .failed(MarbleError())])
        #expect(log == ["first start", "failing start", "first ended"])
    }

    @Test("disposing a start of a merged producer interrupts it, and both starts underneath")
    func disposingInterruptsBothStarts() {
        var log: [String] = []
        let first = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("first ended") }
        }
        let second = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("second ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(first.merge(with: second))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["first ended", "second ended"])
        expectNoViolations(checker)
    }
}

// Step 7's `MergeTests.recursiveCompletion`.
extension Exercise07_05 {
    @Test("an observer that completes both signals while it receives a value does not deadlock: the merge completes after that value")
    func completionFromInsideADelivery() throws {
        let checker = try #require(inTime {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never> { event in
                if event.value == 1 {
                    aInput.sendCompleted()
                    bInput.sendCompleted()
                }
            }
            checker.observe(Signal.merge(a, b))
            aInput.send(value: 1)
            return checker
        }, "the scenario did not finish in time: a deadlock")
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }
}

// Step 7's `MergeConcurrencyTests.concurrentInputs`: besides every value
// once, each signal's values keep their order.
extension Exercise07_05 {
    @Test("four threads sending into four signals and completing them: every value once, each signal's in order, then completed")
    func concurrentSignalsKeepTheirOrder() {
        let threads = 4
        let valuesPerSignal = 5_000
        let pipes = (0..<threads).map { _ in Signal<Int, Never>.pipe() }
        let checker = ContractChecker<Int, Never>()
        checker.observe(Signal.merge(pipes.map(\.output)))
        let inputs = UncheckedTransfer(pipes.map(\.input))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<valuesPerSignal {
                inputs.value[thread].send(value: thread * valuesPerSignal + index)
            }
            inputs.value[thread].sendCompleted()
        }
        let events = checker.events
        let values = events.compactMap(\.value)
        // Compared by summary, not printed whole.
        #expect(values.count == threads * valuesPerSignal)
        for signal in 0..<threads {
            let own = values.filter { $0 / valuesPerSignal == signal }
            #expect(own == Array(signal * valuesPerSignal..<(signal + 1) * valuesPerSignal), "signal \(signal)'s values out of order, or missing")
        }
        #expect(events.filter(\.isTerminating) == [.completed])
        #expect(events.last == .completed)
        expectNoViolations(checker)
    }
}
