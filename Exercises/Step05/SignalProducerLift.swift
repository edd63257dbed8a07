// Exercise 5.3: the unary lift.
//
// An operator on signals is a function from one signal to another. A
// producer makes one signal per start; `lift` applies the operator to each
// start's signal, and so turns the operator into one on producers. It uses
// your `startWithSignal` from exercise 5.2.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step04_Disposables

extension SignalProducer {
    /// Turns an operator on signals into the same operator on producers.
    ///
    /// `transform` is applied, on every start, to that start's signal.
    ///
    /// ```swift
    /// func doubled(_ signal: Signal<Int, Never>) -> Signal<Int, Never> {
    ///     Signal { observer, lifetime in
    ///         lifetime += signal.observe { observer.send($0.map { $0 * 2 }) }
    ///     }
    /// }
    /// SignalProducer<Int, Never> { observer, _ in
    ///     observer.send(value: 1)
    ///     observer.sendCompleted()
    /// }
    /// .lift(doubled)
    /// .start { print($0) }
    /// // prints VALUE 2
    /// // prints COMPLETED
    /// ```
    ///
    /// Disposing a start of the lifted producer, or its terminating, also
    /// interrupts the start of this producer underneath.
    public func lift<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        // TODO: a producer whose start handler starts `self` with
        // `startWithSignal`. In the setup: attach the interrupter to the
        // lifted start's lifetime, and observe `transform(signal)` with the
        // lifted start's observer, attaching that observation to the
        // lifetime too.
        return SignalProducer<U, F> { _, _ in }
    }
}
