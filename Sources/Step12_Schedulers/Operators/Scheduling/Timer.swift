import Foundation

// SignalProducer.timer: the scheduler's time, again and again
// ===========================================================

extension SignalProducer where Value == Date, Error == Never {
    /// A producer that sends the scheduler's current date every `interval`,
    /// from `scheduler`, with a leeway of a tenth of `interval`, and never
    /// completes.
    ///
    /// See ``timer(interval:on:leeway:)``.
    ///
    /// - Precondition: `interval` is not negative.
    public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer<Date, Never> {
        timer(interval: interval, on: scheduler, leeway: interval.tenth)
    }

    /// A producer that sends the scheduler's current date every `interval`,
    /// from `scheduler`, and never completes: dispose of every start.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer.timer(interval: .seconds(1), on: scheduler, leeway: .seconds(0))
    ///     .startWithValues { print($0.timeIntervalSinceReferenceDate) }
    /// scheduler.advance(by: .seconds(2))
    /// // prints 1.0
    /// // prints 2.0
    /// ```
    ///
    /// Each start schedules a repeating action on `scheduler`, first
    /// `interval` after the start, then every `interval` after that first
    /// date; `leeway` is how late each may be. Disposing the start stops the
    /// timer (the observer is sent `interrupted` on the disposing thread).
    ///
    /// - Precondition: `interval` and `leeway` are not negative.
    public static func timer(
        interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        leeway: DispatchTimeInterval
    ) -> SignalProducer<Date, Never> {
        precondition(interval.timeInterval >= 0, "SignalProducer.timer(interval:on:leeway:): the interval \(interval) is negative.")
        precondition(leeway.timeInterval >= 0, "SignalProducer.timer(interval:on:leeway:): the leeway \(leeway) is negative.")
        return SignalProducer { observer, lifetime in
            BlockingCall.note(scheduler, .sendsTimerValuesOn)
            lifetime += scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval.timeInterval),
                interval: interval,
                leeway: leeway
            ) {
                observer.send(value: scheduler.currentDate)
            }
        }
    }
}
