// The tests of exercise 6.6 (stretch), `Exercises/Step06/AnyAll.swift`.
// Check it with `swift run learn check 6.6`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.6 (stretch): any and all of a stream's values")
struct Exercise06_06 {
    @Test("any sends true and completes at the first value that passes, and calls the predicate no more")
    func anyAnswersAtFirstPass() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Bool>()
        var tested: [Int] = []
        numbers.any { number in
            tested.append(number)
            return number.isMultiple(of: 2)
        }
        .observe(recorder.record)
        input.send(value: 1)
        let afterOdd = recorder.events
        input.send(value: 2)
        input.send(value: 4)
        input.sendCompleted()
        #expect(afterOdd == [])
        #expect(recorder.events == [.value(true), .completed])
        #expect(tested == [1, 2])
    }

    @Test("any sends false and completes when the source completes first, even without values")
    func anyFalseOnCompletion() {
        let odd = Recorder<Bool>()
        SignalProducer<Int, TestError>([1, 3, 5]).any { $0.isMultiple(of: 2) }.start(odd.record)
        let empty = Recorder<Bool>()
        SignalProducer<Int, TestError>.empty.any { _ in true }.start(empty.record)
        #expect(odd.events == [.value(false), .completed])
        #expect(empty.events == [.value(false), .completed])
    }

    @Test("all sends false and completes at the first value that fails, and calls the predicate no more")
    func allAnswersAtFirstFailure() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Bool>()
        var tested: [Int] = []
        numbers.all { number in
            tested.append(number)
            return number > 0
        }
        .observe(recorder.record)
        input.send(value: 3)
        input.send(value: -1)
        input.send(value: 5)
        #expect(recorder.events == [.value(false), .completed])
        #expect(tested == [3, -1])
    }

    @Test("all sends true and completes when the source completes first, even without values")
    func allTrueOnCompletion() {
        let positive = Recorder<Bool>()
        SignalProducer<Int, TestError>([1, 2, 3]).all { $0 > 0 }.start(positive.record)
        let empty = Recorder<Bool>()
        SignalProducer<Int, TestError>.empty.all { _ in false }.start(empty.record)
        #expect(positive.events == [.value(true), .completed])
        #expect(empty.events == [.value(true), .completed])
    }

    @Test("a failure and an interruption pass unchanged, with no answer")
    func terminalEventsPass() {
        let failedAny = Recorder<Bool>()
        SignalProducer<Int, TestError>(error: TestError("offline")).any { _ in true }.start(failedAny.record)
        let failedAll = Recorder<Bool>()
        SignalProducer<Int, TestError>(error: TestError("offline")).all { _ in true }.start(failedAll.record)
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let interrupted = Recorder<Bool>()
        numbers.all { $0 > 0 }.observe(interrupted.record)
        input.send(value: 1)
        input.sendInterrupted()
        #expect(failedAny.events == [.failed(TestError("offline"))])
        #expect(failedAll.events == [.failed(TestError("offline"))])
        #expect(interrupted.events == [.interrupted])
    }

    @Test("a producer's any interrupts the start underneath as soon as it has its answer")
    func anyInterruptsUpstream() {
        var log: [String] = []
        var taken: [Int] = []
        let numbers = SignalProducer<Int, TestError> { observer, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
            for number in 1...100 {
                guard !lifetime.hasEnded else { return }
                taken.append(number)
                observer.send(value: number)
            }
            observer.sendCompleted()
        }
        numbers.any { $0 == 3 }.start { log.append("got \($0)") }
        #expect(log == ["got VALUE true", "got COMPLETED", "upstream ended"])
        #expect(taken == [1, 2, 3])
    }

    @Test("a producer's all interrupts the start underneath as soon as it has its answer")
    func allInterruptsUpstream() {
        var log: [String] = []
        var input: Signal<String, TestError>.Observer?
        let words = SignalProducer<String, TestError> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("upstream ended") }
        }
        words.all { !$0.isEmpty }.start { log.append("got \($0)") }
        input?.send(value: "hello")
        input?.send(value: "")
        #expect(log == ["got VALUE false", "got COMPLETED", "upstream ended"])
    }

    @Test("once answered, the signal releases its predicate, though its source goes on")
    func releasesOnAnswer() {
        weak var released: Tracked?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Bool>()
        do {
            let tracked = Tracked()
            released = tracked
            numbers.any { number in
                _ = tracked
                return number > 1
            }
            .observe(recorder.record)
        }
        input.send(value: 1)
        let aliveBeforeTheAnswer = released != nil
        input.send(value: 2)
        #expect(aliveBeforeTheAnswer == true)
        #expect(released == nil)
        #expect(recorder.events == [.value(true), .completed])
    }
}
