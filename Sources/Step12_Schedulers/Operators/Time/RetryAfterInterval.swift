import Foundation

extension SignalProducer {
    /// Starts the work again when it fails, at most `count` times, each
    /// time `interval` seconds after the failure, on `scheduler`; the
    /// failure of the last attempt is forwarded at once.
    ///
    /// ```swift
    /// struct Offline: Swift.Error {}
    /// let scheduler = TestScheduler()
    /// let request = SignalProducer<String, Offline> { observer, _ in
    ///     print("attempt at", scheduler.currentDate.timeIntervalSinceReferenceDate)
    ///     observer.send(error: Offline())
    /// }
    /// request.retry(upTo: 2, interval: 5, on: scheduler).startWithFailed { _ in
    ///     print("failed at", scheduler.currentDate.timeIntervalSinceReferenceDate)
    /// }
    /// scheduler.run()
    /// // prints attempt at 0.0
    /// // prints attempt at 5.0
    /// // prints attempt at 10.0
    /// // prints failed at 10.0
    /// ```
    ///
    /// As ``retry(upTo:)``, with a wait: the values of every attempt are
    /// forwarded as they come, on the thread that sends them; completion
    /// and interruption end it all. After a failure with retries left, the
    /// failure is dropped, and the work is started again from an action on
    /// `scheduler`, `interval` seconds later (ReactiveSwift waits through a
    /// `delay` of an empty producer, so the restart happens at that date,
    /// after whatever else is due then). Disposing the start during the wait
    /// cancels the restart and sends `interrupted` at once.
    ///
    /// - Parameters:
    ///   - count: How many times to start the work again; `0` never retries.
    ///   - interval: How many seconds to wait before each new attempt.
    ///   - scheduler: The scheduler that tells the time and starts the
    ///     attempts after the first.
    /// - Returns: A producer that retries this one up to `count` times.
    /// - Precondition: `count` and `interval` are not negative.
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        precondition(
            count >= 0,
            "retry(upTo: \(count), interval:on:): the number of retries must not be negative; pass 0 to try once."
        )
        precondition(interval >= 0, "retry(upTo:interval: \(interval), on:): the interval must not be negative.")
        guard count > 0 else { return self }

        return SignalProducer { observer, lifetime in
            // Per start: how many of this start's failures still wait and
            // retry. The last one is forwarded at once.
            var retriesLeft = count
            let waitingAfterFailures = self.flatMapError { error -> SignalProducer<Value, Error> in
                let failure = SignalProducer<Value, Error>(error: error)
                guard retriesLeft > 0 else { return failure }
                retriesLeft -= 1
                return SignalProducer<Value, Error>.empty.delay(interval, on: scheduler).concat(failure)
            }
            lifetime += waitingAfterFailures.retry(upTo: count).start(observer)
        }
    }
}
