// The tests of exercise 12.7, `Exercises/Step12/SingleAndLast.swift`.
// Check it with `swift run learn check 12.7`.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

@Suite("Exercise 12.7: single() and last()")
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
