import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("lazyMap(on:transform:)")
struct LazyMapTests {
    @Test("values that arrive while one waits replace it: one transform, of the latest, when the scheduler runs")
    func onlyTheLatestIsTransformed() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var transformed: [Int] = []
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        signal.lazyMap(on: scheduler) { value in
            transformed.append(value)
            return value * 10
        }.observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        #expect(transformed.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(transformed == [3])
        #expect(recorder.events == [At(0, .value(30))])
        scheduler.advance(by: .seconds(1))
        input.send(value: 4)
        scheduler.advance()
        #expect(transformed == [3, 4])
        #expect(recorder.events == [At(0, .value(30)), At(2, .value(40))])
    }

    @Test("the transform runs only when scheduled, and values sent meanwhile wait for the next run (ReactiveSwift's two-scheduler case)")
    func transformRunsWhenScheduled() {
        let lensScheduler = TestScheduler()
        let targetScheduler = TestScheduler()
        let (signal, input) = Signal<String, Never>.pipe()
        let producer = SignalProducer(signal)
        var getterCount = 0
        var destination: [String] = []
        producer
            .lazyMap(on: lensScheduler) { value -> String in getterCount += 1; return value }
            .observe(on: targetScheduler)
            .startWithValues { destination.append($0) }
        input.send(value: "a")
        #expect(getterCount == 0)
        lensScheduler.advance()
        #expect(getterCount == 1)
        #expect(destination.isEmpty)
        input.send(value: "b")
        input.send(value: "c")
        input.send(value: "d")
        #expect(getterCount == 1)
        lensScheduler.advance()
        #expect(getterCount == 2)
        targetScheduler.advance()
        #expect(destination == ["a", "d"])
    }

    @Test("completion is scheduled after the waiting value, which is still sent")
    func completionAfterWaitingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        signal.lazyMap(on: scheduler) { $0 * 10 }.observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events == [At(0, .value(20)), At(0, .completed)])
    }

    @Test("failure is scheduled after the waiting value, which is still sent")
    func failureAfterWaitingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        signal.lazyMap(on: scheduler) { $0 * 10 }.observe(recorder.observer)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        #expect(recorder.events == [At(0, .value(10)), At(0, .failed(TestError()))])
    }

    @Test("an interruption from upstream drops the waiting value at once (never transformed, let go of) and sends interrupted from the scheduler")
    func interruptionDropsWaitingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Released, Never>.pipe()
        let flag = ReleaseFlag()
        var transformed = 0
        var events: [String] = []
        signal.lazyMap(on: scheduler) { _ in transformed += 1; return 0 }.observe { event in
            events.append("\(event)@\(scheduler.currentDate.timeIntervalSinceReferenceDate)")
        }
        scheduler.advance(by: .seconds(1))
        input.send(value: Released(flag))
        #expect(!flag.isReleased)
        input.sendInterrupted()
        #expect(flag.isReleased)
        #expect(events.isEmpty)
        scheduler.advance()
        #expect(transformed == 0)
        #expect(events == ["\(Event<Int, Never>.interrupted)@1.0"])
    }

    @Test("disposing a start cancels the waiting value, lets go of it, and sends interrupted from the scheduler")
    func disposalCancelsWaitingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Released, Never>.pipe()
        let producer = SignalProducer(signal)
        let flag = ReleaseFlag()
        var transformed = 0
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let start = producer.lazyMap(on: scheduler) { _ in transformed += 1; return 0 }.start(recorder.observer)
        input.send(value: Released(flag))
        start.dispose()
        #expect(flag.isReleased)
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(transformed == 0)
        #expect(recorder.events.map(\.event) == [.interrupted])
    }

    @Test("ReactiveSwift's interruption cases: no value and one interrupted, on the scheduler")
    func asapInterruption() {
        let scheduler = TestScheduler()
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let start = SignalProducer<Int, Never>(0..<128).lazyMap(on: scheduler) { $0 }.start(recorder.observer)
        start.dispose()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events.map(\.event) == [.interrupted])
    }

    @Test("the transform runs on the QueueScheduler's queue")
    func transformRunsOnTheQueue() {
        let scheduler = QueueScheduler(name: "lazy-map-test")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<Bool>()
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.lazyMap(on: scheduler) { _ in identity.isCurrent }.observeValues { gathered.append($0) }
        input.send(value: 1)
        #expect(gathered.wait(for: 1))
        #expect(gathered.all == [true])
    }
}
