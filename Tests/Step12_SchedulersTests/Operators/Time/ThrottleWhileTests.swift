import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct ThrottleWhileTests {
    /// A pipe throttled while `shouldThrottle` is true, on an immediate
    /// scheduler, and the values it sends.
    private final class Scenario {
        var shouldThrottle: MutableProperty<Bool>? = MutableProperty(false)
        let input: Signal<Int, Never>.Observer
        var values: [Int] = []

        init() {
            let (numbers, input) = Signal<Int, Never>.pipe()
            self.input = input
            numbers.throttle(while: shouldThrottle!, on: ImmediateScheduler()).observeValues { [unowned self] in
                self.values.append($0)
            }
        }
    }

    @Test("values pass while not throttled (ReactiveSwift's scenarios, on an immediate scheduler)")
    func passesThrough() {
        let scenario = Scenario()
        for number in 1...3 { scenario.input.send(value: number) }
        #expect(scenario.values == [1, 2, 3])
    }

    @Test("while throttled, the latest value is held back and sent on resuming; values then pass again")
    func sendsLatestOnResuming() {
        let scenario = Scenario()
        scenario.shouldThrottle?.value = true
        scenario.input.send(value: 1)
        scenario.input.send(value: 2)
        #expect(scenario.values == [])
        scenario.shouldThrottle?.value = false
        scenario.input.send(value: 3)
        #expect(scenario.values == [2, 3])
    }

    @Test("a property that ends while true leaves the result throttled; while false, passing")
    func propertyEnding() {
        let throttled = Scenario()
        throttled.input.send(value: 1)
        throttled.shouldThrottle?.value = true
        throttled.input.send(value: 2)
        throttled.shouldThrottle = nil
        throttled.input.send(value: 3)
        #expect(throttled.values == [1])

        let passing = Scenario()
        passing.shouldThrottle?.value = true
        passing.input.send(value: 1)
        passing.shouldThrottle?.value = false
        passing.input.send(value: 2)
        passing.shouldThrottle = nil
        passing.input.send(value: 3)
        #expect(passing.values == [1, 2, 3])
    }

    @Test("the throttled signal does not keep the property alive")
    func doesNotKeepPropertyAlive() {
        let scenario = Scenario()
        let ended = Flag()
        scenario.shouldThrottle?.lifetime.observeEnded(ended.set)
        scenario.input.send(value: 1)
        scenario.shouldThrottle = nil
        #expect(ended.isSet)
    }

    @Test("on a test scheduler, every event goes on from an action at the time it came, none lost, in order")
    func onTestScheduler() {
        let scheduler = TestScheduler()
        let shouldThrottle = MutableProperty(false)
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.throttle(while: shouldThrottle, on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        shouldThrottle.value = true
        input.send(value: 3)
        input.send(value: 4)
        scheduler.advance(by: .seconds(1))
        shouldThrottle.value = false
        input.send(value: 5)
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events == [
            at(0, .value(1)), at(0, .value(2)), at(2, .value(4)), at(2, .value(5)), at(2, .completed),
        ])
    }

    @Test("a terminal event drops the value held back and lets go of it")
    func terminationDropsValueHeldBack() {
        for ending in [Event<HeldValue, TestError>.completed, .failed(TestError()), .interrupted] {
            let scheduler = TestScheduler()
            let released = Flag()
            let shouldThrottle = MutableProperty(true)
            let (values, input) = Signal<HeldValue, TestError>.pipe()
            let recorder = TimedRecorder<Int, TestError>(scheduler)
            values.throttle(while: shouldThrottle, on: scheduler).map(\.id).observe(recorder.observer)
            input.send(value: HeldValue(1, onRelease: released.set))
            scheduler.advance(by: .seconds(1))
            input.send(ending)
            scheduler.advance()
            #expect(released.isSet, "\(ending)")
            #expect(recorder.events.map(\.time) == [1], "\(ending)")
            #expect(recorder.hasTerminated, "\(ending)")
        }
    }

    @Test("a producer's throttle(while:): disposing a start cancels what is scheduled and lets go of the values")
    func producerDisposal() {
        let scheduler = TestScheduler()
        let released = Flag()
        let shouldThrottle = MutableProperty(false)
        let (values, input) = Signal<HeldValue, Never>.pipe()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        let start = SignalProducer(values).throttle(while: shouldThrottle, on: scheduler).map(\.id)
            .start(recorder.observer)
        input.send(value: HeldValue(1, onRelease: released.set))  // scheduled, not yet sent
        start.dispose()
        #expect(released.isSet)
        scheduler.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }
}
