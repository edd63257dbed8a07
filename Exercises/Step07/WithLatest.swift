// Exercise 7.3: withLatest(from:).
//
// A "Send" button sends the message typed so far; a search runs with the
// filters chosen so far. `withLatest(from:)` pairs each value of a stream
// with the latest value of another: the mirror of `sample`, where the
// stream itself is the trigger.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Sends each value of this signal paired with the latest value of
    /// `samplee`; nothing if `samplee` has sent no value yet.
    ///
    /// It ends when this signal ends, with the same event. The terminal
    /// event of `samplee` is ignored: its last value stays the latest.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// let (text, typing) = Signal<String, Never>.pipe()
    /// taps.withLatest(from: text).observeValues { print($0) }
    /// tap.send(value: 1)
    /// typing.send(value: "Hi")
    /// tap.send(value: 2)
    /// // prints (2, "Hi")
    /// ```
    ///
    /// - Parameter samplee: The signal whose latest value is paired with
    ///   each value of this one.
    /// - Returns: A signal of pairs.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        // TODO: pair each value of `self` with the latest value of `samplee`;
        // a value before the samplee's first sends nothing. The terminal
        // events of `self` end the output; those of `samplee` change nothing
        // (its last value stays the latest).
        return Signal<(Value, U), Error> { _, _ in }
    }

    /// Sends each value of this signal paired with the latest value of a
    /// start of `samplee`, started when this operator is applied; see
    /// ``Signal/withLatest(from:)-(Signal<U,Never>)``.
    ///
    /// The start of `samplee` is interrupted when the output ends.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// taps.withLatest(from: SignalProducer<String, Never>(value: "Hi")).observeValues { print($0) }
    /// tap.send(value: 1)
    /// // prints (1, "Hi")
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        // TODO: start `samplee` as the operator is applied, and pair each
        // value of `self` with the latest value of that start, the values it
        // sends as it starts included. The start is interrupted when the
        // output ends, not before.
        return Signal<(Value, U), Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends each value of each start paired with the latest value of the
    /// start of `samplee` that goes with it; see
    /// ``Signal/withLatest(from:)-(Signal<U,Never>)``.
    ///
    /// Each start starts `samplee` first, then this producer, as
    /// ReactiveSwift does: values the samplee sends as it starts are the
    /// latest ones when this producer's values come.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2])
    ///     .withLatest(from: SignalProducer<String, Never>(value: "x"))
    ///     .startWithValues { print($0) }
    /// // prints (1, "x")
    /// // prints (2, "x")
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        // TODO: on every start, start `samplee` first, then `self`, as
        // ReactiveSwift does.
        return SignalProducer<(Value, U), Error> { _, _ in }
    }
}
