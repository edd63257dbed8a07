// The tests of exercise 2.5 (stretch), `Exercises/Step02/SignalContains.swift`.
// Check it with `swift run learn check 2.5`.
//
// The operators are built on your signal: do exercises 2.1 to 2.4 first.

import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.5 (stretch): contains(where:) and allSatisfy(_:)")
struct Exercise02_05 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("contains sends true and completes at the first value that matches")
    func containsMatch() {
        let (source, input) = TestSignal.pipe()
        let recorder = Recorder<Bool>()
        source.contains { $0 > 2 }.observe(recorder.record)
        input.send(value: 1)
        input.send(value: 2)
        let beforeMatch = recorder.events
        input.send(value: 3)
        let atMatch = recorder.events
        input.send(value: 4)
        input.sendCompleted()
        #expect(beforeMatch == [])
        #expect(atMatch == [.value(true), .completed])
        #expect(recorder.events == [.value(true), .completed])
    }

    @Test("contains sends false and completes if the source completes without a match")
    func containsNoMatch() {
        let (source, input) = TestSignal.pipe()
        let recorder = Recorder<Bool>()
        source.contains { $0 > 2 }.observe(recorder.record)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(false), .completed])
    }

    @Test("allSatisfy sends false and completes at the first value that does not match")
    func allSatisfyMismatch() {
        let (source, input) = TestSignal.pipe()
        let recorder = Recorder<Bool>()
        source.allSatisfy { $0.isMultiple(of: 2) }.observe(recorder.record)
        input.send(value: 2)
        input.send(value: 4)
        let beforeMismatch = recorder.events
        input.send(value: 5)
        let atMismatch = recorder.events
        input.send(value: 6)
        input.sendCompleted()
        #expect(beforeMismatch == [])
        #expect(atMismatch == [.value(false), .completed])
        #expect(recorder.events == [.value(false), .completed])
    }

    @Test("allSatisfy sends true and completes when the source completes")
    func allSatisfyAllMatch() {
        let (source, input) = TestSignal.pipe()
        let recorder = Recorder<Bool>()
        source.allSatisfy { $0.isMultiple(of: 2) }.observe(recorder.record)
        input.send(value: 2)
        input.send(value: 4)
        input.sendCompleted()
        #expect(recorder.events == [.value(true), .completed])
    }

    @Test("on a source that completes with no values, contains answers false and allSatisfy true")
    func emptySource() {
        let (source, input) = TestSignal.pipe()
        let contains = Recorder<Bool>()
        let allSatisfy = Recorder<Bool>()
        source.contains { _ in true }.observe(contains.record)
        source.allSatisfy { _ in false }.observe(allSatisfy.record)
        input.sendCompleted()
        #expect(contains.events == [.value(false), .completed])
        #expect(allSatisfy.events == [.value(true), .completed])
    }

    @Test("both pass on a failure and an interruption of the source unchanged")
    func failureAndInterruption() {
        let (failing, failingInput) = TestSignal.pipe()
        let (interrupted, interruptedInput) = TestSignal.pipe()
        let recorders = (0..<4).map { _ in Recorder<Bool>() }
        failing.contains { $0 > 2 }.observe(recorders[0].record)
        failing.allSatisfy { $0 < 2 }.observe(recorders[1].record)
        interrupted.contains { $0 > 2 }.observe(recorders[2].record)
        interrupted.allSatisfy { $0 < 2 }.observe(recorders[3].record)
        failingInput.send(value: 1)
        failingInput.send(error: TestError("boom"))
        interruptedInput.send(value: 1)
        interruptedInput.sendInterrupted()
        #expect(recorders[0].events == [.failed(TestError("boom"))])
        #expect(recorders[1].events == [.failed(TestError("boom"))])
        #expect(recorders[2].events == [.interrupted])
        #expect(recorders[3].events == [.interrupted])
    }

    @Test("once it has answered, each stops observing the source and never calls the predicate again")
    func stopsObservingAfterAnswer() {
        let (source, input) = TestSignal.pipe()
        var containsAsked: [Int] = []
        var allSatisfyAsked: [Int] = []
        let contains = source.contains { value in
            containsAsked.append(value)
            return value == 2
        }
        let allSatisfy = source.allSatisfy { value in
            allSatisfyAsked.append(value)
            return value < 3
        }
        let observersBefore = source.observerCount
        for value in 1...5 {
            input.send(value: value)
        }
        #expect(containsAsked == [1, 2])
        #expect(allSatisfyAsked == [1, 2, 3])
        #expect([observersBefore, source.observerCount] == [2, 0])
        #expect([contains.stateName, allSatisfy.stateName] == ["terminated", "terminated"])
    }
}
