extension Signal {
    /// Drops the first `count` values, then forwards everything: the values
    /// that follow and the terminal event.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.skip(first: 2).observe { print($0) }
    /// for number in 1...4 { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints VALUE 3
    /// // prints VALUE 4
    /// // prints COMPLETED
    /// ```
    ///
    /// `skip(first: 0)` skips nothing and returns this signal itself, as in
    /// ReactiveSwift.
    ///
    /// - Parameter count: How many values to drop.
    /// - Returns: A signal of the values after the first `count`.
    /// - Precondition: `count` is not negative.
    public func skip(first count: Int) -> Signal<Value, Error> {
        checkSkipFirstCount(count)
        guard count > 0 else { return self }
        return flatMapEvent(Event.skip(first: count))
    }
}

extension SignalProducer {
    /// Drops the first `count` values of every start; see
    /// ``Signal/skip(first:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...4).skip(first: 2).startWithValues { print($0) }
    /// // prints 3
    /// // prints 4
    /// ```
    ///
    /// - Precondition: `count` is not negative.
    public func skip(first count: Int) -> SignalProducer<Value, Error> {
        // Checked here too, so that a wrong count stops the program where
        // the producer is made, not later where it is started.
        checkSkipFirstCount(count)
        guard count > 0 else { return self }
        return flatMapEvent(ProducedSignal.Event.skip(first: count))
    }
}

extension Signal.Event {
    /// `skip` as an event transformation.
    static func skip(first count: Int) -> Transformation<Value, Error> {
        { output, _ in
            var skipped = 0
            return Signal.Observer { event in
                if case .value = event, skipped < count {
                    skipped += 1
                    return
                }
                output.send(event)
            }
        }
    }
}

/// Stops the program if `count` cannot be a number of values to skip.
private func checkSkipFirstCount(_ count: Int) {
    precondition(
        count >= 0,
        "skip(first: \(count)): the count of values to skip must not be negative. Pass 0 to skip no value, or the number of values to drop."
    )
}
