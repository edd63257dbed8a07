extension Signal {
    /// Forwards nothing of this signal until `trigger` sends a value or
    /// completes; from then on, forwards all of it.
    ///
    /// ```swift
    /// let (keys, press) = Signal<String, Never>.pipe()
    /// let (unlocks, unlock) = Signal<(), Never>.pipe()
    /// keys.skip(until: unlocks).observeValues { print($0) }
    /// press.send(value: "a")
    /// unlock.send(value: ())
    /// press.send(value: "b")
    /// // prints b
    /// ```
    ///
    /// Until the trigger fires, this signal is not observed at all: not its
    /// values, and not its end either. If it ended before the trigger
    /// fired, the result observes a signal that has ended, and so is
    /// interrupted when the trigger fires. An interrupted trigger can never
    /// fire, so nothing could ever be forwarded: the result is interrupted.
    ///
    /// - Parameter trigger: The signal whose first value or completion opens
    ///   the gate.
    /// - Returns: A signal of this signal's events after the trigger.
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal { output, lifetime in
            // First the trigger's observation, then this signal's: putting
            // the second in disposes the first, so the trigger fires once.
            let observation = SerialDisposable()
            lifetime += observation
            observation.inner = trigger.observe { event in
                switch event {
                case .value, .completed:
                    observation.inner = self.observe(output)
                case .interrupted:
                    // As in ReactiveSwift, where the same happens when the
                    // ended trigger lets go of the only reference to `output`.
                    output.sendInterrupted()
                case .failed:
                    break  // Cannot happen: the trigger's error type is Never.
                }
            }
        }
    }
}

extension SignalProducer {
    /// On every start, starts `trigger`, then this producer, and forwards
    /// nothing of this producer until the trigger sends a value or
    /// completes; see ``Signal/skip(until:)-(Signal<(),Never>)``.
    ///
    /// ```swift
    /// let (gate, open) = Signal<(), Never>.pipe()
    /// let (keys, press) = Signal<String, Never>.pipe()
    /// keys.producer.skip(until: gate.producer).startWithValues { print($0) }
    /// press.send(value: "a")
    /// open.send(value: ())
    /// press.send(value: "b")
    /// // prints b
    /// ```
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        lift { signal in { trigger in signal.skip(until: trigger) } }(trigger)
    }
}
