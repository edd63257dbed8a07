import Foundation

/// Waiting on a ``DateScheduler`` from a task: ``sleep(for:leeway:)``,
/// ``sleep(until:leeway:)`` and a ``timer(interval:leeway:)`` to iterate.
/// On a ``TestScheduler`` they wait for virtual time, so a test of code that
/// sleeps moves the clock instead of waiting:
///
/// ```swift
/// let scheduler = TestScheduler()
/// let ticks = Task {
///     var count = 0
///     for await _ in scheduler.timer(interval: .seconds(1)) {
///         count += 1
///         if count == 3 { break }
///     }
///     return scheduler.currentDate.timeIntervalSinceReferenceDate
/// }
/// await scheduler.advance(by: .seconds(3))
/// print(await ticks.value)
/// // prints 3.0
/// ```
///
/// None of them blocks the scheduler or a thread: the waiting task is
/// suspended, and resumed by an action scheduled on the scheduler.
extension DateScheduler {
    /// Suspends the calling task until `interval` has passed on this
    /// scheduler's clock.
    ///
    /// `leeway` is accepted for ReactiveSwift's signature; as in
    /// ReactiveSwift, the wake-up is scheduled without it.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before or while
    ///   it sleeps; the scheduled wake-up is then cancelled too.
    /// - Precondition: `interval` and `leeway` are zero or longer.
    public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        precondition(interval.timeInterval >= 0, "DateScheduler.sleep(for:leeway:): the interval must be zero or longer.")
        precondition(leeway.timeInterval >= 0, "DateScheduler.sleep(for:leeway:): the leeway must be zero or longer.")
        try Task.checkCancellation()
        let wakeUp = AsyncStream<Void> { continuation in
            let scheduled = schedule(after: interval) {
                continuation.yield()
                continuation.finish()
            }
            // A cancelled sleep (its iteration ends) cancels its wake-up.
            continuation.onTermination = { _ in scheduled?.dispose() }
        }
        for await _ in wakeUp {}
        try Task.checkCancellation()
    }

    /// Suspends the calling task until this scheduler's clock reads
    /// `deadline`.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before or while
    ///   it sleeps.
    /// - Precondition: `deadline` is after ``DateScheduler/currentDate``, and
    ///   `leeway` is zero or longer.
    public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        let now = currentDate
        precondition(deadline > now, "DateScheduler.sleep(until:leeway:): the deadline \(deadline) is not after the scheduler's current date \(now).")
        try await sleep(for: deadline.timeIntervalSince(now).dispatchTimeInterval, leeway: leeway)
    }

    /// A stream of this scheduler's ``DateScheduler/currentDate``, sent every
    /// `interval`, the first `interval` from now, until the iterating task
    /// is cancelled or stops iterating (which cancels the repetition).
    ///
    /// The stream buffers every tick its consumer has not yet taken (as an
    /// `AsyncStream` does by default).
    ///
    /// - Precondition: `interval` and `leeway` are zero or longer (and the
    ///   scheduler may ask more: a ``TestScheduler`` needs an interval
    ///   longer than zero).
    public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
        precondition(interval.timeInterval >= 0, "DateScheduler.timer(interval:leeway:): the interval must be zero or longer.")
        precondition(leeway.timeInterval >= 0, "DateScheduler.timer(interval:leeway:): the leeway must be zero or longer.")
        return AsyncStream { continuation in
            let repetition = schedule(after: interval, interval: interval, leeway: leeway) {
                continuation.yield(self.currentDate)
            }
            continuation.onTermination = { _ in repetition?.dispose() }
        }
    }
}
