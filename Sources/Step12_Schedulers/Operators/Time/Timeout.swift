import Foundation

extension Signal {
    /// Forwards this signal's events as they come, and fails with `error`,
    /// on `scheduler`, if this signal has not terminated `interval` seconds
    /// after the operator was applied.
    ///
    /// ```swift
    /// struct TimedOut: Swift.Error {}
    /// let scheduler = TestScheduler()
    /// let (replies, reply) = Signal<String, TimedOut>.pipe()
    /// replies.timeout(after: 1, raising: TimedOut(), on: scheduler).observe { print(scheduler.currentDate.timeIntervalSinceReferenceDate, $0) }
    /// reply.send(value: "start")
    /// scheduler.advance(by: .seconds(2))
    /// // prints 0.0 VALUE start
    /// // prints 1.0 FAILED TimedOut()
    /// ```
    ///
    /// Unlike the other time operators, `timeout` does not move this
    /// signal's events to `scheduler`: they are forwarded at once, on the
    /// thread that sends them; only the failure for the timeout is sent from
    /// an action on `scheduler`, scheduled for exactly `interval` seconds
    /// later. When the result ends, that action is cancelled. An interval of
    /// zero schedules the failure for now: the signal must terminate before
    /// the scheduler runs what is due.
    ///
    /// - Parameters:
    ///   - interval: How many seconds this signal has to terminate.
    ///   - error: The failure to send if it does not.
    ///   - scheduler: The scheduler that tells the time and sends the failure.
    /// - Returns: A signal of this signal's events, cut short by a failure
    ///   after `interval` seconds.
    /// - Precondition: `interval` is not negative.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> Signal<Value, Error> {
        checkTimeoutInterval(interval)
        return Signal { output, lifetime in
            let deadline = scheduler.currentDate.addingTimeInterval(interval)
            lifetime += scheduler.schedule(after: deadline) { output.send(error: error) }
            lifetime += self.observe(output)
        }
    }
}

extension Signal where Error == Never {
    /// Forwards this signal's events, and fails with `error`, on
    /// `scheduler`, if it has not terminated `interval` seconds after the
    /// operator was applied; ``timeout(after:raising:on:)`` for a signal
    /// that cannot fail, whose result can.
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
    /// Forwards the events of every start, and fails with `error`, on
    /// `scheduler`, if the start has not terminated `interval` seconds after
    /// it began; see ``Signal/timeout(after:raising:on:)->Signal<Value,Error>``.
    ///
    /// Each start has its own deadline. When the start ends (disposing it
    /// included), the timeout is cancelled.
    ///
    /// - Precondition: `interval` is not negative.
    public func timeout(
        after interval: TimeInterval,
        raising error: Error,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkTimeoutInterval(interval)
        return lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Error == Never {
    /// Forwards the events of every start, and fails with `error`, on
    /// `scheduler`, if the start has not terminated `interval` seconds after
    /// it began; ``timeout(after:raising:on:)`` for a producer that cannot
    /// fail, whose result can.
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

/// Stops the program if `interval` cannot be a timeout.
private func checkTimeoutInterval(_ interval: TimeInterval) {
    precondition(interval >= 0, "timeout(after: \(interval), raising:on:): the interval must not be negative.")
}
