import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct ThrottleTests {
    @Test("throttle sends the first value at once (on the scheduler), then at most one per interval, the latest")
    func atMostOnePerInterval() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        numbers.throttle(1, on: scheduler).observe(recorder.observer)

        input.send(value: 0)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .milliseconds(100))
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(1400))  // to 1.5 s
        scheduler.advance(by: .seconds(3))  // to 4.5 s: quiet for longer than the interval
        input.send(value: 3)
        scheduler.advance(by: .milliseconds(200))
        input.send(value: 4)
        input.send(value: 5)
        scheduler.run()
        #expect(recorder.events == [
            at(0, .value(0)), at(1, .value(2)), at(4.5, .value(3)), at(5.5, .value(5)),
        ])
    }

    @Test("ReactiveSwift's scenario, with the clock moved back: a value after the rewind goes on at once")
    func reactiveSwiftScenarioWithRewind() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        numbers.throttle(1, on: scheduler).observeValues { values.append($0) }

        input.send(value: 0)
        scheduler.advance()
        #expect(values == [0])
        input.send(value: 1)
        input.send(value: 2)
        #expect(values == [0])
        scheduler.advance(by: .milliseconds(1500))
        #expect(values == [0, 2])
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.advance()
        #expect(values == [0, 2, 3])
        input.send(value: 4)
        input.send(value: 5)
        scheduler.advance()
        #expect(values == [0, 2, 3])
        scheduler.rewind(by: .seconds(2))
        input.send(value: 6)
        scheduler.advance()
        #expect(values == [0, 2, 3, 6])
        input.send(value: 7)
        input.send(value: 8)
        scheduler.advance()
        #expect(values == [0, 2, 3, 6])
        scheduler.run()
        #expect(values == [0, 2, 3, 6, 8])
    }

    @Test(
        "a terminal event goes on at the next run of the scheduler and drops the value waiting",
        arguments: [Event<Int, TestError>.completed, .failed(TestError()), .interrupted]
    )
    func terminationDropsValueWaiting(ending: Event<Int, TestError>) {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.throttle(1, on: scheduler).observe(recorder.observer)
        input.send(value: 0)
        scheduler.advance(by: .milliseconds(200))
        input.send(value: 1)  // waits until 1 s
        input.send(ending)
        #expect(recorder.events == [at(0, .value(0))])
        scheduler.run()
        #expect(recorder.events == [at(0, .value(0)), at(0.2, ending)])
    }

    @Test("a first value and a completion sent together both go on, in that order")
    func firstValueThenCompletion() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        SignalProducer<Int, Never>(value: 7).throttle(1, on: scheduler).start(recorder.observer)
        scheduler.run()
        #expect(recorder.events == [at(0, .value(7)), at(0, .completed)])
    }

    @Test("the value waiting is let go of when the source completes")
    func completionReleasesValueWaiting() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        values.throttle(1, on: scheduler).observe { _ in }
        input.send(value: HeldValue(0))
        scheduler.advance()
        input.send(value: HeldValue(1, onRelease: released.set))
        input.sendCompleted()
        scheduler.advance()
        #expect(released.isSet)
    }

    @Test("a producer's throttle: disposing a start drops the value waiting, lets go of it, and interrupts on the scheduler")
    func producerDisposal() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        let start = SignalProducer(values).throttle(1, on: scheduler).map(\.id).start(recorder.observer)
        input.send(value: HeldValue(0))
        scheduler.advance(by: .milliseconds(300))
        input.send(value: HeldValue(1, onRelease: released.set))
        start.dispose()
        #expect(released.isSet)
        scheduler.run()
        #expect(recorder.events == [at(0, .value(0)), at(0.3, .interrupted)])
    }

    @Test("ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted")
    func asapInterruption() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        SignalProducer<Int, Never>(0..<128).throttle(10, on: scheduler).start(recorder.observer).dispose()
        scheduler.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }

    @Test("a value replaced while it waits is let go of with no lock held: its deinit can run the scheduler")
    func replacedValueReleasedWithoutLock() throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            let (values, input) = Signal<HeldValue, Never>.pipe()
            let recorder = TimedRecorder<Int, Never>(scheduler)
            values.throttle(1, on: scheduler).map(\.id).observe(recorder.observer)
            input.send(value: HeldValue(0))
            scheduler.advance()
            input.send(value: HeldValue(1, onRelease: { scheduler.run() }))
            input.send(value: HeldValue(2))  // lets go of #1, whose deinit runs the throttle's action
            return recorder.events
        }, deadlockMessage)
        #expect(outcome == [at(0, .value(0)), at(1, .value(2))])
    }
}
