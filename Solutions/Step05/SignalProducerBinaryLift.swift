// Exercise 5.4: the binary lift.
//
// Some operators combine two signals (`combineLatest`, `zip`, in chapter 7).
// Their shape is curried: `(Signal<Value, Error>) -> (Signal<U, F>) ->
// Signal<V, G>`. The binary `lift` turns such an operator into one that
// combines two producers, starting both on every start. It uses your
// `startWithSignal` from exercise 5.2.

import Step04_Disposables

extension SignalProducer {
    /// Turns an operator that combines two signals into the same operator on
    /// two producers.
    ///
    /// On every start of the result, both producers are started, and
    /// `transform` combines their signals. `other` starts first, then this
    /// producer, as in ReactiveSwift. Disposing the start, or its
    /// terminating, interrupts both.
    public func lift<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { other in
            SignalProducer<V, G> { observer, lifetime in
                // `self`'s setup runs first, but `self`'s *work* waits until
                // that setup returns. Inside it, `other` is started
                // completely, setup and work. So the argument starts first,
                // then the receiver: when both send as they start, the
                // operator has seen `other`'s values by the time `self`'s
                // arrive.
                self.startWithSignal { signal, interrupter in
                    lifetime += interrupter
                    other.startWithSignal { otherSignal, otherInterrupter in
                        lifetime += otherInterrupter
                        // Both signals exist now, and neither's work has run
                        // yet: `other`'s runs as soon as this setup returns,
                        // `self`'s once the outer setup returns.
                        lifetime += transform(signal)(otherSignal).observe(observer)
                    }
                }
            }
        }
    }
}
