import Foundation

/// The `async` variants of ``TestScheduler``'s clock, for tests of code that
/// runs in tasks: `await scheduler.advance(by: .seconds(1))`.
///
/// A task that is about to wait on the scheduler (in
/// ``DateScheduler/sleep(for:leeway:)`` or a ``DateScheduler/timer(interval:leeway:)``)
/// may not yet have scheduled its wake-up when the test advances the clock.
/// So, as in ReactiveSwift, these variants let other tasks run before every
/// action (and before finding that none is due): each gives way to the
/// other tasks ten times, which in practice lets a task that was just
/// started reach its first wait. Otherwise they behave as the synchronous
/// ones do, and, as in ReactiveSwift, they run on the main actor, so every
/// action they run runs on the main thread.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let sleeper = Task {
///     try await scheduler.sleep(for: .seconds(5))
///     print("awake at", scheduler.currentDate.timeIntervalSinceReferenceDate)
/// }
/// await scheduler.advance(by: .seconds(5))
/// _ = await sleeper.result
/// // prints awake at 5.0
/// ```
extension TestScheduler {
    /// Moves the clock on by one nanosecond, letting other tasks run before
    /// each action due by then.
    @MainActor
    public func advance() async {
        await advance(by: .nanoseconds(1))
    }

    /// Moves the clock on by `interval`, letting other tasks run before each
    /// action due by then.
    @MainActor
    public func advance(by interval: DispatchTimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval.timeInterval))
    }

    /// Moves the clock on by `interval` seconds, letting other tasks run
    /// before each action due by then.
    @MainActor
    public func advance(by interval: TimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Moves the clock to `newDate`, letting other tasks run before each
    /// action due by then, and once more before finding that none is left.
    ///
    /// - Precondition: `newDate` is not before ``currentDate``.
    @MainActor
    public func advance(to newDate: Date) async {
        let now = currentDate
        precondition(
            newDate >= now,
            "TestScheduler.advance(to:): \(newDate) is before the scheduler's current date \(now); virtual time only moves forward (use rewind(by:) to move it back)."
        )
        while true {
            await Task.giveWayToOtherTasks()
            guard let action = takeNextAction(dueBy: newDate) else { return }
            action()
        }
    }

    /// Runs every action scheduled, and every action they schedule, letting
    /// other tasks run before each, until none is left; the clock then reads
    /// `Date.distantFuture`.
    @MainActor
    public func run() async {
        await Task.giveWayToOtherTasks()
        await advance(to: Date.distantFuture)
    }
}

extension Task where Success == Never, Failure == Never {
    /// Lets the other tasks that are ready to run go first, `times` times
    /// over: each time, this task waits for a detached task of the lowest
    /// priority, which itself yields once, to finish. A plain `Task.yield()`
    /// would not do: the caller may be the only task of its priority, or on
    /// the main actor, and resume at once. (The trick is pointfreeco's
    /// combine-schedulers', which ReactiveSwift also uses.)
    static func giveWayToOtherTasks(times: Int = 10) async {
        for _ in 0..<times {
            await Task<Void, Never>.detached(priority: .background) { await Task<Never, Never>.yield() }.value
        }
    }
}
