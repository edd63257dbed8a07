import Foundation

/// A scheduler with a virtual clock: time moves only when a test moves it.
///
/// Nothing scheduled on a test scheduler runs until the test calls
/// `advance()`, `advance(by:)`, `advance(to:)` or `run()`, each in its
/// blocking or `async` form. Those run, on the test's thread and in order of
/// date (and, for equal dates, in the order they were scheduled), every
/// action that is due, setting ``currentDate`` to each action's date before
/// running it. A test of a time operator therefore needs no sleeping and no
/// waiting, and checks the exact virtual time of every event:
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(2)) { print("two") }
/// scheduler.schedule(after: .seconds(1)) { print("one") }
/// scheduler.advance(by: .seconds(1))
/// // prints one
/// scheduler.run()
/// // prints two
/// ```
///
/// The actions wait in a heap ordered by date, so scheduling and running
/// `n` of them costs O(n log n). A disposed action is let go of at once, and
/// its place in the heap is skipped when its date comes.
///
/// Every action runs with no lock held, so it may schedule more actions, or
/// even advance the clock itself. Advance from one thread at a time.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
    // @unchecked Sendable: the only stored state, `state`, is read and
    // written only under `lock`. The actions it holds are run by whichever
    // thread advances the clock, which is the hand-over every `Scheduler`
    // promises (see ``Scheduler``).
    private let lock = PlatformLock()
    private var state: State

    private struct State {
        var currentDate: Date
        var queue = ScheduledActionQueue()
    }

    /// Creates a test scheduler whose clock reads `startDate` until advanced.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        state = State(currentDate: startDate)
    }

    /// The virtual now: the date of the action running, or the date the
    /// clock was last advanced to.
    public var currentDate: Date {
        lock.withLock { state.currentDate }
    }

    /// Schedules `action` at the current virtual date: it runs at the next
    /// `advance()`, after everything already due.
    ///
    /// - Returns: A disposable that cancels the action if it has not run.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        enqueue(action, at: nil)
    }

    /// Schedules `action` at `date` in virtual time; a date already past runs
    /// at the next `advance()`.
    ///
    /// - Returns: A disposable that cancels the action if it has not run.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        enqueue(action, at: date)
    }

    /// Schedules `action` `delay` after the current virtual date.
    ///
    /// - Returns: A disposable that cancels the action if it has not run.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
        lock.lock()
        let date = state.currentDate.addingTimeInterval(delay.timeInterval)
        let entry = state.queue.insert(action, at: date)
        lock.unlock()
        return cancellation(of: entry)
    }

    /// Runs `action` at `date`, then every `interval` after that date (not
    /// after the time it ran), until the returned disposable is disposed.
    /// Virtual time has no leeway: `leeway` is accepted and ignored.
    ///
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        precondition(
            interval.timeInterval > 0,
            "TestScheduler.schedule(after:interval:): the interval must be longer than zero, or the clock could never move past `date`."
        )
        let repetition = SerialDisposable()
        scheduleRepetition(at: date, every: interval.timeInterval, into: repetition, action: action)
        return repetition
    }

    private func scheduleRepetition(
        at date: Date,
        every interval: TimeInterval,
        into repetition: SerialDisposable,
        action: @escaping () -> Void
    ) {
        // The action holds the repetition, and the repetition the scheduled
        // action, until it runs or is disposed: the timer goes on whether or
        // not the caller keeps the disposable, as a timer should.
        repetition.inner = schedule(after: date) { [weak self] in
            action()
            guard let self, !repetition.isDisposed else { return }
            self.scheduleRepetition(
                at: date.addingTimeInterval(interval), every: interval, into: repetition, action: action)
        }
    }

    /// Moves the clock on by one nanosecond, running everything due by then:
    /// what was scheduled for now, and what they schedule for now.
    public func advance() {
        advance(by: .nanoseconds(1))
    }

    /// Moves the clock on by `interval`, running everything due by then.
    public func advance(by interval: DispatchTimeInterval) {
        advance(by: interval.timeInterval)
    }

    /// Moves the clock on by `interval` seconds, running everything due by
    /// then.
    public func advance(by interval: TimeInterval) {
        precondition(
            interval >= 0,
            "TestScheduler.advance(by:): the interval \(interval) is negative; virtual time only moves forward (use rewind(by:) to move it back)."
        )
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Moves the clock to `newDate`, running, in order, every action due by
    /// then, each at its own date. Actions those actions schedule at or before
    /// `newDate` run too.
    public func advance(to newDate: Date) {
        lock.lock()
        let now = state.currentDate
        lock.unlock()
        precondition(
            newDate >= now,
            "TestScheduler.advance(to:): \(newDate) is before the scheduler's current date \(now); virtual time only moves forward (use rewind(by:) to move it back)."
        )
        while let action = takeNextAction(dueBy: newDate) {
            action()
        }
    }

    /// Runs every action scheduled, and every action they schedule, until
    /// none is left. As in ReactiveSwift, the clock then reads
    /// `Date.distantFuture`.
    public func run() {
        advance(to: Date.distantFuture)
    }

    /// Moves the clock back by `interval` without running anything, as
    /// ReactiveSwift's test scheduler allows, to test what an operator does
    /// when time seems to go backwards.
    public func rewind(by interval: DispatchTimeInterval) {
        lock.withLock {
            state.currentDate = state.currentDate.addingTimeInterval(-interval.timeInterval)
        }
    }

    /// The date of the earliest action waiting, if any: where ``run()`` would
    /// go next. ``MarbleScenario`` plays its ticks with it.
    var nextActionDate: Date? {
        lock.withLock { state.queue.firstDate() }
    }

    /// Takes the earliest action due by `date` out of the heap and sets the
    /// clock to its date; or, if none is due, sets the clock to `date` and
    /// returns `nil`. Internal, not private: the `async` variants in
    /// `TestScheduler+Async.swift` run one action at a time with it too.
    func takeNextAction(dueBy date: Date) -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        if let (actionDate, action) = state.queue.removeFirst(dueBy: date) {
            state.currentDate = max(state.currentDate, actionDate)
            return action
        }
        state.currentDate = max(state.currentDate, date)
        return nil
    }

    private func enqueue(_ action: @escaping () -> Void, at date: Date?) -> Disposable {
        lock.lock()
        let entry = state.queue.insert(action, at: date ?? state.currentDate)
        lock.unlock()
        return cancellation(of: entry)
    }

    /// A disposable that takes the entry's action out of the heap, and lets
    /// go of it after the lock is given back: its captures are the user's.
    private func cancellation(of entry: ScheduledActionQueue.Entry) -> Disposable {
        AnyDisposable { [weak self] in
            guard let self else { return }
            let action = self.lock.withLock { self.state.queue.cancel(entry) }
            // `action` is let go of here, with the lock given back.
            _ = action
        }
    }
}
