// Exercise 7.4: take(until:) and skip(until:).
//
// A download runs until the user taps "Cancel"; a game ignores the
// keyboard until "Start". One stream's first signal of life decides when
// another stream ends, or when it begins to count.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Forwards every event of this signal until `trigger` sends a value or
    /// completes; then completes.
    ///
    /// An interruption of `trigger` is ignored: this signal goes on.
    ///
    /// ```swift
    /// let (progress, input) = Signal<Int, Never>.pipe()
    /// let (cancel, cancelInput) = Signal<(), Never>.pipe()
    /// progress.take(until: cancel).observe { print($0) }
    /// input.send(value: 10)
    /// cancelInput.send(value: ())
    /// input.send(value: 20)
    /// // prints VALUE 10
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter trigger: The signal whose first value, or completion,
    ///   ends the output.
    /// - Returns: A signal of this signal's events until the trigger fires.
    public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        // TODO: forward every event of `self` until `trigger` sends a value
        // or completes; then complete, and observe neither any more. An
        // interruption of `trigger` changes nothing.
        return Signal { _, _ in }
    }

    /// Drops every event of this signal until `trigger` sends a value or
    /// completes; from then on, forwards every event of this signal.
    ///
    /// Until then, this signal is not observed at all: if it ends before
    /// the trigger fires, the output learns it only when the trigger fires,
    /// as `interrupted`, like any late observer of an ended signal. A
    /// `trigger` interrupted before it fired can never fire: the output is
    /// interrupted.
    ///
    /// ```swift
    /// let (keys, input) = Signal<String, Never>.pipe()
    /// let (start, startInput) = Signal<(), Never>.pipe()
    /// keys.skip(until: start).observeValues { print($0) }
    /// input.send(value: "a")
    /// startInput.send(value: ())
    /// input.send(value: "b")
    /// // prints b
    /// ```
    ///
    /// - Parameter trigger: The signal whose first value, or completion,
    ///   opens the output.
    /// - Returns: A signal of this signal's events after the trigger fires.
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        // TODO: forward nothing until `trigger` sends a value or completes;
        // from then on, every event of `self`, and `trigger` is no longer
        // observed. `self` is not observed before that. An interruption of
        // `trigger` before it fires interrupts the output.
        return Signal { _, _ in }
    }
}

extension SignalProducer {
    /// Forwards every event of each start until the start of `trigger` sends
    /// a value or completes; then completes. See
    /// ``Signal/take(until:)``.
    ///
    /// Each start starts `trigger` first, then this producer, as
    /// ReactiveSwift does: a trigger that fires as it starts ends the
    /// output before this producer's work runs.
    public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        // TODO: on every start, start `trigger` first, then `self`: a trigger
        // that fires as it starts means `self` never starts.
        return SignalProducer { _, _ in }
    }

    /// Drops every event of each start until the start of `trigger` sends a
    /// value or completes; see ``Signal/skip(until:)``.
    ///
    /// Each start starts `trigger` first, then this producer, as
    /// ReactiveSwift does: a trigger that fires as it starts lets all of
    /// this producer's events through.
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        // TODO: on every start, start `trigger` first, then `self`.
        return SignalProducer { _, _ in }
    }
}
