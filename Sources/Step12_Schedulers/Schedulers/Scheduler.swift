import Foundation

/// Something that runs actions: now, later, or on another thread.
///
/// Every operator of chapter 12 that changes *when* or *where* an event is
/// sent takes a scheduler, so a test can hand it a ``TestScheduler`` and an
/// app a ``QueueScheduler`` without the operator knowing which.
///
/// A scheduler runs the actions it is given one at a time, in the order they
/// were scheduled, and never runs one inside another (unless it is the
/// ``ImmediateScheduler``, which runs each at once on the caller's thread).
///
/// The action is a plain closure, as in ReactiveSwift, so that code sending
/// values that are not `Sendable` still compiles. Scheduling hands the
/// closure over: the caller must not touch what the closure captures while
/// it may run. Every operator of this library keeps that promise (the event
/// a closure carries is sent by nobody else), and a scheduler that moves the
/// closure to another thread says so next to the `@unchecked Sendable` that
/// lets it.
public protocol Scheduler: AnyObject {
    /// Runs `action` once, as soon as the scheduler can.
    ///
    /// - Returns: A disposable that cancels the action if it has not started
    ///   yet, or `nil` if the action cannot be cancelled.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that knows what time it is, and can run an action at a given
/// date or again and again at an interval.
///
/// ``TestScheduler``'s dates are virtual: they move only when a test advances
/// them. ``QueueScheduler``'s are the wall clock's.
public protocol DateScheduler: Scheduler {
    /// The scheduler's idea of now.
    var currentDate: Date { get }

    /// Runs `action` once, at `date` or as soon after it as the scheduler
    /// can; a date in the past means as soon as possible.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?

    /// Runs `action` at `date`, then every `interval` after it, until the
    /// returned disposable is disposed. `leeway` is how late each run may be,
    /// which lets the system save energy by grouping timers.
    ///
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable?
}

extension DateScheduler {
    /// Runs `action` once, `delay` from now.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
        schedule(after: currentDate.addingTimeInterval(delay.timeInterval), action: action)
    }

    /// Runs `action` `delay` from now, then every `interval` after it, until
    /// the returned disposable is disposed.
    ///
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        schedule(
            after: currentDate.addingTimeInterval(delay.timeInterval),
            interval: interval,
            leeway: leeway,
            action: action
        )
    }
}
