import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct CollectEveryTests {
    @Test("collect(every:) sends the values of each interval as one array, an empty one for a quiet interval, from the moment it is applied")
    func sendsEveryInterval() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        scheduler.advance(by: .milliseconds(300))  // the clock starts when the operator is applied
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        numbers.collect(every: .seconds(1), on: scheduler).observe(recorder.observer)
        input.send(value: 0)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .seconds(2))
        input.send(value: 3)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [at(1.3, .value([0, 1, 2])), at(2.3, .value([])), at(3.3, .value([3]))])
    }

    @Test("with skipEmpty, a quiet interval sends nothing")
    func skipEmpty() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        numbers.collect(every: .seconds(1), on: scheduler, skipEmpty: true).observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .seconds(3))
        input.send(value: 2)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [at(1, .value([1])), at(4, .value([2]))])
    }

    @Test("by default, a completion drops the values collected and goes on at the next run of the scheduler")
    func completionDiscardsByDefault() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        values.collect(every: .seconds(1), on: scheduler).map { $0.map(\.id) }.observe(recorder.observer)
        scheduler.advance(by: .milliseconds(400))
        input.send(value: HeldValue(1, onRelease: released.set))
        input.sendCompleted()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [at(0.4, .completed)])
        #expect(released.isSet)
    }

    @Test(
        "with discardWhenCompleted: false, the values collected go on at the next tick, then the completion",
        arguments: [false, true]
    )
    func completionSendsAtNextTick(skipEmpty: Bool) {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        numbers.collect(every: .seconds(1), on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: false)
            .observe(recorder.observer)
        input.send(value: 0)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(300))
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [at(1, .value([0, 1])), at(1, .completed)])
    }

    @Test(
        "with discardWhenCompleted: false and nothing collected, the next tick sends [] (unless skipEmpty) and completes",
        arguments: [false, true]
    )
    func completionWithNothingCollected(skipEmpty: Bool) {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        numbers.collect(every: .seconds(1), on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: false)
            .observe(recorder.observer)
        input.send(value: 5)
        scheduler.advance(by: .milliseconds(1500))
        input.sendCompleted()
        scheduler.run()
        #expect(recorder.events == [at(1, .value([5]))] + (skipEmpty ? [] : [at(2, .value([]))]) + [at(2, .completed)])
    }

    @Test("a failure goes on at the next run of the scheduler, drops the values collected and stops the clock")
    func failureDropsValues() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<[Int], TestError>(scheduler)
        numbers.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false).observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(700))
        input.send(error: TestError())
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [at(0.7, .failed(TestError()))])
    }

    @Test("a producer's collect(every:): each start has its own clock; disposing one stops it, lets go of the values and interrupts on the scheduler")
    func producerDisposal() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        scheduler.advance(by: .milliseconds(500))
        let start = SignalProducer(values).collect(every: .seconds(1), on: scheduler)
            .map { $0.map(\.id) }.start(recorder.observer)
        input.send(value: HeldValue(1))
        scheduler.advance(by: .milliseconds(1200))  // the start's first tick is at 1.5 s
        input.send(value: HeldValue(2, onRelease: released.set))
        start.dispose()
        #expect(released.isSet)
        scheduler.advance(by: .seconds(5))  // no tick any more
        #expect(recorder.events == [at(1.5, .value([1])), at(1.7, .interrupted)])
    }

    @Test("ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted")
    func asapInterruption() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<[Int], Never>(scheduler)
        SignalProducer<Int, Never>(0..<128).collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false)
            .start(recorder.observer).dispose()
        scheduler.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }
}
