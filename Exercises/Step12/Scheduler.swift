// Given: the two protocols every exercise of this chapter works with. Do not
// change this file.
//
// They have the shape of ReactiveSwift 7.2.1's `Scheduler` and
// `DateScheduler`, cut down to what the exercises need: no repeating
// timers. Exercise 12.1 writes a scheduler; exercises 12.2 to 12.4 write
// operators that take one.

import Foundation
import Step11_Multicasting

/// Something that runs actions: now, later, or on another thread.
///
/// A scheduler runs the actions it is given one at a time, in the order they
/// were scheduled. Scheduling hands the closure over: the caller does not
/// touch what it captures while it may run.
public protocol Scheduler: AnyObject {
    /// Runs `action` once, as soon as the scheduler can.
    ///
    /// - Returns: A disposable that cancels the action if it has not run
    ///   yet, or `nil` if the action cannot be cancelled.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that knows what time it is, and can run an action at a given
/// date.
public protocol DateScheduler: Scheduler {
    /// The scheduler's idea of now.
    var currentDate: Date { get }

    /// Runs `action` once, at `date` or as soon after it as the scheduler
    /// can; a date in the past means as soon as possible.
    ///
    /// - Returns: A disposable that cancels the action if it has not run
    ///   yet, or `nil` if the action cannot be cancelled.
    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?
}
