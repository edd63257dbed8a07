import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("TestScheduler: virtual time")
struct TestSchedulerTests {
    /// The log of a scenario: what ran, at which virtual second.
    final class Log {
        var entries: [String] = []
        let scheduler: TestScheduler
        init(_ scheduler: TestScheduler) { self.scheduler = scheduler }
        func record(_ name: String) {
            entries.append("\(name)@\(scheduler.currentDate.timeIntervalSinceReferenceDate)")
        }
    }

    @Test("actions run in order of date, and actions at the same date in the order they were scheduled")
    func orderByDateThenSequence() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: .seconds(2)) { log.record("c") }
        scheduler.schedule(after: .seconds(1)) { log.record("a") }
        scheduler.schedule(after: .seconds(2)) { log.record("d") }
        scheduler.schedule(after: .seconds(1)) { log.record("b") }
        scheduler.schedule { log.record("now") }
        scheduler.run()
        #expect(log.entries == ["now@0.0", "a@1.0", "b@1.0", "c@2.0", "d@2.0"])
    }

    @Test("nothing runs until the clock is advanced, and advance() runs only what is due now")
    func advanceRunsOnlyWhatIsDueNow() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule { log.record("now") }
        scheduler.schedule(after: .seconds(1)) { log.record("later") }
        #expect(log.entries.isEmpty)
        scheduler.advance()
        #expect(log.entries == ["now@0.0"])
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0.000_000_001))
    }

    @Test("advance(by: DispatchTimeInterval) runs every action due, each at its own date, and stops the clock at the end")
    func advanceByDispatchTimeInterval() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: .milliseconds(500)) { log.record("a") }
        scheduler.schedule(after: .seconds(1)) { log.record("b") }
        scheduler.schedule(after: .milliseconds(1_001)) { log.record("c") }
        scheduler.advance(by: .seconds(1))
        #expect(log.entries == ["a@0.5", "b@1.0"])
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1))
    }

    @Test("advance(by: TimeInterval) does the same with seconds")
    func advanceByTimeInterval() {
        let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 100))
        let log = Log(scheduler)
        scheduler.schedule(after: .seconds(3)) { log.record("a") }
        scheduler.advance(by: 2.5)
        #expect(log.entries.isEmpty)
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 102.5))
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["a@103.0"])
    }

    @Test("advance(to:) runs everything due by that date and sets the clock to it")
    func advanceTo() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) { log.record("a") }
        scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 6)) { log.record("b") }
        scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 5))
        #expect(log.entries == ["a@4.0"])
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 5))
    }

    @Test("an action scheduled at a date already past runs at the next advance, at the current date")
    func pastDateRunsAtNextAdvance() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(10))
        let log = Log(scheduler)
        scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 3)) { log.record("late") }
        scheduler.advance()
        #expect(log.entries == ["late@10.0"])
    }

    @Test("run() runs everything, including what the actions schedule, and leaves the clock at distantFuture as ReactiveSwift does")
    func runEmptiesTheQueue() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: .seconds(5)) {
            log.record("a")
            scheduler.schedule(after: .seconds(100)) { log.record("b") }
        }
        scheduler.run()
        #expect(log.entries == ["a@5.0", "b@105.0"])
        #expect(scheduler.currentDate == Date.distantFuture)
    }

    @Test("actions scheduled by actions run in the same advance when they are due by its end, and not otherwise")
    func actionsSchedulingActions() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: .seconds(1)) {
            log.record("first")
            scheduler.schedule { log.record("now") }
            scheduler.schedule(after: .seconds(1)) { log.record("+1") }
            scheduler.schedule(after: .seconds(5)) { log.record("+5") }
        }
        scheduler.advance(by: .seconds(2))
        #expect(log.entries == ["first@1.0", "now@1.0", "+1@2.0"])
        scheduler.advance(by: .seconds(4))
        #expect(log.entries == ["first@1.0", "now@1.0", "+1@2.0", "+5@6.0"])
    }

    @Test("an action may advance the clock itself: the inner advance runs what is due, the outer goes on after it")
    func reentrantAdvance() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        scheduler.schedule(after: .seconds(1)) {
            log.record("outer")
            scheduler.advance(by: .seconds(1))
            log.record("outer after inner advance")
        }
        scheduler.schedule(after: .seconds(2)) { log.record("inner") }
        scheduler.schedule(after: .seconds(3)) { log.record("last") }
        scheduler.advance(by: .seconds(3))
        #expect(log.entries == ["outer@1.0", "inner@2.0", "outer after inner advance@2.0", "last@3.0"])
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 3))
    }

    @Test("a repeating action runs at its date and every interval after it, until disposed")
    func repeatingSchedule() {
        let scheduler = TestScheduler()
        let log = Log(scheduler)
        let repetition = scheduler.schedule(after: .seconds(1), interval: .seconds(2)) { log.record("tick") }
        scheduler.advance(by: .seconds(6))
        #expect(log.entries == ["tick@1.0", "tick@3.0", "tick@5.0"])
        repetition?.dispose()
        scheduler.advance(by: .seconds(10))
        #expect(log.entries == ["tick@1.0", "tick@3.0", "tick@5.0"])
    }

    @Test("a repeating action holds its action while it repeats, and lets go of it when disposed")
    func repeatingScheduleLifetime() {
        let scheduler = TestScheduler()
        let flag = ReleaseFlag()
        var count = 0
        var repetition: Disposable?
        do {
            let captured = Released(flag)
            repetition = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1), interval: .seconds(1)) {
                withExtendedLifetime(captured) { count += 1 }
            }
        }
        scheduler.advance(by: .seconds(3))
        #expect(count == 3)
        #expect(!flag.isReleased)
        repetition?.dispose()
        #expect(flag.isReleased)
        scheduler.advance(by: .seconds(3))
        #expect(count == 3)
    }

    @Test("a cancelled action never runs, and what it captured is let go of at once, before the clock moves")
    func cancellationLetsGo() {
        let scheduler = TestScheduler()
        let flag = ReleaseFlag()
        var ran = false
        let disposable: Disposable?
        do {
            let captured = Released(flag)
            disposable = scheduler.schedule(after: .seconds(1)) {
                withExtendedLifetime(captured) { ran = true }
            }
        }
        #expect(!flag.isReleased)
        disposable?.dispose()
        #expect(flag.isReleased)
        scheduler.run()
        #expect(!ran)
    }

    @Test("an action that has run is let go of")
    func ranActionIsLetGo() {
        let scheduler = TestScheduler()
        let flag = ReleaseFlag()
        do {
            let captured = Released(flag)
            scheduler.schedule { withExtendedLifetime(captured) {} }
        }
        scheduler.advance()
        #expect(flag.isReleased)
    }

    @Test("many cancelled actions do not pile up: the queue sheds them")
    func cancelledActionsAreShed() {
        let scheduler = TestScheduler()
        var ran = 0
        for second in 1...10_000 {
            scheduler.schedule(after: .seconds(second)) { ran += 1 }?.dispose()
        }
        scheduler.schedule(after: .seconds(1)) { ran += 1 }
        scheduler.run()
        #expect(ran == 1)
    }

    @Test("rewind(by:) moves the clock back without running anything")
    func rewind() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(5))
        scheduler.rewind(by: .seconds(2))
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 3))
    }

    /// How long one million actions may take, scheduled in reverse order of
    /// date and then run: generous for O(n log n) in a debug build on a busy
    /// machine, far too little for a queue that keeps a sorted array (about
    /// n²/2 = 5·10¹¹ element moves).
    static let millionBound: TimeInterval = 120

    @Test("one million actions, scheduled latest first, then run: O(n log n), within a generous bound")
    func oneMillionActions() {
        let scheduler = TestScheduler()
        let total = 1_000_000
        var ran = 0
        var lastDate = Date.distantPast
        var inOrder = true
        let start = Date()
        for index in stride(from: total, to: 0, by: -1) {
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: TimeInterval(index))) {
                ran += 1
                let now = scheduler.currentDate
                if now < lastDate { inOrder = false }
                lastDate = now
            }
            // Stop early instead of taking hours when the queue is quadratic.
            if index % 10_000 == 0, Date().timeIntervalSince(start) > Self.millionBound {
                Issue.record("scheduling \(total - index) actions took more than \(Self.millionBound) s: the queue is not O(n log n)")
                return
            }
        }
        scheduler.run()
        let elapsed = Date().timeIntervalSince(start)
        #expect(ran == total)
        #expect(inOrder)
        #expect(elapsed < Self.millionBound, "one million actions took \(elapsed) s")
    }

    @Test("advance(by:) with a negative interval stops the program with a message")
    func negativeAdvanceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler().advance(by: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.advance(by:): the interval -1.0 is negative; virtual time only moves forward"))
    }

    @Test("advance(to:) a date before the current date stops the program with a message")
    func advanceToThePastStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = TestScheduler()
            scheduler.advance(by: .seconds(5))
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.advance(to:):"))
        #expect(message.contains("is before the scheduler's current date"))
    }

    @Test("a repeating action with an interval of zero stops the program with a message")
    func zeroIntervalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler().schedule(after: .seconds(1), interval: .seconds(0)) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the interval must be longer than zero"))
    }
}
