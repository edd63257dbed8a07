import Foundation

extension Signal {
    /// Sends at most one value every `interval` seconds, on `scheduler`: a
    /// value that comes when none has been sent for `interval` seconds is
    /// scheduled for now; values that come sooner wait, and only the latest
    /// of them is sent, `interval` seconds after the value sent before it.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (clicks, click) = Signal<Int, Never>.pipe()
    /// clicks.throttle(1, on: scheduler).observeValues { print(scheduler.currentDate.timeIntervalSinceReferenceDate, $0) }
    /// click.send(value: 1)
    /// scheduler.advance(by: .milliseconds(200))
    /// click.send(value: 2)
    /// click.send(value: 3)
    /// scheduler.run()
    /// // prints 0.0 1
    /// // prints 1.0 3
    /// ```
    ///
    /// A completion, failure or interruption is scheduled on `scheduler` for
    /// now: a value still waiting is dropped (and let go of), as in
    /// ReactiveSwift. If the clock goes back before the last value sent, the
    /// next value is scheduled for now.
    ///
    /// - Parameters:
    ///   - interval: The least number of seconds between two values sent.
    ///   - scheduler: The scheduler that tells the time and sends the events.
    /// - Returns: A signal of this signal's values, at most one per
    ///   `interval`, and its terminal event.
    /// - Precondition: `interval` is not negative.
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        checkThrottleInterval(interval)
        return flatMapEvent(Event.throttle(interval, on: scheduler))
    }
}

extension SignalProducer {
    /// Sends at most one value of every start per `interval` seconds, on
    /// `scheduler`; see ``Signal/throttle(_:on:)``.
    ///
    /// Disposing a start drops the value waiting, and sends `interrupted`
    /// from an action scheduled on `scheduler` for now.
    ///
    /// - Precondition: `interval` is not negative.
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        checkThrottleInterval(interval)
        return flatMapEvent(ProducedSignal.Event.throttle(interval, on: scheduler))
    }
}

/// What a throttle remembers between values.
private enum ThrottleState<Value> {
    /// No value is waiting; `lastSent` is the date the last value was sent
    /// for, if one was.
    case idle(lastSent: Date?)
    /// `value` waits to be sent.
    case waiting(Value, lastSent: Date?)

    var lastSent: Date? {
        switch self {
        case .idle(let lastSent), .waiting(_, let lastSent): lastSent
        }
    }

    /// Keeps `value` as the one to send, and returns the date to send it:
    /// `interval` after the last value sent, or now if that is past (or if
    /// the clock went back before it).
    mutating func receive(_ value: Value, now: Date, interval: TimeInterval) -> Date {
        let lastSent = self.lastSent
        self = .waiting(value, lastSent: lastSent)
        guard let lastSent, lastSent <= now else { return now }
        return max(lastSent.addingTimeInterval(interval), now)
    }

    /// Takes the value waiting, if any, as sent at `date`.
    mutating func takeValue(sentAt date: Date) -> Value? {
        guard case .waiting(let value, _) = self else { return nil }
        self = .idle(lastSent: date)
        return value
    }
}

extension Signal.Event {
    /// `throttle` as an event transformation.
    static func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transformation<Value, Error> {
        { output, lifetime in
            let throttled = ScheduledOutput(output, lifetime: lifetime, scheduler: scheduler)
            let state = Locked(ThrottleState<Value>.idle(lastSent: nil))
            // One sending scheduled at a time: a new value moves it.
            let sending = SerialDisposable()
            lifetime += sending
            lifetime.observeEnded {
                state.update { $0 = .idle(lastSent: nil) }  // lets go of a value waiting
            }

            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    // `update`: the value this one replaces is let go of
                    // after unlocking.
                    let now = scheduler.currentDate
                    let date = state.update { $0.receive(value, now: now, interval: interval) }
                    sending.inner = scheduler.schedule(after: date) {
                        guard throttled.isActive else { return }
                        if let value = state.withLock({ $0.takeValue(sentAt: date) }) {
                            throttled.send(value: value)
                        }
                    }
                case .completed, .failed, .interrupted:
                    throttled.scheduleTermination(with: event)
                }
            }
        }
    }
}

/// Stops the program if `interval` cannot be a throttle's interval.
private func checkThrottleInterval(_ interval: TimeInterval) {
    precondition(interval >= 0, "throttle(\(interval), on:): the interval must not be negative.")
}
