// Exercise 7.2: sample(on:).
//
// A slider sends values all the time; a label should show the value only
// when the user taps "Save". `sample(on:)` sends the latest value of a
// stream each time a trigger fires.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Sends the latest value of this signal each time `sampler` sends a
    /// value; nothing if this signal has sent no value yet. The same value
    /// may be sent many times.
    ///
    /// It completes once both signals have completed: after this signal has
    /// completed, its last value can still be sampled. A failure of this
    /// signal, or an interruption of either, is sent at once.
    ///
    /// ```swift
    /// let (slider, sliderInput) = Signal<Int, Never>.pipe()
    /// let (taps, tap) = Signal<(), Never>.pipe()
    /// slider.sample(on: taps).observeValues { print($0) }
    /// tap.send(value: ())
    /// sliderInput.send(value: 1)
    /// sliderInput.send(value: 5)
    /// tap.send(value: ())
    /// tap.send(value: ())
    /// // prints 5
    /// // prints 5
    /// ```
    ///
    /// - Parameter sampler: The trigger: each of its values sends the latest
    ///   value of this signal.
    /// - Returns: A signal of sampled values.
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        // TODO: at each value of `sampler`, send the latest value of `self`,
        // if it has sent one (the same one again if nothing new came).
        // Complete once both have completed. A failure of `self`, or an
        // interruption of either, ends the output at once. Once `sampler`
        // has completed, nothing can be sampled: keep no value any more.
        return Signal { _, _ in }
    }
}

extension SignalProducer {
    /// Sends the latest value of each start each time the start of `sampler`
    /// sends a value; see ``Signal/sample(on:)``.
    ///
    /// Each start starts this producer first, then `sampler`, as
    /// ReactiveSwift does: a sampler that fires as soon as it starts finds
    /// the values this producer sent as it started.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3])
    ///     .sample(on: SignalProducer<(), Never>(value: ()))
    ///     .startWithValues { print($0) }
    /// // prints 3
    /// ```
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        // TODO: on every start, start `self` first, then `sampler`, as
        // ReactiveSwift does. When the start ends, both starts underneath are
        // interrupted.
        return SignalProducer { _, _ in }
    }
}
