// The tests of exercise 11.5, `Exercises/Step11/ReplayLast.swift`.
// Check it with `swift run learn check 11.5`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.5: replayLast")
struct Exercise11_05 {
    @Test("the walk-through: 0 and 1 sent and completed, synchronously; a start afterwards hears 1, then the end")
    func walkThrough() {
        let replayed = SignalProducer<Int, Never>(values: 0, 1).replayLast()
        #expect(checkedEvents(of: replayed) == [.value(1), .completed])
    }

    @Test("it starts at once, before anybody starts the result, and every start of the result shares that start")
    func eager() {
        let source = CountingSource()
        let replayed = source.producer.replayLast()
        #expect(source.starts == 1)
        source.input.send(value: 1)
        let first = ContractChecker<Int, NamedError>()
        let second = ContractChecker<Int, NamedError>()
        first.start(replayed)
        second.start(replayed)
        source.input.send(value: 2)
        #expect(first.events == [.value(1), .value(2)])
        #expect(second.events == [.value(1), .value(2)])
        #expect(source.starts == 1)
    }

    @Test("nothing sent yet: a start hears only what follows")
    func nothingYet() {
        let source = CountingSource()
        let replayed = source.producer.replayLast()
        let start = ContractChecker<Int, NamedError>()
        start.start(replayed)
        source.input.send(value: 1)
        source.input.sendCompleted()
        #expect(start.events == [.value(1), .completed])
    }

    @Test("after a failure: a start hears the last value, then the failure")
    func afterAFailure() {
        let source = CountingSource()
        let replayed = source.producer.replayLast()
        source.input.send(value: 1)
        source.input.send(value: 2)
        source.input.send(error: NamedError("offline"))
        #expect(checkedEvents(of: replayed) == [.value(2), .failed(NamedError("offline"))])
        #expect(source.starts == 1)
    }

    @Test("drawn: -a-b| connected at tick 0; starts at ticks 2 and 6 draw --ab| and ------(b|); one subscription, ^---!")
    func drawn() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let replayed = scenario.producer("-a-b|", recordingInto: subscriptions).replayLast()
        let during = scenario.start(replayed, at: 2)
        let after = scenario.start(replayed, at: 6)
        scenario.playAll()
        #expect(during.drawing == "--ab|")
        #expect(after.drawing == "------(b|)")
        #expect(subscriptions.diagrams == ["^---!"])
    }
}
