extension SignalProducer {
    /// Turns an operator on signals into the same operator on producers.
    ///
    /// `transform` is applied, on every start, to that start's signal. So an
    /// operator written once, for `Signal`, serves producers too: this is how
    /// every operator of the following chapters reaches `SignalProducer`.
    ///
    /// ```swift
    /// func doubled(_ signal: Signal<Int, Never>) -> Signal<Int, Never> {
    ///     Signal { observer, lifetime in
    ///         lifetime += signal.observe { observer.send($0.map { $0 * 2 }) }
    ///     }
    /// }
    /// SignalProducer<Int, Never>(values: 1, 2, 3).lift(doubled).startWithValues { print($0) }
    /// // prints 2
    /// // prints 4
    /// // prints 6
    /// ```
    ///
    /// Disposing a start of the lifted producer, or its terminating, also
    /// interrupts the start of this producer underneath. The lifted start is
    /// interrupted first: its observer hears of the interruption before the
    /// work underneath does. The library's own one-stream operators are not
    /// lifted: they are event transformations (`EventTransformation.swift`),
    /// composed into the start, which costs no signal per operator and lets
    /// the interruption travel from the work down, as in ReactiveSwift.
    public func lift<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F> { observer, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime += interrupter
                lifetime += transform(signal).observe(observer)
            }
        }
    }

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
                self.startWithSignal { signal, interrupter in
                    lifetime += interrupter
                    other.startWithSignal { otherSignal, otherInterrupter in
                        lifetime += otherInterrupter
                        lifetime += transform(signal)(otherSignal).observe(observer)
                    }
                }
            }
        }
    }
}
