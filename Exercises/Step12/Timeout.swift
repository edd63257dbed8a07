// Exercise 12.4: timeout(after:raising:on:).
//
// A deadline for the end of a stream. The contract is in
// Exercises/Step12.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

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
        // TODO: forward the events, and fail at the deadline.
        self
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
        // TODO: give the signal an error type, then time it out.
        Signal<Value, NewError>.never
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
        // TODO: the same, for every start.
        self
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
        // TODO: give the producer an error type, then time it out.
        SignalProducer<Value, NewError>.never
    }
}
