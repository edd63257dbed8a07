// Exercise 7.5: merge.
//
// Taps on three buttons, messages from two chat rooms: streams of the same
// kind that should be handled as one. `merge` forwards the values of all
// of them, as they come.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Forwards the values of all the given signals, in the order they
    /// arrive. It completes once every signal has ended; a failure of any of
    /// them is sent at once. An interrupted signal counts as ended, as a
    /// completed one does: the others go on (as in ReactiveSwift, whose
    /// merge drops the interruption of an inner stream).
    ///
    /// ```swift
    /// let (left, leftInput) = Signal<String, Never>.pipe()
    /// let (right, rightInput) = Signal<String, Never>.pipe()
    /// Signal.merge(left, right).observe { print($0) }
    /// leftInput.send(value: "L1")
    /// rightInput.send(value: "R1")
    /// leftInput.sendCompleted()
    /// rightInput.send(value: "R2")
    /// rightInput.sendCompleted()
    /// // prints VALUE L1
    /// // prints VALUE R1
    /// // prints VALUE R2
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of them all.
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        // TODO: the same as the sequence version below, for the signals
        // given.
        return Signal { _, _ in }
    }

    /// Forwards the values of all the signals of a sequence; see
    /// ``Signal/merge(_:)-(Signal<Value,Error>...)``. An empty sequence
    /// completes at once.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of them all.
    public static func merge<Signals: Sequence>(_ signals: Signals) -> Signal<Value, Error>
    where Signals.Element == Signal<Value, Error> {
        // TODO: forward every value of every signal as it arrives, and a
        // failure at once. A signal that completes or is interrupted has
        // ended; once all have ended, complete. No signal at all gives a
        // signal that has already completed. Values may arrive from several
        // threads at once: they go out one at a time.
        return Signal { _, _ in }
    }
}

extension SignalProducer {
    /// Forwards the values of each start of this producer and of `other`;
    /// see ``Signal/merge(_:)-(Signal<Value,Error>...)``.
    ///
    /// Each start starts this producer first, then `other`, as ReactiveSwift
    /// does: when both send as they start, this producer's values come
    /// first.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2])
    ///     .merge(with: SignalProducer<Int, Never>([3]))
    ///     .startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        // TODO: on every start, start `self` first, then `other` (as
        // ReactiveSwift does), and merge what they send. When one start
        // fails, the other is interrupted.
        return SignalProducer { _, _ in }
    }
}
