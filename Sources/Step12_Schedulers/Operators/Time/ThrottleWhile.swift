extension Signal {
    /// Forwards this signal's values on `scheduler` while `shouldThrottle`
    /// is `false`; while it is `true`, holds back the latest value, and
    /// sends it when `shouldThrottle` turns `false` again.
    ///
    /// ```swift
    /// let isBusy = MutableProperty(false)
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// taps.throttle(while: isBusy, on: ImmediateScheduler()).observeValues { print($0) }
    /// tap.send(value: 1)
    /// isBusy.value = true
    /// tap.send(value: 2)
    /// tap.send(value: 3)
    /// isBusy.value = false
    /// // prints 1
    /// // prints 3
    /// ```
    ///
    /// Every event is sent from an action on `scheduler`, in the order it
    /// came. A terminal event is forwarded (scheduled) at once, and a value
    /// held back is dropped. If `shouldThrottle` ends while `true`, the
    /// result stays throttled and sends no more values until it terminates.
    /// The result does not keep `shouldThrottle` alive.
    ///
    /// ReactiveSwift 7.2.1 keeps only the latest scheduled send, so on a
    /// scheduler that does not run actions at once, a value forwarded while
    /// not throttled can be lost to the next one (or to the terminal event);
    /// here every forwarded value is sent, as the operator's description
    /// says.
    ///
    /// - Parameters:
    ///   - shouldThrottle: Whether to hold values back.
    ///   - scheduler: The scheduler that sends the events.
    /// - Returns: A signal of this signal's values, held back while
    ///   `shouldThrottle` is `true`.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler) -> Signal<Value, Error>
    where P.Value == Bool {
        Signal { output, lifetime in
            let state = Locked(ThrottleWhileState<Value, Error>.resumed)
            let sending = ScheduledActions()
            lifetime.observeEnded {
                sending.cancelAll()
                state.update { $0 = .terminated }  // lets go of a value held back
            }

            /// Sends `event` from an action on `scheduler`.
            func schedule(_ event: Event) {
                sending.schedule({ output.send(event) }, using: scheduler.schedule)
            }

            lifetime += shouldThrottle.producer
                .skipRepeats()
                .startWithValues { isThrottling in
                    if let held = state.withLock({ $0.setThrottling(isThrottling) }) {
                        schedule(.value(held))
                    }
                }

            lifetime += self.observe { event in
                // `update`: a value held back that this one replaces is let
                // go of after unlocking.
                if let event = state.update({ $0.receive(event) }) {
                    schedule(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the values of every start on `scheduler` while
    /// `shouldThrottle` is `false`, and holds back the latest while it is
    /// `true`; see ``Signal/throttle(while:on:)``.
    ///
    /// The producer does not keep `shouldThrottle` alive: it follows it
    /// through a ``Property`` that keeps its last value when it goes.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler) -> SignalProducer<Value, Error>
    where P.Value == Bool {
        let shouldThrottle = Property(shouldThrottle)
        return lift { $0.throttle(while: shouldThrottle, on: scheduler) }
    }
}

/// What `throttle(while:)` remembers between events.
private enum ThrottleWhileState<Value, Error: Swift.Error> {
    /// Values go on as they come.
    case resumed
    /// Values are held back: the latest, if any, waits.
    case throttled(Value?)
    /// A terminal event has gone on.
    case terminated

    /// Starts or stops throttling; returns the value held back if it is
    /// now to be sent.
    mutating func setThrottling(_ isThrottling: Bool) -> Value? {
        switch (self, isThrottling) {
        case (.terminated, _):
            return nil
        case (.resumed, true):
            self = .throttled(nil)
            return nil
        case (.throttled(let held), false):
            self = .resumed
            return held
        case (.resumed, false), (.throttled, true):
            return nil
        }
    }

    /// Takes in an event of the source; returns the event to send now, if
    /// any.
    mutating func receive(_ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        switch (event, self) {
        case (.value, .terminated):
            return nil
        case (.value, .resumed):
            return event
        case (.value(let value), .throttled):
            self = .throttled(value)
            return nil
        case (.completed, _), (.failed, _), (.interrupted, _):
            self = .terminated
            return event
        }
    }
}
