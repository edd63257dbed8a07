extension Signal {
    /// Waits for this signal to complete, then sends the last `count` values
    /// it sent, oldest first, and completes.
    ///
    /// Until then it sends nothing. It keeps at most `count` values, dropping
    /// the oldest when a new one arrives. If this signal fails or is
    /// interrupted, the kept values are dropped and only the failure or the
    /// interruption is sent, as in ReactiveSwift.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.take(last: 2).observe { print($0) }
    /// for number in 1...4 { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints VALUE 3
    /// // prints VALUE 4
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter count: How many of the last values to send.
    /// - Returns: A signal that sends up to `count` values when this signal
    ///   completes.
    /// - Precondition: `count` is at least 1.
    public func take(last count: Int) -> Signal<Value, Error> {
        checkTakeLastCount(count)
        return flatMapEvent(Event.take(last: count))
    }
}

extension SignalProducer {
    /// Sends the last `count` values of every start when it completes; see
    /// ``Signal/take(last:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...5).take(last: 2).startWithValues { print($0) }
    /// // prints 4
    /// // prints 5
    /// ```
    ///
    /// - Precondition: `count` is at least 1.
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        // Checked here too, so that a wrong count stops the program where
        // the producer is made, not later where it is started.
        checkTakeLastCount(count)
        return flatMapEvent(ProducedSignal.Event.take(last: count))
    }
}

extension Signal.Event {
    /// `take` as an event transformation.
    static func take(last count: Int) -> Transformation<Value, Error> {
        { output, _ in
            var kept: [Value] = []
            kept.reserveCapacity(count)
            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    if kept.count == count {
                        kept.removeFirst()
                    }
                    kept.append(value)
                case .completed:
                    for value in kept {
                        output.send(value: value)
                    }
                    output.sendCompleted()
                case .failed, .interrupted:
                    output.send(event)
                }
            }
        }
    }
}

/// Stops the program if `count` cannot be a number of last values to keep.
private func checkTakeLastCount(_ count: Int) {
    precondition(
        count >= 1,
        "take(last: \(count)): the count of last values to send must be at least 1. To send no value, only the terminal event, use filter { _ in false }."
    )
}
