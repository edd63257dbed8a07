// The tests of exercise 6.4, `Exercises/Step06/CombinePrevious.swift`.
// Check it with `swift run learn check 6.4`. Tuples cannot be compared with
// `==`, so the tests record each `(previous, current)` as a `Pair` (see
// `Support/TestSupport.swift`).

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.4: combinePrevious")
struct Exercise06_04 {
    @Test("combinePrevious(_:) pairs the first value with the initial one, then each value with the one before")
    func withInitial() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Pair<Int, Int>>()
        numbers.combinePrevious(0).observe { recorder.record($0.map(Pair.init)) }
        for number in 1...3 {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(recorder.events == [.value(Pair((0, 1))), .value(Pair((1, 2))), .value(Pair((2, 3))), .completed])
    }

    @Test("combinePrevious() sends nothing for the first value, then pairs each value with the one before")
    func withoutInitial() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Pair<Int, Int>>()
        numbers.combinePrevious().observe { recorder.record($0.map(Pair.init)) }
        input.send(value: 1)
        let afterFirst = recorder.events
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        #expect(afterFirst == [])
        #expect(recorder.events == [.value(Pair((1, 2))), .value(Pair((2, 3))), .completed])
    }

    @Test("combinePrevious() of a single value sends only the completion")
    func singleValue() {
        let recorder = Recorder<Pair<Int, Int>>()
        SignalProducer<Int, TestError>(value: 7).combinePrevious().start { recorder.record($0.map(Pair.init)) }
        #expect(recorder.events == [.completed])
    }

    @Test("on a signal of optionals, nil is a value like any other: combinePrevious(nil) pairs the first value with nil, and combinePrevious() keeps a first nil as the previous value")
    func optionalValues() {
        let (withInitial, withInitialInput) = Signal<Int?, TestError>.pipe()
        let initialNil = Recorder<Pair<Int?, Int?>>()
        withInitial.combinePrevious(nil).observe { initialNil.record($0.map(Pair.init)) }
        withInitialInput.send(value: 1)
        withInitialInput.send(value: nil)
        withInitialInput.sendCompleted()

        let (withoutInitial, withoutInitialInput) = Signal<Int?, TestError>.pipe()
        let firstNil = Recorder<Pair<Int?, Int?>>()
        withoutInitial.combinePrevious().observe { firstNil.record($0.map(Pair.init)) }
        withoutInitialInput.send(value: nil)
        let afterFirstNil = firstNil.events
        withoutInitialInput.send(value: 1)
        withoutInitialInput.send(value: nil)
        withoutInitialInput.sendCompleted()

        #expect(initialNil.events == [.value(Pair((nil, 1))), .value(Pair((1, nil))), .completed])
        #expect(afterFirstNil == [])
        #expect(firstNil.events == [.value(Pair((nil, 1))), .value(Pair((1, nil))), .completed])
    }

    @Test("a failure and an interruption pass unchanged")
    func terminalEventsPass() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = Recorder<Pair<Int, Int>>()
        failing.combinePrevious(0).observe { failed.record($0.map(Pair.init)) }
        failingInput.send(value: 1)
        failingInput.send(error: TestError("offline"))

        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        let interruption = Recorder<Pair<Int, Int>>()
        interrupted.combinePrevious().observe { interruption.record($0.map(Pair.init)) }
        interruptedInput.send(value: 1)
        interruptedInput.sendInterrupted()

        #expect(failed.events == [.value(Pair((0, 1))), .failed(TestError("offline"))])
        #expect(interruption.events == [.interrupted])
    }

    @Test("a producer's combinePrevious starts again from the initial value on every start")
    func producerStartsAfresh() {
        let recorder = Recorder<Pair<Int, Int>>()
        let producer = SignalProducer<Int, TestError>([1, 2]).combinePrevious(0)
        producer.start { recorder.record($0.map(Pair.init)) }
        producer.start { recorder.record($0.map(Pair.init)) }
        #expect(recorder.events == [
            .value(Pair((0, 1))), .value(Pair((1, 2))), .completed,
            .value(Pair((0, 1))), .value(Pair((1, 2))), .completed,
        ])
    }

    @Test("a producer's combinePrevious() forgets the last value of the previous start")
    func producerWithoutInitialStartsAfresh() {
        let recorder = Recorder<Pair<String, String>>()
        let producer = SignalProducer<String, TestError>(["a", "b"]).combinePrevious()
        producer.start { recorder.record($0.map(Pair.init)) }
        producer.start { recorder.record($0.map(Pair.init)) }
        #expect(recorder.events == [.value(Pair(("a", "b"))), .completed, .value(Pair(("a", "b"))), .completed])
    }

    @Test("disposing a start of the producer interrupts it, then the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        let upstream = SignalProducer<Int, TestError> { _, lifetime in
            log.append("upstream started")
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let start = upstream.combinePrevious(0).start { log.append("got \($0)") }
        start.dispose()
        #expect(log == ["upstream started", "got INTERRUPTED", "upstream ended"])
    }

    @Test("when the signal ends, it stops observing its source and releases the previous value")
    func releasesOnTermination() {
        weak var released: Tracked?
        let (objects, input) = Signal<Tracked, Never>.pipe()
        var pairs = 0
        objects.combinePrevious().observeValues { _ in pairs += 1 }
        do {
            let tracked = Tracked()
            released = tracked
            input.send(value: tracked)
        }
        let keptUntilTheEnd = released != nil
        input.sendCompleted()
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
        #expect(pairs == 0)
    }

    @Test("combinePrevious keeps only the latest value: each value is released as soon as the next one arrives, the last one when the source ends")
    func keepsOnlyTheLatestValue() {
        weak var first: Tracked?
        weak var second: Tracked?
        let (objects, input) = Signal<Tracked, Never>.pipe()
        objects.combinePrevious().observeValues { _ in }
        do {
            let tracked = Tracked()
            first = tracked
            input.send(value: tracked)
        }
        let firstKept = first != nil
        do {
            let tracked = Tracked()
            second = tracked
            input.send(value: tracked)
        }
        let firstReleased = first == nil
        let secondKept = second != nil
        input.sendCompleted()
        #expect(firstKept == true)
        #expect(firstReleased == true)
        #expect(secondKept == true)
        #expect(second == nil)
    }
}

// Re-entry: the value the operator keeps is let go of with nothing held
// that its deinit's send needs. Step 6's `ReentryTests` and
// `ReentryConcurrencyTests` (the scenarios are in `Support/Reentry.swift`).
extension Exercise06_04 {
    @Test("the value combinePrevious() keeps is let go of when its observation is disposed of, and its deinit may send into the source")
    func reentryOnDisposal() {
        checkReleaseOnDisposal { $0.combinePrevious().observe { _ in } }
    }

    @Test("the value a producer's combinePrevious() keeps is let go of when its start is disposed of, and its deinit may send")
    func reentryOnStartDisposal() {
        checkReleaseOnStartDisposal { $0.combinePrevious().start() }
    }

    @Test("on two threads: the value combinePrevious() keeps, let go of at the disposal, sends into the source while another thread sends into it")
    func reentryOnDisposalWhileAnotherThreadSends() {
        checkReleaseOnDisposalWhileAnotherThreadSends { $0.combinePrevious().observe { _ in } }
    }
}
