import Foundation
import Testing
@testable import Step12_Schedulers

/// ReactiveSwift's `DateSchedulerAsyncTestCase`, in Swift Testing, and more:
/// sleeping and a timer on a `TestScheduler`, with cancellation.
@Suite("Waiting on a DateScheduler from a task", .timeLimit(.minutes(1)))
struct DateSchedulerAsyncTests {
    let start = Date(timeIntervalSinceReferenceDate: 100)

    @Test("sleep(for:) returns when the clock has moved on by the interval, not before")
    func sleepFor() async throws {
        let scheduler = TestScheduler(startDate: start)
        let woke = Latch()
        let sleeper = Task {
            try await scheduler.sleep(for: .seconds(5))
            woke.raise()
            return scheduler.currentDate
        }
        await scheduler.advance(by: .milliseconds(4_999))
        #expect(!woke.isRaised)
        await scheduler.advance(by: .milliseconds(1))
        #expect(try await sleeper.value == start.addingTimeInterval(5))
    }

    @Test("sleep(until:) returns when the clock reads the deadline")
    func sleepUntil() async throws {
        let scheduler = TestScheduler(startDate: start)
        let deadline = start.addingTimeInterval(5)
        let sleeper = Task {
            try await scheduler.sleep(until: deadline)
            return scheduler.currentDate
        }
        await scheduler.advance(by: .seconds(5))
        #expect(try await sleeper.value == deadline)
    }

    @Test("a cancelled sleep throws CancellationError and cancels its wake-up")
    func cancelledSleep() async {
        let scheduler = TestScheduler(startDate: start)
        let sleeping = Latch()
        let sleeper = Task {
            sleeping.raise()
            try await scheduler.sleep(for: .seconds(5))
        }
        await sleeping.wait()
        await scheduler.advance()  // lets the sleeper schedule its wake-up
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        // The wake-up was taken out of the scheduler: nothing is left to run.
        await scheduler.advance(by: .seconds(10))
        #expect(scheduler.takeNextAction(dueBy: .distantFuture) == nil)
    }

    @Test("a sleep in a task cancelled before it starts throws at once, scheduling nothing")
    func sleepInCancelledTask() async {
        let scheduler = TestScheduler(startDate: start)
        withUnsafeCurrentTask { $0?.cancel() }
        await #expect(throws: CancellationError.self) { try await scheduler.sleep(for: .seconds(1)) }
        #expect(scheduler.takeNextAction(dueBy: .distantFuture) == nil)
    }

    @Test("timer(interval:) sends the scheduler's current date at every interval until the task stops iterating")
    func timerTicks() async {
        let scheduler = TestScheduler(startDate: start)
        let received = Shared<[Date]>([])
        let (acknowledgements, acknowledge) = AsyncStream<Date>.makeStream()
        let consumer = Task {
            for await date in scheduler.timer(interval: .seconds(1)) {
                received.modify { $0.append(date) }
                acknowledge.yield(date)
            }
            acknowledge.finish()
        }
        var acks = acknowledgements.makeAsyncIterator()

        await scheduler.advance(by: .milliseconds(900))
        #expect(received.value == [])
        await scheduler.advance(by: .seconds(1))
        #expect(await acks.next() == start.addingTimeInterval(1))
        await scheduler.advance()
        #expect(received.value.count == 1)
        await scheduler.advance(by: .milliseconds(200))
        #expect(await acks.next() == start.addingTimeInterval(2))
        await scheduler.advance(by: .seconds(1))
        #expect(await acks.next() == start.addingTimeInterval(3))

        consumer.cancel()
        #expect(await acks.next() == nil)  // the loop ended
        await consumer.value
        await scheduler.advance(by: .seconds(10))
        #expect(received.value.count == 3)
        // The repetition was disposed: nothing is left scheduled.
        #expect(scheduler.takeNextAction(dueBy: .distantFuture) == nil)
    }
}
