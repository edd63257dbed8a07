// The tests of exercise 12.3, `Exercises/Step12/Debounce.swift`.
// Check it with `swift run learn check 12.3`.
//
// They run on the tests' own virtual clock (`Support/VirtualClock.swift`),
// not on your TestScheduler: this exercise is checked on its own.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

@Suite("Exercise 12.3: debounce")
struct Exercise12_03 {
    @Test("a value goes on once the source has been quiet for the interval after it; a newer value starts the wait again")
    func sendsAfterAPause() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(clock)
        numbers.debounce(1, on: clock).observe(recorder.observer)

        input.send(value: 0)
        clock.advance(by: 0.5)
        input.send(value: 1)  // 0 is replaced before its second is over
        clock.advance(by: 0.5)
        input.send(value: 2)
        clock.advance(by: 3)
        input.send(value: 3)
        clock.run()
        #expect(recorder.events == [at(2, .value(2)), at(5, .value(3))])
        recorder.expectNoViolations()
    }

    @Test("ReactiveSwift's scenario: only values followed by a pause go on")
    func reactiveSwiftScenario() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        numbers.debounce(1, on: clock).observeValues { values.append($0) }
        input.send(value: 0)
        clock.advance()
        input.send(value: 1)
        input.send(value: 2)
        #expect(values == [])
        clock.advance(by: 1.5)
        #expect(values == [2])
        clock.advance(by: 3)
        input.send(value: 3)
        clock.advance()
        input.send(value: 4)
        input.send(value: 5)
        clock.advance()
        #expect(values == [2])
        clock.run()
        #expect(values == [2, 5])
    }

    @Test("the ReactiveCocoa book's search field: keystrokes 0.3 s apart, then a pause: one search, for the whole word")
    func searchField() {
        let clock = VirtualClock()
        let (text, type) = Signal<String, Never>.pipe()
        let recorder = TimedRecorder<String, Never>(clock)
        text.debounce(0.5, on: clock).observe(recorder.observer)
        for word in ["r", "re", "rea", "reac", "react"] {
            type.send(value: word)
            clock.advance(by: 0.3)
        }
        clock.run()
        #expect(recorder.events == [at(1.7, .value("react"))])
    }

    @Test("the ReactiveCocoa book's typing, a burst, a pause and another burst, debounced by 0.5 s: Rea at 0.7 s, React at 2.1 s")
    func bookTyping() {
        let clock = VirtualClock()
        let typing = SignalProducer<String, Never> { observer, _ in
            for (seconds, text) in [(0, "R"), (0.1, "Re"), (0.2, "Rea"), (1.5, "Reac"), (1.6, "React")] {
                clock.schedule(afterSeconds: seconds) { observer.send(value: text) }
            }
            clock.schedule(afterSeconds: 3) { observer.sendCompleted() }
        }
        let recorder = TimedRecorder<String, Never>(clock)
        typing.debounce(0.5, on: clock).start(recorder.observer)
        clock.run()
        #expect(recorder.events == [at(0.7, .value("Rea")), at(2.1, .value("React")), at(3, .completed)])
    }

    @Test("by default, a completion drops the value waiting, lets go of it, and goes on at the next run of the scheduler")
    func completionDiscardsByDefault() {
        let clock = VirtualClock()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(clock)
        values.debounce(1, on: clock).map(\.id).observe(recorder.observer)
        clock.advance(by: 0.25)
        input.send(value: HeldValue(1, onRelease: released.set))
        input.sendCompleted()
        #expect(released.isSet)
        #expect(recorder.events.isEmpty)
        clock.run()
        #expect(recorder.events == [at(0.25, .completed)])
    }

    @Test("with discardWhenCompleted: false, the value waiting goes on when its wait is over, then the completion")
    func completionSendsValueWaiting() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(clock)
        numbers.debounce(1, on: clock, discardWhenCompleted: false).observe(recorder.observer)
        input.send(value: 1)
        clock.advance(by: 0.25)
        input.sendCompleted()
        clock.advance()
        #expect(recorder.events.isEmpty)
        clock.run()
        #expect(recorder.events == [at(1, .value(1)), at(1, .completed)])
        recorder.expectNoViolations()
    }

    @Test("with discardWhenCompleted: false and no value waiting, the completion goes on at the next run")
    func completionWithNothingWaiting() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(clock)
        numbers.debounce(1, on: clock, discardWhenCompleted: false).observe(recorder.observer)
        input.send(value: 1)
        clock.advance(by: 2)
        input.sendCompleted()
        clock.advance()
        #expect(recorder.events == [at(1, .value(1)), at(2, .completed)])
    }

    @Test(
        "a failure or an interruption drops the value waiting, whatever discardWhenCompleted says",
        arguments: [true, false]
    )
    func failureDropsValueWaiting(discardWhenCompleted: Bool) {
        for ending in [Signal<Int, NamedError>.Event.failed(NamedError()), .interrupted] {
            let clock = VirtualClock()
            let (numbers, input) = Signal<Int, NamedError>.pipe()
            let recorder = TimedRecorder<Int, NamedError>(clock)
            numbers.debounce(1, on: clock, discardWhenCompleted: discardWhenCompleted).observe(recorder.observer)
            input.send(value: 1)
            clock.advance(by: 0.5)
            input.send(ending)
            clock.run()
            #expect(recorder.events == [at(0.5, ending)])
        }
    }

    @Test(
        "a producer's debounce: disposing a start cancels what is scheduled, lets go of the value, and interrupts",
        arguments: [true, false]
    )
    func producerDisposal(discardWhenCompleted: Bool) {
        let clock = VirtualClock()
        let released = Flag()
        let producer = SignalProducer<HeldValue, Never> { observer, _ in
            observer.send(value: HeldValue(1, onRelease: released.set))
            observer.sendCompleted()  // with discardWhenCompleted: false, the value waits for its second
        }
        let recorder = TimedRecorder<Int, Never>(clock)
        let start = producer.debounce(1, on: clock, discardWhenCompleted: discardWhenCompleted)
            .map(\.id).start(recorder.observer)
        clock.advance(by: 0.1)
        #expect(released.isSet == discardWhenCompleted)
        start.dispose()
        #expect(released.isSet)
        clock.run()
        // With the default the completion went on at 0; otherwise the
        // interruption, at the disposal.
        #expect(recorder.events == (discardWhenCompleted ? [at(0, .completed)] : [at(0.1, .interrupted)]))
    }

    @Test(
        "ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted",
        arguments: [true, false]
    )
    func disposedBeforeTheSchedulerRuns(discardWhenCompleted: Bool) {
        let clock = VirtualClock()
        let recorder = TimedRecorder<Int, Never>(clock)
        SignalProducer<Int, Never>(0..<128).debounce(10, on: clock, discardWhenCompleted: discardWhenCompleted)
            .start(recorder.observer).dispose()
        clock.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }

    @Test("a value replaced while it waits is let go of with no lock held: its deinit can run the scheduler")
    func replacedValueReleasedWithoutLock() throws {
        let outcome = try #require(inTime {
            let clock = VirtualClock()
            let (values, input) = Signal<HeldValue, Never>.pipe()
            let recorder = TimedRecorder<Int, Never>(clock)
            values.debounce(1, on: clock).map(\.id).observe(recorder.observer)
            input.send(value: HeldValue(1, onRelease: { clock.run() }))
            input.send(value: HeldValue(2))  // lets go of #1, whose deinit runs the debounce's action
            return recorder.events
        }, deadlockMessage)
        #expect(outcome == [at(1, .value(2))])
    }

    @Test("one timer at a time: a value replaced cancels its timer, so a burst of values leaves one action waiting")
    func oneTimerAtATime() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        numbers.debounce(1, on: clock).observeValues { _ in }
        for number in 0..<100 {
            input.send(value: number)
        }
        #expect(clock.waitingCount == 1)
    }

    @Test("a negative interval stops the program with a message")
    func negativeIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.debounce(-1, on: VirtualClock())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("debounce(-1.0, on:): the interval must not be negative"))
    }
}
