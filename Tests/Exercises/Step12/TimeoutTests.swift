// The tests of exercise 12.4, `Exercises/Step12/Timeout.swift`.
// Check it with `swift run learn check 12.4`.
//
// They run on the tests' own virtual clock (`Support/VirtualClock.swift`),
// not on your TestScheduler: this exercise is checked on its own.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

@Suite("Exercise 12.4: timeout")
struct Exercise12_04 {
    @Test("events go on as they come, and the result fails exactly interval seconds after the operator was applied")
    func failsAtTheDeadline() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.timeout(after: 2, raising: NamedError("late"), on: clock).observe(recorder.observer)
        input.send(value: 1)  // not moved to the scheduler
        #expect(recorder.events == [at(0, .value(1))])
        clock.advance(by: 1)
        input.send(value: 2)
        clock.advance(by: 5)
        input.send(value: 3)
        #expect(recorder.events == [at(0, .value(1)), at(1, .value(2)), at(2, .failed(NamedError("late")))])
        recorder.expectNoViolations()
    }

    @Test(
        "a source that terminates in time is not failed, and the timeout is cancelled",
        arguments: [Signal<Int, NamedError>.Event.completed, .failed(NamedError("own")), .interrupted]
    )
    func terminatesInTime(ending: Signal<Int, NamedError>.Event) {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.timeout(after: 2, raising: NamedError("late"), on: clock).observe(recorder.observer)
        clock.advance(by: 1)
        input.send(ending)
        #expect(clock.waitingCount == 0)
        clock.run()
        #expect(recorder.events == [at(1, ending)])
    }

    @Test("the walk-through's timeout: its asyncSignal (start, then end two seconds later) timed out after one second prints only \"start\", and fails at 1 s")
    func walkThrough() {
        let clock = VirtualClock()
        let asyncSignal = SignalProducer<String, NamedError> { observer, _ in
            observer.send(value: "start")
            clock.schedule(afterSeconds: 2) {
                observer.send(value: "end")
                observer.sendCompleted()
            }
        }
        var printed: [String] = []
        let recorder = TimedRecorder<String, NamedError>(clock)
        asyncSignal.timeout(after: 1, raising: NamedError("timeout"), on: clock).start { event in
            if let value = event.value { printed.append("timeout -- \(value)") }
            recorder.observer.send(event)
        }
        clock.run()
        #expect(printed == ["timeout -- start"])
        #expect(recorder.events == [at(0, .value("start")), at(1, .failed(NamedError("timeout")))])
    }

    @Test("ReactiveSwift's scenarios on a producer: completing after one second of two is in time, after three is not")
    func producerScenarios() {
        for (completion, expected) in [
            (1.0, [at(1, Signal<Int, NamedError>.Event.completed)]), (3.0, [at(2, .failed(NamedError()))]),
        ] {
            let clock = VirtualClock()
            let (source, input) = Signal<Int, NamedError>.pipe()
            let recorder = TimedRecorder<Int, NamedError>(clock)
            SignalProducer(source).timeout(after: 2, raising: NamedError(), on: clock).start(recorder.observer)
            clock.schedule(afterSeconds: completion) { input.sendCompleted() }
            clock.run()
            #expect(recorder.events == expected)
        }
    }

    @Test("each start of a producer has its own deadline")
    func deadlinePerStart() {
        let clock = VirtualClock()
        let timed = SignalProducer<Int, Never>.never.timeout(after: 1, raising: NamedError(), on: clock)
        let first = TimedRecorder<Int, NamedError>(clock)
        let second = TimedRecorder<Int, NamedError>(clock)
        timed.start(first.observer)
        clock.advance(by: 0.5)
        timed.start(second.observer)
        clock.run()
        #expect(first.events == [at(1, .failed(NamedError()))])
        #expect(second.events == [at(1.5, .failed(NamedError()))])
    }

    @Test("a signal or a producer that cannot fail gets an error type for the timeout")
    func neverFailingSources() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        let timedSignal: Signal<Int, NamedError> = numbers.timeout(after: 1, raising: NamedError(), on: clock)
        timedSignal.observe(recorder.observer)
        input.send(value: 1)
        let producerRecorder = TimedRecorder<Int, NamedError>(clock)
        let timedProducer: SignalProducer<Int, NamedError> = SignalProducer<Int, Never>(value: 2)
            .concat(.never)
            .timeout(after: 3, raising: NamedError(), on: clock)
        timedProducer.start(producerRecorder.observer)
        clock.run()
        #expect(recorder.events == [at(0, .value(1)), at(1, .failed(NamedError()))])
        #expect(producerRecorder.events == [at(0, .value(2)), at(3, .failed(NamedError()))])
    }

    @Test("disposing a start cancels the timeout and lets go of the error")
    func disposalCancels() {
        let clock = VirtualClock()
        final class TrackedError: Swift.Error, @unchecked Sendable {
            let onRelease: () -> Void
            init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
            deinit { onRelease() }
        }
        let released = Flag()
        var recorded: [Signal<Int, TrackedError>.Event] = []
        do {
            let start = SignalProducer<Int, TrackedError>.never
                .timeout(after: 1, raising: TrackedError(onRelease: released.set), on: clock)
                .start { recorded.append($0) }
            #expect(!released.isSet)  // the scheduled failure holds it
            start.dispose()
        }
        #expect(released.isSet)
        clock.run()
        #expect(recorded.count == 1)
        #expect(recorded.first?.isTerminating == true && recorded.first?.error == nil)
    }

    @Test("an interval of zero fails at the next run of the scheduler, unless the source terminates before")
    func zeroInterval() {
        let clock = VirtualClock()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        SignalProducer<Int, NamedError>(value: 1).timeout(after: 0, raising: NamedError(), on: clock)
            .start(recorder.observer)
        let late = TimedRecorder<Int, NamedError>(clock)
        SignalProducer<Int, NamedError>.never.timeout(after: 0, raising: NamedError(), on: clock)
            .start(late.observer)
        clock.advance()
        #expect(recorder.events == [at(0, .value(1)), at(0, .completed)])
        #expect(late.events == [at(0, .failed(NamedError()))])
    }

    @Test("a negative interval stops the program with a message")
    func negativeIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, NamedError>.never.timeout(after: -1, raising: NamedError(), on: VirtualClock())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("timeout(after: -1.0, raising:on:): the interval must not be negative"))
    }
}
