import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("QueueScheduler")
struct QueueSchedulerTests {
    @Test("actions run on the scheduler's queue, one at a time, in the order they were scheduled")
    func runsInOrderOnTheQueue() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.order")
        #expect(scheduler.queue.label == "org.frp-book.tests.order")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<(Int, Bool)>()
        for index in 0..<100 {
            scheduler.schedule { gathered.append((index, identity.isCurrent)) }
        }
        #expect(gathered.wait(for: 100))
        #expect(gathered.all.map(\.0) == Array(0..<100))
        #expect(gathered.all.allSatisfy { $0.1 })
    }

    @Test("schedule(_:) never runs the action before it returns, even when called on the queue")
    func neverRunsAtOnce() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.async")
        let ranBeforeReturn = scheduler.queue.sync { () -> Bool in
            var ran = false
            scheduler.schedule { ran = true }
            return ran
        }
        #expect(!ranBeforeReturn)
    }

    @Test("a cancelled action never runs, and what it captured is let go of at once")
    func cancellationLetsGo() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.cancel")
        let flag = ReleaseFlag()
        let ran = Gathered<Int>()
        scheduler.queue.suspend()
        let disposable: Disposable?
        do {
            let captured = Released(flag)
            disposable = scheduler.schedule { withExtendedLifetime(captured) { ran.append(1) } }
        }
        #expect(disposable?.isDisposed == false)
        disposable?.dispose()
        #expect(disposable?.isDisposed == true)
        #expect(flag.isReleased)
        scheduler.queue.resume()
        drain(scheduler.queue)
        #expect(ran.all.isEmpty)
    }

    @Test("schedule(after:) runs no earlier than its date, on the queue")
    func runsAfterItsDate() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.after")
        let identity = QueueIdentity(scheduler.queue)
        let gathered = Gathered<(Date, Bool)>()
        let due = scheduler.currentDate.addingTimeInterval(0.05)
        scheduler.schedule(after: due) { gathered.append((Date(), identity.isCurrent)) }
        #expect(gathered.wait(for: 1))
        let (ranAt, onQueue) = gathered.all[0]
        #expect(ranAt >= due.addingTimeInterval(-0.002))
        #expect(ranAt < due.addingTimeInterval(5))
        #expect(onQueue)
    }

    @Test("schedule(after:) with a date in the past runs as soon as possible")
    func pastDateRunsSoon() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.past")
        let gathered = Gathered<Int>()
        scheduler.schedule(after: Date(timeIntervalSinceNow: -10)) { gathered.append(1) }
        #expect(gathered.wait(for: 1, seconds: 5))
    }

    @Test("schedule(after:) cancelled before its date never runs, and lets go of the action at once")
    func delayedCancellation() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.after-cancel")
        let flag = ReleaseFlag()
        let ran = Gathered<Int>()
        let disposable: Disposable?
        do {
            let captured = Released(flag)
            disposable = scheduler.schedule(after: .milliseconds(50)) {
                withExtendedLifetime(captured) { ran.append(1) }
            }
        }
        disposable?.dispose()
        #expect(flag.isReleased)
        #expect(!ran.wait(for: 1, seconds: 0.2))
    }

    @Test("a repeating timer runs at its date and about every interval after, on the queue, until disposed; disposing lets go of the action")
    func repeatingTimer() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.timer")
        let identity = QueueIdentity(scheduler.queue)
        let flag = ReleaseFlag()
        let ticks = Gathered<(Date, Bool)>()
        let first = scheduler.currentDate.addingTimeInterval(0.03)
        let timer: Disposable?
        do {
            let captured = Released(flag)
            timer = scheduler.schedule(after: first, interval: .milliseconds(20), leeway: .milliseconds(2)) {
                withExtendedLifetime(captured) { ticks.append((Date(), identity.isCurrent)) }
            }
        }
        #expect(ticks.wait(for: 4))
        // Dispose on the queue, so that no tick is running meanwhile: the
        // action is let go of before `dispose()` returns.
        scheduler.queue.sync { timer?.dispose() }
        #expect(flag.isReleased)
        let count = ticks.all.count
        Thread.sleep(forTimeInterval: 0.1)
        #expect(ticks.all.count == count)
        let dates = ticks.all.map(\.0)
        for (index, date) in dates.enumerated() {
            #expect(date >= first.addingTimeInterval(0.02 * Double(index) - 0.003))
        }
        #expect(ticks.all.allSatisfy { $0.1 })
    }

    @Test("the default leeway of a repeating timer is a tenth of its interval")
    func defaultLeeway() {
        #expect(DispatchTimeInterval.seconds(1).tenth == .nanoseconds(100_000_000))
        #expect(DispatchTimeInterval.milliseconds(30).tenth == .nanoseconds(3_000_000))
    }

    @Test("currentDate is the wall clock's")
    func currentDateIsNow() {
        let before = Date()
        let now = QueueScheduler(name: "org.frp-book.tests.now").currentDate
        #expect(now >= before)
        #expect(now.timeIntervalSince(before) < 5)
    }

    @Test("init(qos:name:targeting:) runs the actions through the target queue")
    func targetsAQueue() {
        let target = DispatchQueue(label: "org.frp-book.tests.target")
        let targetIdentity = QueueIdentity(target)
        let scheduler = QueueScheduler(qos: .userInitiated, name: "org.frp-book.tests.targeting", targeting: target)
        let gathered = Gathered<Bool>()
        scheduler.schedule { gathered.append(targetIdentity.isCurrent) }
        #expect(gathered.wait(for: 1))
        #expect(gathered.all == [true])
    }

    @Test("a scheduler knows when the calling thread runs its queue, or a queue that targets it")
    func knowsItsQueue() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.identity")
        let other = QueueScheduler(name: "org.frp-book.tests.other")
        let child = DispatchQueue(label: "org.frp-book.tests.child", target: scheduler.queue)
        #expect(!scheduler.isWaitingForCurrentThread)
        #expect(scheduler.queue.sync { scheduler.isWaitingForCurrentThread })
        #expect(child.sync { scheduler.isWaitingForCurrentThread })
        #expect(!other.queue.sync { scheduler.isWaitingForCurrentThread })
    }

    @Test("a negative interval of a repeating timer stops the program with a message")
    func negativeIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = QueueScheduler(name: "negative")
            scheduler.schedule(after: Date(), interval: .seconds(-1), leeway: .seconds(0)) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("QueueScheduler.schedule(after:interval:leeway:): the interval"))
    }
}
