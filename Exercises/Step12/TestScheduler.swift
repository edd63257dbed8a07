// Exercise 12.1: a virtual-time TestScheduler.
//
// A scheduler whose clock moves only when a test moves it. The contract is
// in Exercises/Step12.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step11_Multicasting

/// A scheduler with a virtual clock: time moves only when a test moves it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { print("two") }
/// scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { print("one") }
/// scheduler.advance(by: 1)
/// // prints one
/// scheduler.run()
/// // prints two
/// ```
///
/// Actions run on the thread that advances the clock, in order of date and,
/// for equal dates, in the order they were scheduled; ``currentDate`` reads
/// each action's date while it runs. No lock is held while an action runs.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
    // TODO: the state (the clock, the actions waiting) and its lock. Say
    // here why the class may be `@unchecked Sendable`.
    private let startDate: Date

    /// Creates a scheduler whose clock reads `startDate` until advanced.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.startDate = startDate
    }

    /// The virtual now: the date of the action running, or the date the
    /// clock was last advanced to.
    public var currentDate: Date {
        // TODO: read the clock.
        startDate
    }

    /// Schedules `action` for now: it runs at the next advance, after what
    /// is already due.
    ///
    /// - Returns: A disposable that cancels the action, and lets go of it,
    ///   if it has not run.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        // TODO: keep `action` until the clock reaches now.
        nil
    }

    /// Schedules `action` at `date` in virtual time; a date already past
    /// runs at the next advance.
    ///
    /// - Returns: A disposable that cancels the action, and lets go of it,
    ///   if it has not run.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        // TODO: keep `action` until the clock reaches `date`.
        nil
    }

    /// Moves the clock on by one nanosecond, running what is due by then.
    public func advance() {
        // TODO: advance by a nanosecond.
    }

    /// Moves the clock on by `interval` seconds, running, in order, every
    /// action due by then (those that actions schedule too), each at its
    /// own date; the clock then reads the new date.
    ///
    /// - Precondition: `interval` is not negative.
    public func advance(by interval: TimeInterval) {
        // TODO: run what is due, in order, with no lock held while an
        // action runs.
    }

    /// Runs every action, and every action they schedule, until none is
    /// left; the clock then reads `Date.distantFuture`, as in ReactiveSwift.
    public func run() {
        // TODO: run everything.
    }
}
