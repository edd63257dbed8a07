import Foundation
import Testing
@testable import Step12_Schedulers

/// ReactiveSwift's `TestSchedulerAsyncTestCase`, in Swift Testing: the
/// `async` variants of the clock run what is due, in order, each at its own
/// date, on the main actor, and let other tasks run before each action.
@Suite("TestScheduler's async clock", .timeLimit(.minutes(1)))
struct TestSchedulerAsyncTests {
    let start = Date(timeIntervalSinceReferenceDate: 100)

    /// When each action ran: its name and the virtual time in seconds since
    /// `start`. (Which thread it ran on is not checked: on Linux, under load,
    /// the main actor's jobs were seen on more than one thread, so a check
    /// by thread failed where the actor was right.)
    private final class Log: @unchecked Sendable {
        // @unchecked Sendable: the actions that write it run one at a time,
        // on the main actor, and the test reads it only after they ran.
        var entries: [String] = []
    }

    private func record(_ name: String, in log: Log, on scheduler: TestScheduler) async -> () -> Void {
        return { [start] in
            let seconds = scheduler.currentDate.timeIntervalSince(start)
            log.entries.append("\(name)@\(seconds)")
        }
    }

    @Test("advance() runs what is due now, in order, on the main actor, and moves the clock by a nanosecond")
    func advanceRunsWhatIsDue() async {
        let scheduler = TestScheduler(startDate: start)
        let log = Log()
        scheduler.schedule(await record("foo", in: log, on: scheduler))
        scheduler.schedule(await record("bar", in: log, on: scheduler))
        #expect(log.entries.isEmpty)
        await scheduler.advance()
        #expect(log.entries == ["foo@0.0", "bar@0.0"])
        #expect(scheduler.currentDate == start.addingTimeInterval(0.000_000_001))
    }

    @Test("advance(by: DispatchTimeInterval) runs each action due by then at its own date")
    func advanceByDispatchTimeInterval() async {
        let scheduler = TestScheduler(startDate: start)
        let log = Log()
        scheduler.schedule(after: .seconds(15), action: await record("bar", in: log, on: scheduler))
        scheduler.schedule(after: .seconds(5), action: await record("foo", in: log, on: scheduler))
        await scheduler.advance(by: .seconds(10))
        #expect(log.entries == ["foo@5.0"])
        #expect(scheduler.currentDate == start.addingTimeInterval(10))
        await scheduler.advance(by: .seconds(10))
        #expect(log.entries == ["foo@5.0", "bar@15.0"])
        #expect(scheduler.currentDate == start.addingTimeInterval(20))
    }

    @Test("advance(by: TimeInterval) runs each action due by then at its own date")
    func advanceByTimeInterval() async {
        let scheduler = TestScheduler(startDate: start)
        let log = Log()
        scheduler.schedule(after: .seconds(15), action: await record("bar", in: log, on: scheduler))
        scheduler.schedule(after: .seconds(5), action: await record("foo", in: log, on: scheduler))
        await scheduler.advance(by: 10)
        #expect(log.entries == ["foo@5.0"])
        #expect(scheduler.currentDate == start.addingTimeInterval(10))
        await scheduler.advance(by: 10)
        #expect(log.entries == ["foo@5.0", "bar@15.0"])
    }

    @Test("advance(to:) runs what is due by the date, and what those actions schedule by then")
    func advanceTo() async {
        let scheduler = TestScheduler(startDate: start)
        let log = Log()
        let late = await record("late", in: log, on: scheduler)
        scheduler.schedule(after: .seconds(2)) {
            log.entries.append("early@2.0")
            scheduler.schedule(after: .seconds(1), action: late)
        }
        scheduler.schedule(after: .seconds(9), action: await record("never", in: log, on: scheduler))
        await scheduler.advance(to: start.addingTimeInterval(3))
        #expect(log.entries == ["early@2.0", "late@3.0"])
        #expect(scheduler.currentDate == start.addingTimeInterval(3))
    }

    @Test("run() runs everything in order and leaves the clock at the distant future")
    func runRunsEverything() async {
        let scheduler = TestScheduler(startDate: start)
        let log = Log()
        scheduler.schedule(after: .seconds(15), action: await record("bar", in: log, on: scheduler))
        scheduler.schedule(after: .seconds(5), action: await record("foo", in: log, on: scheduler))
        scheduler.schedule(await record("fuzzbuzz", in: log, on: scheduler))
        await scheduler.run()
        #expect(log.entries == ["fuzzbuzz@0.0", "foo@5.0", "bar@15.0"])
        #expect(scheduler.currentDate == Date.distantFuture)
    }

    /// On the main actor, the test holds the actor the sleeper needs: only
    /// the advance's giving way lets the sleeper reach its sleep before the
    /// clock moves. (Without it, the sleeper would schedule its wake-up at
    /// 2 s, after the clock had moved to 1 s, and `woke` would stay down.)
    /// Giving way is a number of yields, not a guarantee: on a machine too
    /// busy to run the sleeper in that time it may miss, so the scenario has
    /// three tries. Without any giving way, it misses every time.
    @Test("advance gives way to other tasks before each action: a task that yields before sleeping still wakes in time")
    @MainActor
    func advanceGivesWayToOtherTasks() async {
        var attempts: [(woke: Bool, date: Date)] = []
        for _ in 1...3 {
            let scheduler = TestScheduler(startDate: start)
            let woke = Latch()
            let sleeper = Task { @MainActor in
                await Task.yield()
                try await scheduler.sleep(for: .seconds(1))
                woke.raise()
            }
            await scheduler.advance(by: .seconds(1))
            attempts.append((woke.isRaised, scheduler.currentDate))
            sleeper.cancel()
            _ = await sleeper.result
            if woke.isRaised { break }
        }
        #expect(attempts.contains { $0.woke }, "the sleeper never woke in \(attempts.count) tries")
        #expect(attempts.allSatisfy { $0.date == start.addingTimeInterval(1) })
    }
}
