// Exercise 7.1: zip(with:).
//
// `zip` pairs the values of two streams by position: the first with the
// first, the second with the second. The faster stream's values wait in a
// buffer for their partners. ReactiveCocoa's Basic Operators guide shows it
// with numbers and letters; the ReactiveCocoa book uses it to pair each
// string with its length.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Sends pairs of values: the Nth value of this signal with the Nth value
    /// of `other`. A value waits for its partner in a buffer.
    ///
    /// It completes as soon as one signal has completed and none of its
    /// values is left waiting: no pair can be made any more. A failure or an
    /// interruption of either signal is sent at once.
    ///
    /// ```swift
    /// let (numbers, numbersInput) = Signal<Int, Never>.pipe()
    /// let (letters, lettersInput) = Signal<String, Never>.pipe()
    /// numbers.zip(with: letters).observe { print($0) }
    /// numbersInput.send(value: 0)
    /// numbersInput.send(value: 1)
    /// lettersInput.send(value: "A")
    /// numbersInput.sendCompleted()
    /// lettersInput.send(value: "B")
    /// // prints VALUE (0, "A")
    /// // prints VALUE (1, "B")
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter other: The signal whose values are paired with this one's.
    /// - Returns: A signal of pairs.
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        // TODO: pair the Nth value of `self` with the Nth value of `other`,
        // each waiting for its partner however far apart they arrive.
        // Complete as soon as a side has completed and none of its values
        // waits for a partner. A failure or an interruption of either side
        // ends the output at once. Values may arrive from both sides on two
        // threads at once: the pairs go out one at a time, in order.
        return Signal<(Value, U), Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends pairs of the values of each start of this producer and of
    /// `other`, by position; see ``Signal/zip(with:)``.
    ///
    /// Each start starts this producer first, then `other`, as ReactiveSwift
    /// does.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3])
    ///     .zip(with: SignalProducer<String, Never>(["a", "b"]))
    ///     .startWithValues { print($0) }
    /// // prints (1, "a")
    /// // prints (2, "b")
    /// ```
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        // TODO: on every start, start `self` first, then `other`, as
        // ReactiveSwift does. When the start ends, the start still running
        // underneath is interrupted.
        return SignalProducer<(Value, U), Error> { _, _ in }
    }
}
