import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("SignalProducer.timer")
struct TimerTests {
    @Test("sends the scheduler's date every interval after the start, and never completes (ReactiveSwift's case)")
    func sendsTheDateEveryInterval() {
        let scheduler = TestScheduler()
        let recorder = VirtualTimeRecorder<Date, Never>(scheduler)
        let start = SignalProducer.timer(interval: .seconds(1), on: scheduler, leeway: .seconds(0)).start(recorder.observer)
        let tick = { (second: TimeInterval) in At<Date, Never>(second, .value(Date(timeIntervalSinceReferenceDate: second))) }
        scheduler.advance(by: .milliseconds(900))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [tick(1)])
        scheduler.advance()
        #expect(recorder.events == [tick(1)])
        scheduler.advance(by: .milliseconds(200))
        #expect(recorder.events == [tick(1), tick(2)])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [tick(1), tick(2), tick(3)])
        start.dispose()
    }

    @Test("the first tick comes one interval after the start, wherever the clock was")
    func firstTickIsOneIntervalAfterTheStart() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .milliseconds(500))
        var dates: [TimeInterval] = []
        let start = SignalProducer.timer(interval: .seconds(2), on: scheduler).startWithValues {
            dates.append($0.timeIntervalSinceReferenceDate)
        }
        scheduler.advance(by: .seconds(5))
        #expect(dates == [2.5, 4.5])
        start.dispose()
    }

    @Test("disposing a start stops the timer and sends interrupted at once; the timer's action is let go of")
    func disposalStopsTheTimer() {
        let scheduler = TestScheduler()
        let recorder = VirtualTimeRecorder<Date, Never>(scheduler)
        let start = SignalProducer.timer(interval: .seconds(1), on: scheduler, leeway: .seconds(0)).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        start.dispose()
        #expect(recorder.events == [At(1, .value(Date(timeIntervalSinceReferenceDate: 1))), At(1, .interrupted)])
        scheduler.advance(by: .seconds(10))
        #expect(recorder.events.count == 2)
    }

    @Test("disposing from an action on the scheduler interrupts and releases the start's signal (ReactiveSwift's case)")
    func disposalFromTheScheduler() {
        let scheduler = TestScheduler()
        var interrupted = false
        weak var weakSignal: Signal<Date, Never>?
        SignalProducer.timer(interval: .seconds(1), on: scheduler, leeway: .seconds(0)).startWithSignal { signal, disposable in
            weakSignal = signal
            scheduler.schedule { disposable.dispose() }
            signal.observeInterrupted { interrupted = true }
        }
        #expect(!interrupted)
        scheduler.run()
        #expect(interrupted)
        #expect(weakSignal == nil)
    }

    @Test("each start has a timer of its own")
    func eachStartHasItsOwnTimer() {
        let scheduler = TestScheduler()
        let timer = SignalProducer.timer(interval: .seconds(2), on: scheduler, leeway: .seconds(0))
        var first: [TimeInterval] = []
        var second: [TimeInterval] = []
        let a = timer.startWithValues { first.append($0.timeIntervalSinceReferenceDate) }
        scheduler.advance(by: .seconds(1))
        let b = timer.startWithValues { second.append($0.timeIntervalSinceReferenceDate) }
        scheduler.advance(by: .seconds(4))
        #expect(first == [2, 4])
        #expect(second == [3, 5])
        a.dispose()
        b.dispose()
    }

    @Test("on a QueueScheduler, ticks come on the queue, about one interval apart")
    func realTimer() {
        let scheduler = QueueScheduler(name: "timer-test")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<(Date, Bool)>()
        let started = Date()
        let start = SignalProducer.timer(interval: .milliseconds(20), on: scheduler, leeway: .milliseconds(1))
            .startWithValues { gathered.append(($0, identity.isCurrent)) }
        #expect(gathered.wait(for: 5))
        start.dispose()
        let ticks = gathered.all.prefix(5)
        #expect(ticks.allSatisfy { $0.1 })
        for (index, tick) in ticks.enumerated() {
            // The k-th tick is due (k + 1) intervals after the start; allow
            // a little for clock reading, nothing for coming early.
            #expect(tick.0.timeIntervalSince(started) >= 0.020 * Double(index + 1) - 0.005)
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("a negative interval stops the program with a message")
    func negativeIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer.timer(interval: .seconds(-1), on: TestScheduler())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.timer(interval:on:leeway:): the interval"))
    }
}
