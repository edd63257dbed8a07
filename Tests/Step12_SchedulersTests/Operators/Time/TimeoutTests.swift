import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct TimeoutTests {
    @Test("timeout forwards events as they come, and fails exactly interval seconds after it was applied")
    func failsAtTheDeadline() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.timeout(after: 2, raising: TestError("late"), on: scheduler).observe(recorder.observer)
        input.send(value: 1)  // not moved to the scheduler
        #expect(recorder.events == [at(0, .value(1))])
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        scheduler.advance(by: .seconds(5))
        input.send(value: 3)
        #expect(recorder.events == [at(0, .value(1)), at(1, .value(2)), at(2, .failed(TestError("late")))])
    }

    @Test("a source that terminates in time is not failed, and the timeout is cancelled", arguments: [Event<Int, TestError>.completed, .failed(TestError("own")), .interrupted])
    func terminatesInTime(ending: Event<Int, TestError>) {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.timeout(after: 2, raising: TestError("late"), on: scheduler).observe(recorder.observer)
        scheduler.advance(by: .seconds(1))
        input.send(ending)
        scheduler.run()
        #expect(recorder.events == [at(1, ending)])
    }

    @Test("ReactiveSwift's scenarios on a producer: completing after one second of two is in time, after three is not")
    func producerScenarios() {
        for (completion, expected) in [(1, [at(1, Event<Int, TestError>.completed)]), (3, [at(2, .failed(TestError()))])] {
            let scheduler = TestScheduler()
            let (source, input) = Signal<Int, TestError>.pipe()
            let recorder = TimedRecorder<Int, TestError>(scheduler)
            SignalProducer(source).timeout(after: 2, raising: TestError(), on: scheduler).start(recorder.observer)
            scheduler.schedule(after: .seconds(completion)) { input.sendCompleted() }
            scheduler.run()
            #expect(recorder.events == expected)
        }
    }

    @Test("each start of a producer has its own deadline")
    func deadlinePerStart() {
        let scheduler = TestScheduler()
        let timed = SignalProducer<Int, Never>.never.timeout(after: 1, raising: TestError(), on: scheduler)
        let first = TimedRecorder<Int, TestError>(scheduler)
        let second = TimedRecorder<Int, TestError>(scheduler)
        timed.start(first.observer)
        scheduler.advance(by: .milliseconds(500))
        timed.start(second.observer)
        scheduler.run()
        #expect(first.events == [at(1, .failed(TestError()))])
        #expect(second.events == [at(1.5, .failed(TestError()))])
    }

    @Test("a signal or a producer that cannot fail gets an error type for the timeout")
    func neverFailingSources() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        let timedSignal: Signal<Int, TestError> = numbers.timeout(after: 1, raising: TestError(), on: scheduler)
        timedSignal.observe(recorder.observer)
        let producerRecorder = TimedRecorder<Int, TestError>(scheduler)
        let timedProducer: SignalProducer<Int, TestError> = SignalProducer<Int, Never>.never
            .timeout(after: 3, raising: TestError(), on: scheduler)
        timedProducer.start(producerRecorder.observer)
        scheduler.run()
        withExtendedLifetime(input) {}  // a pipe whose input goes is interrupted
        #expect(recorder.events == [at(1, .failed(TestError()))])
        #expect(producerRecorder.events == [at(3, .failed(TestError()))])
    }

    @Test("disposing a start cancels the timeout and lets go of the error")
    func disposalCancels() {
        let scheduler = TestScheduler()
        final class TrackedError: Swift.Error, @unchecked Sendable {
            let onRelease: () -> Void
            init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
            deinit { onRelease() }
        }
        let released = Flag()
        var recorded: [Event<Int, TrackedError>] = []
        do {
            let start = SignalProducer<Int, TrackedError>.never
                .timeout(after: 1, raising: TrackedError(onRelease: released.set), on: scheduler)
                .start { recorded.append($0) }
            #expect(!released.isSet)  // the scheduled failure holds it
            start.dispose()
        }
        #expect(released.isSet)
        scheduler.run()
        #expect(recorded.count == 1)
        #expect(recorded.first?.isTerminating == true && recorded.first?.error == nil)
    }

    @Test("an interval of zero fails at the next run of the scheduler, unless the source terminates before")
    func zeroInterval() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        SignalProducer<Int, TestError>(value: 1).timeout(after: 0, raising: TestError(), on: scheduler)
            .start(recorder.observer)
        let late = TimedRecorder<Int, TestError>(scheduler)
        SignalProducer<Int, TestError>.never.timeout(after: 0, raising: TestError(), on: scheduler)
            .start(late.observer)
        scheduler.advance()
        #expect(recorder.events == [at(0, .value(1)), at(0, .completed)])
        #expect(late.events == [at(0, .failed(TestError()))])
    }
}
