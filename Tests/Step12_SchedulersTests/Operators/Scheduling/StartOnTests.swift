import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("start(on:)")
struct StartOnTests {
    @Test("the work starts only when the scheduler runs, at that virtual time")
    func workStartsOnTheScheduler() {
        let scheduler = TestScheduler()
        var startedAt: TimeInterval?
        let producer = SignalProducer<Int, Never> { observer, _ in
            startedAt = scheduler.currentDate.timeIntervalSinceReferenceDate
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        scheduler.advance(by: .seconds(1))
        producer.start(on: scheduler).start(recorder.observer)
        #expect(startedAt == nil)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(startedAt == 1)
        #expect(recorder.events == [At(1, .value(1)), At(1, .completed)])
    }

    @Test("disposing before the scheduled start runs: the work never starts, interrupted comes at once, and the scheduled start is let go of")
    func disposalBeforeTheStart() {
        let scheduler = TestScheduler()
        let flag = ReleaseFlag()
        var started = false
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let start: Disposable
        do {
            let captured = Released(flag)
            let producer = SignalProducer<Int, Never> { _, _ in
                withExtendedLifetime(captured) { started = true }
            }
            start = producer.start(on: scheduler).start(recorder.observer)
        }
        #expect(!flag.isReleased)
        start.dispose()
        #expect(recorder.events == [At(0, .interrupted)])
        #expect(flag.isReleased)
        scheduler.run()
        #expect(!started)
        #expect(recorder.events == [At(0, .interrupted)])
    }

    @Test("disposing after the start has run interrupts the work")
    func disposalAfterTheStart() {
        let scheduler = TestScheduler()
        var workLifetime: Lifetime?
        let producer = SignalProducer<Int, Never> { _, lifetime in workLifetime = lifetime }
        let recorder = VirtualTimeRecorder<Int, Never>(scheduler)
        let start = producer.start(on: scheduler).start(recorder.observer)
        scheduler.advance()
        #expect(workLifetime?.hasEnded == false)
        start.dispose()
        #expect(workLifetime?.hasEnded == true)
        #expect(recorder.events.map(\.event) == [.interrupted])
    }

    @Test("events are sent where the work sends them, not on the start's scheduler (ReactiveSwift's timer case)")
    func eventsKeepTheirOwnScheduler() {
        let startScheduler = TestScheduler()
        let timerScheduler = TestScheduler()
        var dates: [Date] = []
        SignalProducer.timer(interval: .seconds(2), on: timerScheduler, leeway: .seconds(0))
            .start(on: startScheduler)
            .startWithValues { dates.append($0) }
        startScheduler.advance(by: .seconds(2))
        #expect(dates.isEmpty)
        timerScheduler.advance(by: .seconds(1))
        #expect(dates.isEmpty)
        timerScheduler.advance(by: .seconds(1))
        #expect(dates == [Date(timeIntervalSinceReferenceDate: 2)])
    }

    @Test("each start schedules its own start")
    func eachStartSchedulesItsOwn() {
        let scheduler = TestScheduler()
        var starts = 0
        let producer = SignalProducer<Int, Never> { _, _ in starts += 1 }.start(on: scheduler)
        producer.start()
        producer.start()
        #expect(starts == 0)
        scheduler.advance()
        #expect(starts == 2)
    }

    @Test("the work starts on the QueueScheduler's queue")
    func startsOnTheQueue() {
        let scheduler = QueueScheduler(name: "start-on-test")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<Bool>()
        SignalProducer<Int, Never> { observer, _ in
            gathered.append(identity.isCurrent)
            observer.sendCompleted()
        }.start(on: scheduler).start()
        #expect(gathered.wait(for: 1))
        #expect(gathered.all == [true])
    }
}
