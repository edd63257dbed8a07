// Exercise 5.4: the binary lift.
//
// Some operators combine two signals (`combineLatest`, `zip`, in chapter 7).
// Their shape is curried: `(Signal<Value, Error>) -> (Signal<U, F>) ->
// Signal<V, G>`. The binary `lift` turns such an operator into one that
// combines two producers, starting both on every start. It uses your
// `startWithSignal` from exercise 5.2.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

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
            // TODO: a producer whose start handler starts `self` and `other`
            // with `startWithSignal`, `other` inside `self`'s setup, so that
            // `other`'s work runs first. Attach both interrupters to the
            // lifetime, and observe `transform(signal)(otherSignal)` with the
            // observer, attaching that observation to the lifetime too.
            SignalProducer<V, G> { _, _ in }
        }
    }
}
