// The tests of exercise 4.6 (stretch), `Exercises/Step04/SignalFirstOrDefault.swift`.
// Check it with `swift run learn check 4.6`. They use your cancellable
// `Future` from exercise 4.4.

import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.6 (stretch): firstOrDefault as a future")
struct Exercise04_06 {
    @Test("the future delivers the first value sent after it starts, and nothing before start")
    func firstValueAfterStart() {
        var results: [Outcome<Int>] = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        let first = signal.first(or: 0)
        input.send(value: 1)  // made, but not started: nobody is observing
        first.start { results.append(Outcome($0)) }
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        #expect(results == [.success(2)])
    }

    @Test("each start observes again")
    func eachStartObserves() {
        var results: [String] = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        let first = signal.first(or: 0)
        first.start { results.append("first start: \(Outcome($0))") }
        input.send(value: 1)
        first.start { results.append("second start: \(Outcome($0))") }
        input.send(value: 2)
        #expect(results == ["first start: success(1)", "second start: success(2)"])
    }

    @Test("completing or being interrupted without a value delivers the default value")
    func defaultValue() {
        var results: [String] = []
        let (completing, completingInput) = Signal<Int, TestError>.pipe()
        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        completing.first(or: -1).start { results.append("completed: \(Outcome($0))") }
        interrupted.first(or: -2).start { results.append("interrupted: \(Outcome($0))") }
        completingInput.sendCompleted()
        interruptedInput.sendInterrupted()
        #expect(results == ["completed: success(-1)", "interrupted: success(-2)"])
    }

    @Test("a failure of the signal is delivered as a failure")
    func failure() {
        var results: [Outcome<Int>] = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        signal.first(or: 0).start { results.append(Outcome($0)) }
        input.send(error: TestError("offline"))
        #expect(results == [.failure(TestError("offline"))])
    }

    @Test("starting after the signal has ended delivers the default value at once")
    func startAfterEnd() {
        var results: [Outcome<Int>] = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        input.sendCompleted()
        signal.first(or: 7).start { results.append(Outcome($0)) }
        #expect(results == [.success(7)])
    }

    @Test("the observation stops as soon as the first value is delivered: the signal lets go of the observer")
    func observationStopsAfterFirstValue() {
        var results: [Outcome<Int>] = []
        weak var weakTracked: Tracked?
        let (signal, input) = Signal<Int, TestError>.pipe()
        do {
            // The completion holds `tracked`; the signal holds the
            // completion for as long as it holds the future's observer.
            let tracked = Tracked()
            weakTracked = tracked
            signal.first(or: 0).start { result in
                _ = tracked
                results.append(Outcome(result))
            }
        }
        let observerHeldBeforeValue = weakTracked != nil
        input.send(value: 1)
        #expect(results == [.success(1)])
        #expect(observerHeldBeforeValue == true)
        #expect(weakTracked == nil)
    }

    @Test("cancelling the future stops observing: the signal lets go of the observer, and delivers nothing")
    func cancellingStopsObserving() {
        var results: [Outcome<Int>] = []
        weak var weakTracked: Tracked?
        let (signal, input) = Signal<Int, TestError>.pipe()
        var cancel: Disposable?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            cancel = signal.first(or: 0).start { result in
                _ = tracked
                results.append(Outcome(result))
            }
        }
        let observerHeldBeforeCancel = weakTracked != nil
        cancel?.dispose()
        cancel = nil
        input.send(value: 1)
        #expect(observerHeldBeforeCancel == true)
        #expect(weakTracked == nil)
        #expect(results == [])
    }
}
