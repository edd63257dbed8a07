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

    @Test("the walk-through's firstOrDefault: first() ?? a default, for a producer that completes without a value")
    func firstOrDefault() {
        let empty = SignalProducer<String, NamedError>.empty
        let value = (try? empty.first()?.get()) ?? "default"
        #expect(value == "default")
        let one = SignalProducer<String, NamedError>(value: "one")
        #expect(((try? one.first()?.get()) ?? "default") == "one")
    }
}
