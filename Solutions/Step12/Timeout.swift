// Exercise 12.4: timeout(after:raising:on:).
//
// Events go on as they come; only the failure for the timeout is
// scheduled, and the end of the result cancels it.

import Foundation
import Step11_Multicasting

extension Signal {
    /// Forwards this signal's events as they come, and fails with `error`,
    /// from an action on `scheduler`, if this signal has not terminated
    /// `interval` seconds after the operator was applied.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (replies, reply) = Signal<String, TimedOut>.pipe()
    /// replies.timeout(after: 1, raising: TimedOut(), on: scheduler).observe { print($0) }
    /// reply.send(value: "start")
    /// scheduler.advance(by: 2)
    /// // prints VALUE start
    /// // prints FAILED TimedOut()
    /// ```
    ///
    /// When the result ends, the scheduled failure is cancelled and let go
    /// of.
    ///
    /// - Precondition: `interval` is not negative.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "timeout(after: \(interval), raising:on:): the interval must not be negative.")
        return Signal { output, lifetime in
            let deadline = scheduler.currentDate.addingTimeInterval(interval)
            lifetime += scheduler.schedule(after: deadline) { output.send(error: error) }
            lifetime += self.observe(output)
        }
    }
}

extension Signal where Error == Never {
    /// ``timeout(after:raising:on:)`` for a signal that cannot fail: the
    /// result fails with `error`.
    ///
    /// - Precondition: `interval` is not negative.
    public func timeout<NewError>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}

extension SignalProducer {
    /// Forwards the events of every start, and fails with `error` if the
    /// start has not terminated `interval` seconds after it began; each
    /// start has its own deadline. See ``Signal/timeout(after:raising:on:)``.
    ///
    /// - Precondition: `interval` is not negative.
    public func timeout(
        after interval: TimeInterval,
        raising error: Error,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        precondition(interval >= 0, "timeout(after: \(interval), raising:on:): the interval must not be negative.")
        return lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Error == Never {
    /// ``timeout(after:raising:on:)`` for a producer that cannot fail: the
    /// result fails with `error`.
    ///
    /// - Precondition: `interval` is not negative.
    public func timeout<NewError>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}
