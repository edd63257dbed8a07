import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct DelayTests {
    @Test("delay sends each value and the completion interval seconds after it came, on the scheduler")
    func delaysValuesAndCompletion() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.delay(2, on: scheduler).observe(recorder.observer)

        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(500))
        input.sendCompleted()
        #expect(recorder.events.isEmpty)  // nothing before the scheduler runs it

        scheduler.run()
        #expect(recorder.events == [at(2, .value(1)), at(3, .value(2)), at(3.5, .completed)])
    }

    @Test("a failure is not delayed: it arrives at the next run of the scheduler, and the values waiting are dropped")
    func failureGoesOnAtOnce() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.delay(10, on: scheduler).observe(recorder.observer)

        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(error: TestError("offline"))
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [at(1, .failed(TestError("offline")))])
        scheduler.run()
        #expect(recorder.events.count == 1)
    }

    @Test("an interruption is not delayed either, and drops the values waiting")
    func interruptionGoesOnAtOnce() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.delay(10, on: scheduler).observe(recorder.observer)

        input.send(value: 1)
        scheduler.advance(by: .seconds(3))
        input.sendInterrupted()
        scheduler.run()
        #expect(recorder.events == [at(3, .interrupted)])
    }

    @Test("the values waiting when the source fails are let go of")
    func failureReleasesValuesWaiting() {
        let scheduler = TestScheduler()
        let released = Flag()
        let (values, input) = Signal<HeldValue, TestError>.pipe()
        values.delay(10, on: scheduler).observe { _ in }
        input.send(value: HeldValue(1, onRelease: released.set))
        input.send(error: TestError())
        #expect(!released.isSet)
        scheduler.advance()  // the failure goes on; the value's sending is cancelled
        #expect(released.isSet)
    }

    @Test("a producer's delay: ReactiveSwift's scenario, one value at once and one after five seconds, all ten seconds late")
    func producerScenario() {
        let scheduler = TestScheduler()
        let producer = SignalProducer<Int, Never> { observer, _ in
            scheduler.schedule { observer.send(value: 1) }
            scheduler.schedule(after: .seconds(5)) {
                observer.send(value: 2)
                observer.sendCompleted()
            }
        }
        let recorder = TimedRecorder<Int, Never>(scheduler)
        producer.delay(10, on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(4))
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [at(10, .value(1)), at(15, .value(2)), at(15, .completed)])
    }

    @Test("disposing a start cancels what is scheduled and lets go of it; interrupted is sent on the scheduler, at the time of disposal")
    func disposalCancels() {
        let scheduler = TestScheduler()
        let released = Flag()
        let producer = SignalProducer<HeldValue, Never> { observer, _ in
            observer.send(value: HeldValue(1, onRelease: released.set))
        }
        let recorder = TimedRecorder<HeldValue, Never>(scheduler)
        let start = producer.delay(5, on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        start.dispose()
        #expect(released.isSet)  // let go of at once, not at its date
        #expect(recorder.events.isEmpty)  // the interruption, too, goes through the scheduler
        scheduler.run()
        #expect(recorder.events.map(\.time) == [1])
        #expect(recorder.events.first?.event.isTerminating == true)
        #expect(recorder.values.isEmpty)
    }

    @Test("ReactiveSwift's rule on an immediate source: a start disposed before the scheduler runs sends only interrupted")
    func asapInterruption() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, Never>(scheduler)
        let start = SignalProducer<Int, Never>(0..<128).delay(10, on: scheduler).start(recorder.observer)
        start.dispose()
        scheduler.run()
        #expect(recorder.events == [at(0, .interrupted)])
    }

    @Test("delay(0) keeps the order: a value then a failure sent at the same moment arrive in that order")
    func zeroDelayKeepsOrder() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        numbers.delay(0, on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        #expect(recorder.events == [at(0, .value(1)), at(0, .failed(TestError()))])
    }

    @Test("values sent on one thread while another runs the scheduler all arrive, once each and in order, on the scheduler's thread")
    func sendingWhileTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let received = Recorder<Int, Never>()
        numbers.delay(0.001, on: scheduler).observe(received.record)
        let sent = 2_000
        runAtOnce({
            for _ in 0..<sent {
                scheduler.advance(by: .microseconds(500))
            }
        }, {
            for number in 0..<sent {
                input.send(value: number)
            }
            input.sendCompleted()
        })
        scheduler.run()
        #expect(received.events == (0..<sent).map { .value($0) } + [.completed])
    }
}
