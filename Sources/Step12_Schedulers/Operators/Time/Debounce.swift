import Foundation

extension Signal {
    /// Sends a value only once this signal has been quiet for `interval`
    /// seconds after it, on `scheduler`: each value is scheduled `interval`
    /// seconds after it came, and a newer value replaces it and starts the
    /// wait again. A signal that never pauses that long sends no value.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (keystrokes, type) = Signal<String, Never>.pipe()
    /// keystrokes.debounce(0.5, on: scheduler).observeValues { print(scheduler.currentDate.timeIntervalSinceReferenceDate, $0) }
    /// type.send(value: "r")
    /// scheduler.advance(by: .milliseconds(300))
    /// type.send(value: "rx")
    /// scheduler.run()
    /// // prints 0.8 rx
    /// ```
    ///
    /// On completion with a value still waiting: with `discardWhenCompleted`
    /// (the default) the value is dropped and the completion is scheduled
    /// for now; without it, the value is sent when its wait is over, then
    /// the completion. A failure or an interruption is scheduled for now,
    /// and a value waiting is dropped. Every event is sent from an action on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: How many quiet seconds a value waits for.
    ///   - scheduler: The scheduler that tells the time and sends the events.
    ///   - discardWhenCompleted: Whether a value still waiting when this
    ///     signal completes is dropped (`true`) or sent before the
    ///     completion (`false`).
    /// - Returns: A signal of the values after which this signal paused.
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        checkDebounceInterval(interval)
        return flatMapEvent(Event.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
    }
}

extension SignalProducer {
    /// Sends a value of a start only once the start has been quiet for
    /// `interval` seconds after it, on `scheduler`; see
    /// ``Signal/debounce(_:on:discardWhenCompleted:)``.
    ///
    /// Disposing a start drops the value waiting, and sends `interrupted`
    /// from an action scheduled on `scheduler` for now.
    ///
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        checkDebounceInterval(interval)
        return flatMapEvent(
            ProducedSignal.Event.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
    }
}

/// What a debounce remembers between values.
private enum DebounceState<Value> {
    /// No value is waiting.
    case idle
    /// `value` came at `receivedAt` and waits for a pause.
    case waiting(Value, receivedAt: Date)

    /// Takes the value waiting, if any, with the date it came.
    mutating func take() -> (value: Value, receivedAt: Date)? {
        guard case .waiting(let value, let receivedAt) = self else { return nil }
        self = .idle
        return (value, receivedAt)
    }
}

extension Signal.Event {
    /// `debounce` as an event transformation.
    static func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool
    ) -> Transformation<Value, Error> {
        { output, lifetime in
            let debounced = ScheduledOutput(output, lifetime: lifetime, scheduler: scheduler)
            let state = Locked(DebounceState<Value>.idle)
            // The sending of the value waiting; a new value moves it.
            let sending = SerialDisposable()
            // The last value and the completion, when `discardWhenCompleted`
            // is false.
            let finishing = SerialDisposable()
            lifetime += sending
            lifetime += finishing
            lifetime.observeEnded {
                state.update { $0 = .idle }  // lets go of a value waiting
            }

            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    let now = scheduler.currentDate
                    state.update { $0 = .waiting(value, receivedAt: now) }
                    sending.inner = scheduler.schedule(after: now.addingTimeInterval(interval)) {
                        if let waiting = state.withLock({ $0.take() }) {
                            debounced.send(value: waiting.value)
                        }
                    }
                case .completed:
                    guard debounced.isActive else { return }
                    sending.dispose()
                    let waiting = state.withLock { $0.take() }
                    if !discardWhenCompleted, let waiting {
                        let value = waiting.value
                        finishing.inner = scheduler.schedule(after: waiting.receivedAt.addingTimeInterval(interval)) {
                            debounced.send(value: value)
                            debounced.scheduleTermination(with: .completed)
                        }
                    } else {
                        debounced.scheduleTermination(with: .completed)
                    }
                case .failed, .interrupted:
                    guard debounced.isActive else { return }
                    sending.dispose()
                    debounced.scheduleTermination(with: event)
                }
            }
        }
    }
}

/// Stops the program if `interval` cannot be a debounce's interval.
private func checkDebounceInterval(_ interval: TimeInterval) {
    precondition(interval >= 0, "debounce(\(interval), on:): the interval must not be negative.")
}
