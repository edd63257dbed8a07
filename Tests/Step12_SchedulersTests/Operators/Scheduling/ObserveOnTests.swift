import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("observe(on:)")
struct ObserveOnTests {
    @Test("a signal's values and completion are sent only when the scheduler runs them, each at the virtual time it runs")
    func signalEventsWaitForTheScheduler() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        signal.observe(on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [At(0, .value(1))])
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [At(0, .value(1)), At(1, .value(2)), At(1, .completed)])
    }

    @Test("a failure comes after the values scheduled before it")
    func failureAfterPendingValues() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        signal.observe(on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError("boom"))
        scheduler.advance()
        #expect(recorder.events == [At(0, .value(1)), At(0, .value(2)), At(0, .failed(TestError("boom")))])
    }

    @Test("an interruption from upstream comes after the values scheduled before it")
    func upstreamInterruptionAfterPendingValues() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        signal.observe(on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.sendInterrupted()
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [At(0, .value(1)), At(0, .interrupted)])
    }

    @Test("a producer's start sends nothing until the scheduler runs, then everything in order")
    func producerEventsWaitForTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = VirtualTimeRecorder<Int, TestError>(scheduler)
        SignalProducer<Int, TestError>([1, 2, 3]).observe(on: scheduler).start(recorder.observer)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events == [At(0, .value(1)), At(0, .value(2)), At(0, .value(3)), At(0, .completed)])
    }

    @Test("disposing a start drops every scheduled value and sends one interrupted, from the scheduler, not at once")
    func disposalDropsPendingAndInterruptsOnTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let disposable = SignalProducer<Int, Never>(0..<128).observe(on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events.count == 129)

        let second = VirtualTimeRecorder<Int, Never>(scheduler)
        let start = SignalProducer<Int, Never>(0..<128).observe(on: scheduler).start(second.observer)
        start.dispose()
        #expect(second.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        // The second recorder's clock starts at 1 s: 0 is when it ran.
        #expect(second.events == [At(0, .interrupted)])
        withExtendedLifetime(disposable) {}
    }

    @Test("disposing a start interrupts the work upstream at once, before the scheduler runs")
    func disposalStopsUpstreamAtOnce() {
        let scheduler = TestScheduler()
        var upstreamLifetime: Lifetime?
        let producer = SignalProducer<Int, Never> { _, lifetime in upstreamLifetime = lifetime }
        let disposable = producer.observe(on: scheduler).start()
        #expect(upstreamLifetime?.hasEnded == false)
        disposable.dispose()
        #expect(upstreamLifetime?.hasEnded == true)
    }

    @Test("observe(on:) with startWithSignal: disposal interrupts upstream at once (ReactiveSwift's case)")
    func startWithSignalDisposal() {
        var upstreamLifetime: Lifetime?
        let producer = SignalProducer<(), Never> { _, lifetime in upstreamLifetime = lifetime }
        var disposable: Disposable?
        producer.observe(on: TestScheduler()).startWithSignal { signal, interrupter in
            signal.observe { _ in }
            disposable = interrupter
        }
        #expect(upstreamLifetime?.hasEnded == false)
        disposable?.dispose()
        #expect(upstreamLifetime?.hasEnded == true)
    }

    @Test("observe(on:) with startWithSignal: disposal sends interrupted from the scheduler, not at once, whether upstream is alive or has ended (ReactiveSwift's two cases)", arguments: [true, false])
    func startWithSignalInterruptsOnTheScheduler(upstreamIsAlive: Bool) {
        let scheduler = TestScheduler()
        let (pipe, _) = Signal<Int, Never>.pipe()
        let upstream = upstreamIsAlive ? SignalProducer(pipe) : SignalProducer<Int, Never>.empty
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let interrupter = upstream.observe(on: scheduler).startWithSignal { signal, interrupter in
            signal.observe(recorder.observer)
            return interrupter
        }
        interrupter.dispose()
        #expect(recorder.events.isEmpty, "interrupted came at once, not from the scheduler")
        scheduler.run()
        #expect(recorder.events.map(\.event) == [.interrupted])
    }

    @Test("the events arrive on the QueueScheduler's queue, in the order they were sent")
    func deliversOnTheQueue() {
        let scheduler = QueueScheduler(name: "observe-on-test")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<(Event<Int, Never>, Bool)>()
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observe(on: scheduler).observe { event in gathered.append((event, identity.isCurrent)) }
        for value in 0..<1_000 { input.send(value: value) }
        input.sendCompleted()
        #expect(gathered.wait(for: 1_001))
        let all = gathered.all
        #expect(all.map(\.0) == (0..<1_000).map { Event.value($0) } + [.completed])
        #expect(all.allSatisfy { $0.1 })
    }

    @Test("values sent from many threads at once all arrive, one at a time, on the queue")
    func concurrentSendersAreSerialized() {
        let scheduler = QueueScheduler(name: "observe-on-concurrent")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<Bool>()
        let (signal, input) = Signal<Int, Never>.pipe()
        let inside = Locked(0)
        var overlapped = false
        signal.observe(on: scheduler).observeValues { _ in
            let count = inside.withLock { $0 += 1; return $0 }
            if count > 1 { overlapped = true }
            inside.withLock { $0 -= 1 }
            gathered.append(identity.isCurrent)
        }
        let transfer = UncheckedTransfer(input)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for value in 0..<250 { transfer.value.send(value: thread * 1_000 + value) }
        }
        #expect(gathered.wait(for: 1_000))
        drain(scheduler.queue)
        #expect(gathered.all.count == 1_000)
        #expect(gathered.all.allSatisfy { $0 })
        #expect(!overlapped)
    }
}
