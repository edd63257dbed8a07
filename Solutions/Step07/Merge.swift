// Exercise 7.5: merge.
//
// Taps on three buttons, messages from two chat rooms: streams of the same
// kind that should be handled as one. `merge` forwards the values of all
// of them, as they come.

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
        merge(signals)
    }

    /// Forwards the values of all the signals of a sequence; see
    /// ``Signal/merge(_:)-(Signal<Value,Error>...)``. An empty sequence
    /// completes at once.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of them all.
    public static func merge<Signals: Sequence>(_ signals: Signals) -> Signal<Value, Error>
    where Signals.Element == Signal<Value, Error> {
        Signal { output, lifetime in
            // Read the sequence once: it may not be readable twice.
            let signals = Array(signals)
            // How many signals have not ended yet. Every signal's observer
            // changes it, maybe on several threads at once.
            let remaining = Locked(signals.count)
            if signals.isEmpty {
                // Nothing will ever be sent: all (none) have completed.
                output.sendCompleted()
                return
            }
            for signal in signals {
                lifetime += signal.observe { event in
                    switch event {
                    case .value, .failed:
                        // A value goes through as it is; so does a failure,
                        // which ends the whole merge. (The output serializes
                        // what several threads send into it.)
                        output.send(event)
                    case .completed, .interrupted:
                        // This signal is done; an interruption does not
                        // stop the others. The last one to end completes
                        // the output.
                        let isLast = remaining.withLock { count in
                            count -= 1
                            return count == 0
                        }
                        if isLast {
                            output.sendCompleted()
                        }
                    }
                }
            }
        }
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
        // As in `zip(with:)`: lift on `other` and pass `self`, so that
        // `self` starts first.
        other.lift { (otherSignal: Signal<Value, Error>) in
            { (signal: Signal<Value, Error>) in Signal.merge(signal, otherSignal) }
        }(self)
    }
}
