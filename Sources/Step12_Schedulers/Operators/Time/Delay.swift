import Foundation

extension Signal {
    /// Sends each value, and the completion, `interval` seconds after this
    /// signal sent it, on `scheduler`. A failure or an interruption is not
    /// delayed: it is scheduled on `scheduler` for now, and the values still
    /// waiting are dropped.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.delay(2, on: scheduler).observe { print(scheduler.currentDate.timeIntervalSinceReferenceDate, $0) }
    /// input.send(value: 1)
    /// scheduler.advance(by: .seconds(1))
    /// input.send(value: 2)
    /// input.sendCompleted()
    /// scheduler.run()
    /// // prints 2.0 VALUE 1
    /// // prints 3.0 VALUE 2
    /// // prints 3.0 COMPLETED
    /// ```
    ///
    /// Every event is sent from an action on `scheduler`. When the delayed
    /// signal ends, whatever is still scheduled is cancelled and its values
    /// let go of.
    ///
    /// - Parameters:
    ///   - interval: How many seconds to hold each value and the completion.
    ///   - scheduler: The scheduler that tells the time and sends the events.
    /// - Returns: A signal of the same events, values and completion later.
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        checkDelayInterval(interval)
        return flatMapEvent(Event.delay(interval, on: scheduler))
    }
}

extension SignalProducer {
    /// Delays the values and the completion of every start by `interval`
    /// seconds, on `scheduler`; see ``Signal/delay(_:on:)``.
    ///
    /// Disposing a start cancels the values still waiting, and sends
    /// `interrupted` from an action scheduled on `scheduler` for now.
    ///
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        checkDelayInterval(interval)
        return flatMapEvent(ProducedSignal.Event.delay(interval, on: scheduler))
    }
}

extension Signal.Event {
    /// `delay` as an event transformation.
    static func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transformation<Value, Error> {
        { output, lifetime in
            let delayed = ScheduledOutput(output, lifetime: lifetime, scheduler: scheduler)
            let waiting = ScheduledActions()
            lifetime.observeEnded(waiting.cancelAll)

            /// Schedules `action` `interval` seconds from now.
            func later(_ action: @escaping () -> Void) {
                let date = scheduler.currentDate.addingTimeInterval(interval)
                waiting.schedule(action) { scheduler.schedule(after: date, action: $0) }
            }

            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    guard delayed.isActive else { return }
                    later { delayed.send(value: value) }
                case .completed:
                    // As in ReactiveSwift: the completion is scheduled for
                    // now once its delay is over, after what is due then.
                    later { delayed.scheduleTermination(with: .completed) }
                case .failed, .interrupted:
                    delayed.scheduleTermination(with: event)
                }
            }
        }
    }
}

/// Stops the program if `interval` cannot be a delay.
private func checkDelayInterval(_ interval: TimeInterval) {
    precondition(interval >= 0, "delay(\(interval), on:): the interval must not be negative; time only moves forward.")
}
