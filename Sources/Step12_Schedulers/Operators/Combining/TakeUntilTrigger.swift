extension Signal {
    /// Sends this signal's events until `trigger` sends a value or
    /// completes; then completes.
    ///
    /// ```swift
    /// let (downloads, progress) = Signal<Int, Never>.pipe()
    /// let (cancels, cancel) = Signal<(), Never>.pipe()
    /// downloads.take(until: cancels).observe { print($0) }
    /// progress.send(value: 10)
    /// cancel.send(value: ())
    /// progress.send(value: 20)
    /// // prints VALUE 10
    /// // prints COMPLETED
    /// ```
    ///
    /// An interrupted trigger can never fire: the resulting signal goes on
    /// as this signal does. Its end is this signal's end, or the trigger's
    /// first value or completion, whichever comes first. When it ends, it
    /// stops observing both.
    ///
    /// - Parameter trigger: The signal whose first value or completion ends
    ///   the result.
    /// - Returns: A signal of this signal's events up to the trigger.
    public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal { output, lifetime in
            // No state to share: both observations send straight into the
            // output, which delivers one event at a time and nothing after
            // its end.
            lifetime += self.observe(output)
            lifetime += trigger.observe { event in
                switch event {
                case .value, .completed:
                    output.sendCompleted()
                case .interrupted, .failed:
                    break  // (`failed` cannot happen: the trigger's error type is Never.)
                }
            }
        }
    }
}

extension SignalProducer {
    /// On every start, starts `trigger`, then this producer, and sends this
    /// producer's events until the trigger sends a value or completes; see
    /// ``Signal/take(until:)-(Signal<(),Never>)``.
    ///
    /// `trigger` starts first: if it fires while it starts, this producer is
    /// never started. When the result ends, both starts are interrupted.
    ///
    /// ```swift
    /// let ticks = SignalProducer<Int, Never>([1, 2, 3])
    /// ticks.take(until: SignalProducer(value: ())).startWithCompleted { print("completed") }
    /// // prints completed
    /// ```
    public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        lift { signal in { trigger in signal.take(until: trigger) } }(trigger)
    }
}
