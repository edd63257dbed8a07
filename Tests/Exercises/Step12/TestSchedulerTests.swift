// The tests of exercise 12.1, `Exercises/Step12/TestScheduler.swift`.
// Check it with `swift run learn check 12.1`.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// Seconds since the reference date: the tests' clocks start at zero.
private func seconds(_ date: Date) -> TimeInterval {
    (date.timeIntervalSinceReferenceDate * 1_000_000).rounded() / 1_000_000
}

/// The date `seconds` after the reference date.
private func date(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSinceReferenceDate: seconds)
}

@Suite("Exercise 12.1: TestScheduler")
struct Exercise12_01 {
    @Test("nothing runs until the clock is advanced; schedule(_:) runs at the next advance, at the current date")
    func nothingBeforeAdvancing() {
        let scheduler = TestScheduler()
        var ran: [TimeInterval] = []
        scheduler.schedule { ran.append(seconds(scheduler.currentDate)) }
        #expect(ran == [])
        scheduler.advance()
        #expect(ran == [0])
    }

    @Test("a clock that starts at a given date reads it until advanced")
    func startDate() {
        let scheduler = TestScheduler(startDate: date(100))
        #expect(seconds(scheduler.currentDate) == 100)
        scheduler.advance(by: 2.5)
        #expect(seconds(scheduler.currentDate) == 102.5)
    }

    @Test("actions run in order of date, each with the clock at its own date; the clock then reads the date advanced to")
    func orderOfDate() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        scheduler.schedule(after: date(2)) { ran.append("two at \(seconds(scheduler.currentDate))") }
        scheduler.schedule(after: date(1)) { ran.append("one at \(seconds(scheduler.currentDate))") }
        scheduler.schedule(after: date(3.5)) { ran.append("late") }
        scheduler.advance(by: 1)
        #expect(ran == ["one at 1.0"])
        scheduler.advance(by: 1.5)
        #expect(ran == ["one at 1.0", "two at 2.0"])
        #expect(seconds(scheduler.currentDate) == 2.5)
    }

    @Test("actions at the same date run in the order they were scheduled")
    func sameDateInSchedulingOrder() {
        let scheduler = TestScheduler()
        var ran: [Int] = []
        for number in 0..<50 {
            scheduler.schedule(after: date(number.isMultiple(of: 2) ? 1 : 2)) { ran.append(number) }
        }
        scheduler.run()
        #expect(ran == Array(stride(from: 0, to: 50, by: 2)) + Array(stride(from: 1, to: 50, by: 2)))
    }

    @Test("an action at a date already past runs at the next advance, and the clock does not go back")
    func pastDate() {
        let scheduler = TestScheduler()
        scheduler.advance(by: 5)
        var ran: [TimeInterval] = []
        scheduler.schedule(after: date(1)) { ran.append(seconds(scheduler.currentDate)) }
        #expect(ran == [])
        scheduler.advance()
        #expect(ran == [5])
    }

    @Test("run() runs everything, what actions schedule too, and leaves the clock at Date.distantFuture")
    func runRunsEverything() {
        let scheduler = TestScheduler()
        var ran: [TimeInterval] = []
        func chain(_ remaining: Int) {
            ran.append(seconds(scheduler.currentDate))
            guard remaining > 0 else { return }
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(10)) { chain(remaining - 1) }
        }
        scheduler.schedule(after: date(1)) { chain(3) }
        scheduler.run()
        #expect(ran == [1, 11, 21, 31])
        #expect(scheduler.currentDate == .distantFuture)
    }

    @Test("actions that schedule actions: those due by the date advanced to run in the same advance, in order; later ones wait")
    func actionsScheduleActions() throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            var ran: [String] = []
            scheduler.schedule(after: date(1)) {
                ran.append("a at \(seconds(scheduler.currentDate))")
                scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) {
                    ran.append("c at \(seconds(scheduler.currentDate))")
                }
                scheduler.schedule { ran.append("b at \(seconds(scheduler.currentDate))") }
                scheduler.schedule(after: date(10)) { ran.append("too late") }
            }
            scheduler.advance(by: 3)
            return ran
        }, deadlockMessage)
        #expect(outcome == ["a at 1.0", "b at 1.0", "c at 2.0"])
    }

    @Test("a cancelled action does not run, and is let go of at once, not at its date")
    func cancellation() {
        let scheduler = TestScheduler()
        let released = Flag()
        var ran: [String] = []
        do {
            let held = HeldValue(1, onRelease: released.set)
            let cancellation = scheduler.schedule(after: date(1)) { ran.append("\(held)") }
            scheduler.schedule(after: date(1)) { ran.append("kept") }
            #expect(cancellation != nil)
            cancellation?.dispose()
        }
        #expect(released.isSet)
        scheduler.run()
        #expect(ran == ["kept"])
    }

    @Test("an action is let go of once it has run; disposing of its cancellation afterwards does nothing")
    func letGoOfAfterRunning() {
        let scheduler = TestScheduler()
        let released = Flag()
        var ran = 0
        var cancellation: Disposable?
        do {
            let held = HeldValue(1, onRelease: released.set)
            cancellation = scheduler.schedule { withExtendedLifetime(held) { ran += 1 } }
        }
        #expect(!released.isSet)
        scheduler.advance()
        #expect(ran == 1)
        #expect(released.isSet)
        cancellation?.dispose()
        scheduler.run()
        #expect(ran == 1)
    }

    @Test("an action can cancel another one due at the same date")
    func actionCancelsAnother() throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            var ran: [String] = []
            var second: Disposable?
            scheduler.schedule(after: date(1)) {
                ran.append("first")
                second?.dispose()
            }
            second = scheduler.schedule(after: date(1)) { ran.append("second") }
            scheduler.run()
            return ran
        }, deadlockMessage)
        #expect(outcome == ["first"])
    }

    @Test("no lock is held while an action runs: another thread schedules, reads the clock and cancels meanwhile")
    func noLockWhileRunning() {
        let scheduler = TestScheduler()
        let otherThreadDone = DispatchSemaphore(value: 0)
        let transfer = UncheckedTransfer(scheduler)
        var waited: DispatchTimeoutResult?
        var ran: [String] = []
        scheduler.schedule(after: date(1)) {
            Thread {
                let scheduler = transfer.value
                _ = scheduler.currentDate
                scheduler.schedule(after: date(2)) {}?.dispose()
                otherThreadDone.signal()
            }.start()
            waited = otherThreadDone.wait(timeout: .now() + 10)
            ran.append("waited")
        }
        scheduler.advance(by: 1)
        #expect(ran == ["waited"])
        #expect(waited == .success, "the other thread could not use the scheduler while an action ran: a lock was held")
    }

    @Test("schedule and cancel from eight threads at once: every action kept runs once, in order of date")
    func manyThreads() {
        let scheduler = TestScheduler()
        let ran = LockedList<Int>()
        let transfer = UncheckedTransfer(scheduler)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let scheduler = transfer.value
            for index in 0..<500 {
                let number = thread * 500 + index
                let cancellation = scheduler.schedule(after: date(Double(number))) { ran.append(number) }
                if number.isMultiple(of: 3) {
                    cancellation?.dispose()
                }
            }
        }
        scheduler.run()
        #expect(ran.all == (0..<4000).filter { !$0.isMultiple(of: 3) })
    }

    // From the step's own suite (TestSchedulerTests), in seconds.

    @Test("the step's order: now, then by date, then by the order scheduled")
    func orderByDateThenSequence() {
        let scheduler = TestScheduler()
        var log: [String] = []
        func record(_ name: String) { log.append("\(name)@\(seconds(scheduler.currentDate))") }
        scheduler.schedule(after: date(2)) { record("c") }
        scheduler.schedule(after: date(1)) { record("a") }
        scheduler.schedule(after: date(2)) { record("d") }
        scheduler.schedule(after: date(1)) { record("b") }
        scheduler.schedule { record("now") }
        scheduler.run()
        #expect(log == ["now@0.0", "a@1.0", "b@1.0", "c@2.0", "d@2.0"])
    }

    @Test("advance() runs only what is due now, and moves the clock by a nanosecond")
    func advanceRunsOnlyWhatIsDueNow() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule { log.append("now") }
        scheduler.schedule(after: date(1)) { log.append("later") }
        #expect(log.isEmpty)
        scheduler.advance()
        #expect(log == ["now"])
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0.000_000_001))
    }

    @Test("advance(by:) runs every action due, each at its own date, and stops the clock at the end")
    func advanceBy() {
        let scheduler = TestScheduler()
        var log: [String] = []
        func record(_ name: String) { log.append("\(name)@\(seconds(scheduler.currentDate))") }
        scheduler.schedule(after: date(0.5)) { record("a") }
        scheduler.schedule(after: date(1)) { record("b") }
        scheduler.schedule(after: date(1.001)) { record("c") }
        scheduler.advance(by: 1)
        #expect(log == ["a@0.5", "b@1.0"])
        #expect(scheduler.currentDate == date(1))
    }

    @Test("actions scheduled by actions run in a later advance when they are not due by the end of this one")
    func actionsSchedulingActionsLater() {
        let scheduler = TestScheduler()
        var log: [String] = []
        func record(_ name: String) { log.append("\(name)@\(seconds(scheduler.currentDate))") }
        scheduler.schedule(after: date(1)) {
            record("first")
            scheduler.schedule { record("now") }
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { record("+1") }
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(5)) { record("+5") }
        }
        scheduler.advance(by: 2)
        #expect(log == ["first@1.0", "now@1.0", "+1@2.0"])
        scheduler.advance(by: 4)
        #expect(log == ["first@1.0", "now@1.0", "+1@2.0", "+5@6.0"])
    }

    @Test("an action may advance the clock itself: the inner advance runs what is due, the outer goes on after it")
    func reentrantAdvance() throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            var log: [String] = []
            func record(_ name: String) { log.append("\(name)@\(seconds(scheduler.currentDate))") }
            scheduler.schedule(after: date(1)) {
                record("outer")
                scheduler.advance(by: 1)
                record("outer after inner advance")
            }
            scheduler.schedule(after: date(2)) { record("inner") }
            scheduler.schedule(after: date(3)) { record("last") }
            scheduler.advance(by: 3)
            return (log, scheduler.currentDate)
        }, deadlockMessage)
        #expect(outcome.0 == ["outer@1.0", "inner@2.0", "outer after inner advance@2.0", "last@3.0"])
        #expect(outcome.1 == date(3))
    }

    @Test("many cancelled actions do not get in the way: 10,000 cancelled, one kept, runs once")
    func cancelledActionsAreShed() {
        let scheduler = TestScheduler()
        var ran = 0
        for second in 1...10_000 {
            scheduler.schedule(after: date(Double(second))) { ran += 1 }?.dispose()
        }
        scheduler.schedule(after: date(1)) { ran += 1 }
        scheduler.run()
        #expect(ran == 1)
    }

    // The bound: 100,000 actions at scrambled dates, scheduled then run, in
    // a debug build, within 20 seconds of the CPU time of the test's own
    // thread (the actions run on it), so that a machine busy with other work
    // does not fail the test. Measured on the book's machine: a binary heap
    // takes 1.3 s, a sorted array with a binary search for each place (and
    // `removeFirst`) 2.1 s; scanning every action for the next one had run
    // 3% of them after 20 s. The test stops once the bound is passed.
    @Test(
        "100,000 actions, scheduled then run, in order, within 20 seconds of CPU time (not O(n²))",
        arguments: ["scrambled", "latest first"]
    )
    func manyActions(order: String) {
        let count = 100_000
        let bound: TimeInterval = 20
        let scheduler = TestScheduler()
        var ran: [Int] = []
        ran.reserveCapacity(count)
        let began = threadCPUTime()
        // 7919 is prime, so `i * 7919 % count` visits every date once, out
        // of order; the step's own test schedules the latest first.
        for index in 0..<count {
            let number = order == "scrambled" ? index * 7919 % count : count - 1 - index
            scheduler.schedule(after: date(Double(number))) { ran.append(number) }
            if index.isMultiple(of: 1000), threadCPUTime() - began > bound {
                Issue.record("scheduling \(index) actions took more than \(bound) s")
                return
            }
        }
        for step in 1...100 {
            scheduler.advance(by: Double(count / 100))
            if threadCPUTime() - began > bound {
                Issue.record("running took more than \(bound) s; \(step)% of the actions ran")
                return
            }
        }
        // Compared without printing 100,000 numbers: a diff of them would
        // take minutes.
        #expect(ran.count == count)
        let firstOutOfOrder = ran.indices.first { ran[$0] != $0 }
        #expect(firstOutOfOrder == nil, "the action at \(firstOutOfOrder ?? 0) s did not run in its place")
    }
}

/// The CPU time the calling thread has used, in seconds.
private func threadCPUTime() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
}

extension Exercise12_01 {
    @Test("advance(by:) with a negative interval stops the program with a message")
    func negativeAdvanceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler().advance(by: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.advance(by:): the interval -1.0 is negative; virtual time only moves forward"))
    }
}
