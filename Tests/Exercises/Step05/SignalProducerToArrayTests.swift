// The tests of exercise 5.5 (stretch), `Exercises/Step05/SignalProducerToArray.swift`.
// Check it with `swift run learn check 5.5`. Your `toArray` uses your
// `start` from exercise 5.2; the future is step 4's.

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.5 (stretch): toArray(), a producer folded into a future")
struct Exercise05_05 {
    @Test("the future delivers every value, in order, when the producer completes, and not before")
    func deliversAllValuesOnCompletion() {
        var results: [Outcome<[Int]>] = []
        var input: Signal<Int, TestError>.Observer?
        let producer = SignalProducer<Int, TestError> { observer, _ in input = observer }
        producer.toArray().start { results.append(Outcome($0)) }
        input?.send(value: 1)
        input?.send(value: 2)
        input?.send(value: 3)
        let resultsBeforeCompletion = results
        input?.sendCompleted()
        #expect(resultsBeforeCompletion == [])
        #expect(results == [.success([1, 2, 3])])
    }

    @Test("a producer that completes without values gives an empty array")
    func emptyArray() {
        var results: [Outcome<[Int]>] = []
        SignalProducer<Int, TestError> { observer, _ in observer.sendCompleted() }
            .toArray()
            .start { results.append(Outcome($0)) }
        #expect(results == [.success([])])
    }

    @Test("a failure is delivered as a failure")
    func failure() {
        var results: [Outcome<[Int]>] = []
        SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError("offline"))
        }
        .toArray()
        .start { results.append(Outcome($0)) }
        #expect(results == [.failure(TestError("offline"))])
    }

    @Test("an interruption delivers nothing")
    func interruption() {
        var results: [Outcome<[Int]>] = []
        var log: [String] = []
        SignalProducer<Int, TestError> { observer, _ in
            log.append("started")
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        .toArray()
        .start { results.append(Outcome($0)) }
        #expect(log == ["started"])
        #expect(results == [])
    }

    @Test("nothing starts before the future does; each start of the future starts the producer again, with an array of its own")
    func eachStartStartsAgain() {
        var starts = 0
        var results: [Outcome<[Int]>] = []
        let producer = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.send(value: starts * 10)
            observer.sendCompleted()
        }
        let future = producer.toArray()
        let startsBefore = starts
        future.start { results.append(Outcome($0)) }
        future.start { results.append(Outcome($0)) }
        #expect(startsBefore == 0)
        #expect(results == [.success([1, 10]), .success([2, 20])])
    }

    @Test("cancelling the future disposes the producer's start, which is interrupted")
    func cancellingDisposesTheStart() {
        var log: [String] = []
        var results: [Outcome<[Int]>] = []
        var input: Signal<Int, TestError>.Observer?
        let producer = SignalProducer<Int, TestError> { observer, lifetime in
            input = observer
            log.append("producer started")
            lifetime.observeEnded { log.append("producer's start ended") }
        }
        let cancel = producer.toArray().start { results.append(Outcome($0)) }
        input?.send(value: 1)
        log.append("cancel")
        cancel.dispose()
        input?.sendCompleted()
        #expect(log == ["producer started", "cancel", "producer's start ended"])
        #expect(results == [])
    }
}
