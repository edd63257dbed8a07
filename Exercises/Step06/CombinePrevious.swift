// Exercise 6.4: combinePrevious.
//
// Many questions are about change, not about a value alone: did the
// temperature rise, which way did the user scroll? `combinePrevious` sends
// each value together with the one before it.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step05_SignalProducer

extension Signal {
    /// Sends each value together with the value before it, as
    /// `(previous, current)`; the first value is paired with `initial`.
    /// Terminal events pass unchanged.
    ///
    /// ```swift
    /// let (temperatures, input) = Signal<Int, Never>.pipe()
    /// temperatures.combinePrevious(20).observeValues { print($0) }
    /// input.send(value: 21)
    /// input.send(value: 19)
    /// // prints (20, 21)
    /// // prints (21, 19)
    /// ```
    ///
    /// - Parameter initial: The value paired with the first value.
    /// - Returns: A signal of `(previous, current)` pairs.
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        // TODO: send each value as `(previous, value)`, the first one paired
        // with `initial`. Terminal events pass unchanged.
        return Signal<(Value, Value), Error> { _, _ in }
    }

    /// Sends each value together with the value before it, as
    /// `(previous, current)`, from the second value on: the first value
    /// only becomes the previous one of the second.
    ///
    /// ```swift
    /// let (temperatures, input) = Signal<Int, Never>.pipe()
    /// temperatures.combinePrevious().observeValues { print($0) }
    /// for temperature in [20, 21, 19] { input.send(value: temperature) }
    /// // prints (20, 21)
    /// // prints (21, 19)
    /// ```
    ///
    /// - Returns: A signal of `(previous, current)` pairs.
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        // TODO: the same, except that the first value sends nothing: it is
        // only the previous value of the second.
        return Signal<(Value, Value), Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends each value of every start together with the value before it,
    /// the first paired with `initial`; see ``Signal/combinePrevious(_:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([21, 19]).combinePrevious(20).startWithValues { print($0) }
    /// // prints (20, 21)
    /// // prints (21, 19)
    /// ```
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
        // TODO: the same on every start, each start beginning from `initial`
        // again.
        return SignalProducer<(Value, Value), Error> { _, _ in }
    }

    /// Sends each value of every start together with the value before it,
    /// from the second value on; see ``Signal/combinePrevious()``.
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
        // TODO: the same on every start, each start forgetting the values of
        // the one before.
        return SignalProducer<(Value, Value), Error> { _, _ in }
    }
}
