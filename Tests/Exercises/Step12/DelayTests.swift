// The tests of exercise 12.2, `Exercises/Step12/Delay.swift`.
// Check it with `swift run learn check 12.2`.
//
// They run on the tests' own virtual clock (`Support/VirtualClock.swift`),
// not on your TestScheduler: this exercise is checked on its own.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

@Suite("Exercise 12.2: delay")
struct Exercise12_02 {
    @Test("each value and the completion go on interval seconds after they came, on the scheduler")
    func delaysValuesAndCompletion() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.delay(2, on: clock).observe(recorder.observer)

        input.send(value: 1)
        clock.advance(by: 1)
        input.send(value: 2)
        clock.advance(by: 0.5)
        input.sendCompleted()
        #expect(recorder.events.isEmpty)  // nothing before the scheduler runs it

        clock.run()
        #expect(recorder.events == [at(2, .value(1)), at(3, .value(2)), at(3.5, .completed)])
        recorder.expectNoViolations()
    }

    @Test("a failure is not delayed: it goes on at the next run of the scheduler, and the values waiting are dropped")
    func failureGoesOnAtOnce() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.delay(10, on: clock).observe(recorder.observer)

        input.send(value: 1)
        clock.advance(by: 1)
        input.send(error: NamedError("offline"))
        #expect(recorder.events.isEmpty)
        clock.advance()
        #expect(recorder.events == [at(1, .failed(NamedError("offline")))])
        clock.run()
        #expect(recorder.events.count == 1)
        recorder.expectNoViolations()
    }

    @Test("an interruption is not delayed either, and drops the values waiting")
    func interruptionGoesOnAtOnce() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.delay(10, on: clock).observe(recorder.observer)

        input.send(value: 1)
        clock.advance(by: 3)
        input.sendInterrupted()
        clock.run()
        #expect(recorder.events == [at(3, .interrupted)])
    }

    @Test("the values waiting when the source fails are let go of when the failure goes on, not at their dates")
    func failureReleasesValuesWaiting() {
        let clock = VirtualClock()
        let released = Flag()
        let (values, input) = Signal<HeldValue, NamedError>.pipe()
        values.delay(10, on: clock).observe { _ in }
        input.send(value: HeldValue(1, onRelease: released.set))
        input.send(error: NamedError())
        #expect(!released.isSet)
        clock.advance()
        #expect(released.isSet)
        #expect(clock.waitingCount == 0)
    }

    @Test("delay(0) keeps the order: a value then a failure sent at the same moment arrive in that order")
    func zeroDelayKeepsOrder() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let recorder = TimedRecorder<Int, NamedError>(clock)
        numbers.delay(0, on: clock).observe(recorder.observer)
        input.send(value: 1)
        input.send(error: NamedError())
        #expect(recorder.events.isEmpty)  // both go through the scheduler
        clock.advance()
        #expect(recorder.events == [at(0, .value(1)), at(0, .failed(NamedError()))])
    }

    @Test("a producer's delay: ReactiveSwift's scenario, one value at once and one after five seconds, all ten seconds late")
    func producerScenario() {
        let clock = VirtualClock()
        let producer = SignalProducer<Int, Never> { observer, _ in
            clock.schedule { observer.send(value: 1) }
            clock.schedule(afterSeconds: 5) {
                observer.send(value: 2)
                observer.sendCompleted()
            }
        }
        let recorder = TimedRecorder<Int, Never>(clock)
        producer.delay(10, on: clock).start(recorder.observer)
        clock.advance(by: 4)
        #expect(recorder.events.isEmpty)
        clock.run()
        #expect(recorder.events == [at(10, .value(1)), at(15, .value(2)), at(15, .completed)])
        recorder.expectNoViolations()
    }

    @Test("each start of a producer is delayed from its own start")
    func startsOnTheirOwn() {
        let clock = VirtualClock()
        let delayed = SignalProducer<Int, Never>(value: 7).delay(2, on: clock)
        let first = TimedRecorder<Int, Never>(clock)
        let second = TimedRecorder<Int, Never>(clock)
        delayed.start(first.observer)
        clock.advance(by: 1)
        delayed.start(second.observer)
        clock.run()
        #expect(first.events == [at(2, .value(7)), at(2, .completed)])
        #expect(second.events == [at(3, .value(7)), at(3, .completed)])
    }

    @Test("disposing a start interrupts it, cancels what is scheduled and lets go of it at once; nothing else arrives")
    func disposalCancels() {
        let clock = VirtualClock()
        let released = Flag()
        let producer = SignalProducer<HeldValue, Never> { observer, _ in
            observer.send(value: HeldValue(1, onRelease: released.set))
        }
        let recorder = TimedRecorder<HeldValue, Never>(clock)
        let start = producer.delay(5, on: clock).start(recorder.observer)
        clock.advance(by: 1)
        start.dispose()
        #expect(released.isSet)  // let go of at once, not at its date
        #expect(clock.waitingCount <= 1)  // at most an interruption waits
        clock.run()
        #expect(recorder.events.map(\.time) == [1])
        #expect(recorder.events.first?.event.isTerminating == true)
        #expect(recorder.values.isEmpty)
    }

    @Test("ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted")
    func disposedBeforeTheSchedulerRuns() {
        let clock = VirtualClock()
        let recorder = TimedRecorder<Int, Never>(clock)
        let start = SignalProducer<Int, Never>(0..<128).delay(10, on: clock).start(recorder.observer)
        start.dispose()
        clock.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }

    @Test("a value sent from another thread goes on from an action on the scheduler, when it runs, not on the sending thread")
    func sentFromAnotherThread() {
        let clock = VirtualClock()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(clock)
        numbers.delay(1, on: clock).observe(recorder.observer)
        let transfer = UncheckedTransfer(input)
        let sent = DispatchSemaphore(value: 0)
        Thread {
            transfer.value.send(value: 1)
            sent.signal()
        }.start()
        sent.wait()
        #expect(recorder.events.isEmpty)
        clock.run()
        #expect(recorder.events == [at(1, .value(1))])
    }

    @Test("a negative interval stops the program with a message")
    func negativeIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.delay(-1, on: VirtualClock())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("delay(-1.0, on:): the interval must not be negative"))
    }
}
