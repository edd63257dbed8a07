import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct DebounceTests {
    @Test("debounce sends a value once the source has been quiet for the interval after it; a newer value starts the wait again")
    func sendsAfterAPause() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        numbers.debounce(1, on: scheduler).observe(recorder.observer)

        input.send(value: 0)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 1)  // 0 is replaced before its second is over
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 2)
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.run()
        #expect(recorder.events == [at(2, .value(2)), at(5, .value(3))])
    }

    @Test("ReactiveSwift's scenario: only values followed by a pause go on")
    func reactiveSwiftScenario() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        numbers.debounce(1, on: scheduler).observeValues { values.append($0) }
        input.send(value: 0)
        scheduler.advance()
        input.send(value: 1)
        input.send(value: 2)
        #expect(values == [])
        scheduler.advance(by: .milliseconds(1500))
        #expect(values == [2])
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.advance()
        input.send(value: 4)
        input.send(value: 5)
        scheduler.advance()
        #expect(values == [2])
        scheduler.run()
        #expect(values == [2, 5])
    }

    @Test("by default, a completion drops the value waiting and goes on at the next run of the scheduler")
    func completionDiscardsByDefault() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        values.debounce(1, on: scheduler).map(\.id).observe(recorder.observer)
        scheduler.advance(by: .milliseconds(250))
        input.send(value: HeldValue(1, onRelease: released.set))
        input.sendCompleted()
        #expect(released.isSet)
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [at(0.25, .completed)])
    }

    @Test("with discardWhenCompleted: false, the value waiting is sent when its wait is over, then the completion")
    func completionSendsValueWaiting() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        numbers.debounce(1, on: scheduler, discardWhenCompleted: false).observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(250))
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [at(1, .value(1)), at(1, .completed)])
    }

    @Test("with discardWhenCompleted: false and no value waiting, the completion goes on at the next run")
    func completionWithNothingWaiting() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        numbers.debounce(1, on: scheduler, discardWhenCompleted: false).observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .seconds(2))
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events == [at(1, .value(1)), at(2, .completed)])
    }

    @Test(
        "a failure or an interruption drops the value waiting, whatever discardWhenCompleted says",
        arguments: [true, false]
    )
    func failureDropsValueWaiting(discardWhenCompleted: Bool) {
        for ending in [Event<Int, TestError>.failed(TestError()), .interrupted] {
            let scheduler = TestScheduler()
            let (numbers, input) = Signal<Int, TestError>.pipe()
            let recorder = TimedRecorder<Int, TestError>(scheduler)
            numbers.debounce(1, on: scheduler, discardWhenCompleted: discardWhenCompleted).observe(recorder.observer)
            input.send(value: 1)
            scheduler.advance(by: .milliseconds(500))
            input.send(ending)
            scheduler.run()
            #expect(recorder.events == [at(0.5, ending)])
        }
    }

    @Test(
        "a producer's debounce: disposing a start cancels what is scheduled, lets go of the value, and interrupts on the scheduler",
        arguments: [true, false]
    )
    func producerDisposal(discardWhenCompleted: Bool) {
        let scheduler = TestScheduler()
        let released = Flag()
        let producer = SignalProducer<HeldValue, Never> { observer, _ in
            observer.send(value: HeldValue(1, onRelease: released.set))
            observer.sendCompleted()  // with discardWhenCompleted: false, the value waits for its second
        }
        let recorder = TimedRecorder<Int, Never>(scheduler)
        let start = producer.debounce(1, on: scheduler, discardWhenCompleted: discardWhenCompleted)
            .map(\.id).start(recorder.observer)
        scheduler.advance(by: .milliseconds(100))
        #expect(released.isSet == discardWhenCompleted)
        start.dispose()
        #expect(released.isSet)
        scheduler.run()
        // With the default the completion went on at 0; otherwise the
        // interruption, at the disposal.
        #expect(recorder.events == (discardWhenCompleted ? [at(0, .completed)] : [at(0.1, .interrupted)]))
    }

    @Test("ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted", arguments: [true, false])
    func asapInterruption(discardWhenCompleted: Bool) {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        SignalProducer<Int, Never>(0..<128).debounce(10, on: scheduler, discardWhenCompleted: discardWhenCompleted)
            .start(recorder.observer).dispose()
        scheduler.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }

    @Test("a value replaced while it waits is let go of with no lock held: its deinit can run the scheduler")
    func replacedValueReleasedWithoutLock() throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            let (values, input) = Signal<HeldValue, Never>.pipe()
            let recorder = TimedRecorder<Int, Never>(scheduler)
            values.debounce(1, on: scheduler).map(\.id).observe(recorder.observer)
            input.send(value: HeldValue(1, onRelease: { scheduler.run() }))
            input.send(value: HeldValue(2))  // lets go of #1, whose deinit runs the debounce's action
            return recorder.events
        }, deadlockMessage)
        #expect(outcome == [at(1, .value(2))])
    }
}
