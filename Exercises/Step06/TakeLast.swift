// Exercise 6.2: take(last:).
//
// `take(first:)` can send as soon as values arrive. Its mirror cannot: only
// at the end does a stream know which values were its last. So
// `take(last:)` keeps a window of the latest values, and sends it when the
// source completes.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

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
        // TODO: send nothing until `self` completes; then its last `count`
        // values, oldest first (all of them if fewer), and `completed`. A
        // failure or an interruption is sent at once, and the values are
        // dropped. A `count` below 1 stops the program, with a message that
        // names the call (`take(last: 0)`) and says what to use instead.
        return Signal { _, _ in }
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
        // TODO: the same on every start, each start with its own values. A
        // wrong count stops the program here, where the producer is made, not
        // at its first start.
        return SignalProducer { _, _ in }
    }
}
