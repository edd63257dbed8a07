// The tests of exercise 12.5, `Exercises/Step12/First.swift`.
// Check it with `swift run learn check 12.5`.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// Two `Result`s are the same: the same success or the same failure.
private func same<Value: Equatable, Error: Equatable>(_ result: Result<Value, Error>?, _ expected: Result<Value, Error>?) -> Bool {
    result == expected
}

/// A producer that sends `values`, then ends with `end`.
private func producer(_ values: [Int], then end: Signal<Int, NamedError>.Event) -> SignalProducer<Int, NamedError> {
    SignalProducer { observer, _ in
        for value in values { observer.send(value: value) }
        observer.send(end)
    }
}

@Suite("Exercise 12.5: first()")
struct Exercise12_05 {
    @Test("the first value of a synchronous producer; the start is disposed of once it came")
    func firstValue() {
        var sent: [Int] = []
        let disposed = Flag()
        let producer = SignalProducer<Int, NamedError> { observer, lifetime in
            lifetime.observeEnded { disposed.set() }
            for number in 1...3 where !lifetime.hasEnded {
                sent.append(number)
                observer.send(value: number)
            }
        }
        #expect(same(producer.first(), .success(1)))
        #expect(sent == [1])
        #expect(disposed.isSet)
    }

    @Test("an empty producer answers nil")
    func empty() {
        #expect(same(SignalProducer<Int, NamedError>.empty.first(), nil))
    }

    @Test("a failure before any value answers the failure")
    func failure() {
        let producer = SignalProducer<Int, NamedError>(error: NamedError("offline"))
        #expect(same(producer.first(), .failure(NamedError("offline"))))
    }

    @Test("a value, then a failure: the value, the failure not waited for")
    func valueThenFailure() {
        let producer = SignalProducer<Int, NamedError>(value: 1).concat(error: NamedError())
        #expect(same(producer.first(), .success(1)))
    }

    @Test("an interrupted producer without a value answers nil")
    func interrupted() {
        let producer = SignalProducer<Int, NamedError> { observer, _ in observer.sendInterrupted() }
        #expect(same(producer.first(), nil))
    }

    @Test("a producer that sends from another thread, later: first() waits for it")
    func fromAnotherThread() {
        let producer = SignalProducer<Int, NamedError> { observer, _ in
            let transfer = UncheckedTransfer(observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                transfer.value.send(value: 42)
                transfer.value.send(value: 43)
                transfer.value.sendCompleted()
            }
        }
        #expect(same(producer.first(), .success(42)))
    }

    @Test("a producer that fails from another thread, later: first() waits for the failure")
    func failureFromAnotherThread() {
        let producer = SignalProducer<Int, NamedError> { observer, _ in
            let transfer = UncheckedTransfer(observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                transfer.value.send(error: NamedError("late"))
            }
        }
        #expect(same(producer.first(), .failure(NamedError("late"))))
    }

    @Test("the step's table: the first value, the error before any value, or nil for none")
    func table() {
        #expect(same(producer([1, 2], then: .completed).first(), .success(1)))
        #expect(same(producer([], then: .completed).first(), nil))
        #expect(same(producer([], then: .failed(NamedError())).first(), .failure(NamedError())))
        #expect(same(producer([], then: .interrupted).first(), nil))
        #expect(same(producer([5], then: .failed(NamedError())).first(), .success(5)))
    }

    @Test("first() interrupts the start as soon as the first value has come, during the send")
    func stopsTheWork() {
        var workLifetime: Lifetime?
        var sentAfter = false
        let result = SignalProducer<Int, NamedError> { observer, lifetime in
            workLifetime = lifetime
            observer.send(value: 1)
            sentAfter = !lifetime.hasEnded
        }.first()
        #expect(same(result, .success(1)))
        #expect(workLifetime?.hasEnded == true)
        #expect(!sentAfter)
    }

    @Test("first() on one thread waits for a value the test sends later from its own")
    func waitsForAnotherThread() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let transfer = UncheckedTransfer(SignalProducer(signal))
        let outcome = LockedList<Int?>()
        let answered = DispatchSemaphore(value: 0)
        Thread {
            outcome.append(transfer.value.first()?.get())
            answered.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(outcome.all.isEmpty)
        input.send(value: 1)
        #expect(answered.wait(timeout: .now() + 10) == .success)
        #expect(outcome.all == [1])
    }

    @Test("the walk-through's first: prints first -- 0 for its syncSignal")
    func walkThroughFirst() {
        let syncSignal = SignalProducer<Int, Never> { subscriber, _ in
            for index in 0..<2 { subscriber.send(value: index) }
            subscriber.sendCompleted()
        }
        let x = syncSignal.first()
        #expect("first -- \((x?.get()).map(String.init) ?? "nil")" == "first -- 0")
    }

    @Test("the walk-through's firstOrDefault: first() ?? a default, for a producer that completes without a value")
    func firstOrDefault() {
        let empty = SignalProducer<String, NamedError>.empty
        let value = (try? empty.first()?.get()) ?? "default"
        #expect(value == "default")
        let one = SignalProducer<String, NamedError>(value: "one")
        #expect(((try? one.first()?.get()) ?? "default") == "one")
    }
}
