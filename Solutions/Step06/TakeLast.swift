// Exercise 6.2: take(last:).
//
// `take(first:)` can send as soon as values arrive. Its mirror cannot: only
// at the end does a stream know which values were its last. So
// `take(last:)` keeps a window of the latest values, and sends it when the
// source completes.

import Step05_SignalProducer

extension Signal {
    /// Waits until this signal completes, then sends its last `count` values
    /// (fewer if it sent fewer) and completes. A failure or an interruption
    /// is sent at once, and the values kept are dropped.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.take(last: 2).observeValues { print($0) }
    /// for number in 1...5 { input.send(value: number) }
    /// print("completing")
    /// input.sendCompleted()
    /// // prints completing
    /// // prints 4
    /// // prints 5
    /// ```
    ///
    /// - Precondition: `count` is at least 1.
    /// - Parameter count: How many of the last values to send.
    /// - Returns: A signal of the last `count` values.
    public func take(last count: Int) -> Signal<Value, Error> {
        // Checked when the operator is applied, not at the first value: a
        // wrong count is a programming error, best reported where it is made.
        precondition(count >= 1, "take(last: \(count)): the count of last values to send must be at least 1. To send no value, only the terminal event, use filter { _ in false }.")
        return Signal { output, lifetime in
            // The window: at most `count` values, oldest first.
            var window: [Value] = []
            window.reserveCapacity(count)
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    // Make room first, so the window never grows past
                    // `count`. (`removeFirst` moves the others down: a ring
                    // buffer would avoid that, for large counts.)
                    if window.count == count {
                        window.removeFirst()
                    }
                    window.append(value)
                case .completed:
                    // Now the last values are known: send them, in order,
                    // then the completion.
                    for value in window {
                        output.send(value: value)
                    }
                    output.sendCompleted()
                case .failed, .interrupted:
                    // The stream did not finish, so it has no "last values":
                    // end at once. The window goes with the closure when the
                    // lifetime ends.
                    output.send(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Waits until a start completes, then sends its last `count` values and
    /// completes; see ``Signal/take(last:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...5).take(last: 2).startWithValues { print($0) }
    /// // prints 4
    /// // prints 5
    /// ```
    ///
    /// - Precondition: `count` is at least 1, checked when the producer is
    ///   made.
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        // Checked here, before lifting, so that a wrong count stops the
        // program where the producer is made, not later at its first start.
        // (ReactiveSwift's producer checks it at each start instead: its
        // `lift` applies the signal operator there.)
        precondition(count >= 1, "take(last: \(count)): the count of last values to send must be at least 1. To send no value, only the terminal event, use filter { _ in false }.")
        return lift { $0.take(last: count) }
    }
}
