// The tests of exercise 12.7, `Exercises/Step12/SingleAndLast.swift`:
// single(), last() and wait().
// Check it with `swift run learn check 12.7`.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// A producer that sends `values`, then ends with `end`.
private func producer(_ values: [Int], then end: Signal<Int, NamedError>.Event) -> SignalProducer<Int, NamedError> {
    SignalProducer { observer, _ in
        for value in values { observer.send(value: value) }
        observer.send(end)
    }
}

@Suite("Exercise 12.7: single(), last() and wait()")
struct Exercise12_07 {
    @Test("single(): one value, then completed, answers it")
    func singleOne() {
        #expect(SignalProducer<Int, NamedError>(value: 7).single() == .success(7))
    }

    @Test("single(): no value answers nil; two values answer nil, and the start is disposed of after the second")
    func singleNoneOrMany() {
        #expect(SignalProducer<Int, NamedError>.empty.single() == nil)
        var sent: [Int] = []
        let producer = SignalProducer<Int, NamedError> { observer, lifetime in
            for number in 1...5 where !lifetime.hasEnded {
                sent.append(number)
                observer.send(value: number)
            }
            observer.sendCompleted()
        }
        #expect(producer.single() == nil)
        #expect(sent == [1, 2])
    }

    @Test("single(): a value then a failure answers the failure")
    func singleFailure() {
        let producer = SignalProducer<Int, NamedError>(value: 1).concat(error: NamedError("offline"))
        #expect(producer.single() == .failure(NamedError("offline")))
    }

    @Test("the step's table for single(): the only value; nil for none or for two; the error; a value then an interruption still counts")
    func singleTable() {
        #expect(producer([7], then: .completed).single() == .success(7))
        #expect(producer([], then: .completed).single() == nil)
        #expect(producer([1, 2], then: .completed).single() == nil)
        #expect(producer([1, 2, 3], then: .completed).single() == nil)
        #expect(producer([], then: .failed(NamedError())).single() == .failure(NamedError()))
        #expect(producer([1], then: .failed(NamedError())).single() == .failure(NamedError()))
        #expect(producer([1], then: .interrupted).single() == .success(1))
        #expect(producer([], then: .interrupted).single() == nil)
    }

    @Test("the step's table for last(): the last value, the error, nil for none or for an interruption")
    func lastTable() {
        #expect(producer([1, 2], then: .completed).last() == .success(2))
        #expect(producer([], then: .completed).last() == nil)
        #expect(producer([1], then: .failed(NamedError())).last() == .failure(NamedError()))
        #expect(producer([1, 2], then: .interrupted).last() == nil)
    }

    @Test("wait(): success on completion and on interruption, the error on failure")
    func wait() {
        #expect((try? producer([1, 2], then: .completed).wait().get()) != nil)
        #expect((try? producer([], then: .interrupted).wait().get()) != nil)
        switch producer([1], then: .failed(NamedError("w"))).wait() {
        case .success: Issue.record("a failed producer waited to success")
        case .failure(let error): #expect(error == NamedError("w"))
        }
    }

    @Test("single() waits for the completion, not for the value")
    func singleWaitsForCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let transfer = UncheckedTransfer(SignalProducer(signal))
        let outcome = LockedList<Int?>()
        let answered = DispatchSemaphore(value: 0)
        Thread {
            outcome.append(transfer.value.single()?.get())
            answered.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        input.send(value: 1)
        #expect(answered.wait(timeout: .now() + 0.1) == .timedOut)
        input.sendCompleted()
        #expect(answered.wait(timeout: .now() + 10) == .success)
        #expect(outcome.all == [1])
    }

    @Test("the walk-through's toArray is collect().single(): it blocks until the later value and the completion, then gives [start, end]")
    func walkThroughToArray() {
        let asyncSignal = SignalProducer<String, Never> { subscriber, _ in
            subscriber.send(value: "start")
            let transfer = UncheckedTransfer(subscriber)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                transfer.value.send(value: "end")
                transfer.value.sendCompleted()
            }
        }
        let started = Date()
        let array = asyncSignal.collect().single()
        #expect(array == .success(["start", "end"]))
        #expect(Date().timeIntervalSince(started) >= 0.19)
    }

    @Test("the walk-through's waitUntilCompleted is wait(): success, no error")
    func walkThroughWait() {
        let syncSignal = SignalProducer<Int, Never>([0, 1])
        let line: String
        switch syncSignal.wait() {
        case .success: line = "waitUntilCompleted -- 1 -- (null)"
        }
        #expect(line == "waitUntilCompleted -- 1 -- (null)")
    }

    @Test("last(): the last value, once the producer has completed; nil for no value; a failure wins")
    func last() {
        #expect(SignalProducer<Int, NamedError>([1, 2, 3]).last() == .success(3))
        #expect(SignalProducer<Int, NamedError>.empty.last() == nil)
        #expect(SignalProducer<Int, NamedError>([1, 2]).concat(error: NamedError()).last() == .failure(NamedError()))
    }

    @Test("last() waits for a producer that sends from another thread")
    func lastFromAnotherThread() {
        let producer = SignalProducer<Int, NamedError> { observer, _ in
            let transfer = UncheckedTransfer(observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                for number in 1...100 {
                    transfer.value.send(value: number)
                }
                transfer.value.sendCompleted()
            }
        }
        #expect(producer.last() == .success(100))
    }

    @Test("the walk-through's blocking toArray: collect().single() answers every value, in one array")
    func toArray() {
        let producer = SignalProducer<Int, NamedError>([1, 2, 3])
        #expect(producer.collect().single() == .success([1, 2, 3]))
        #expect(SignalProducer<Int, NamedError>.empty.collect().single() == .success([]))
    }
}
