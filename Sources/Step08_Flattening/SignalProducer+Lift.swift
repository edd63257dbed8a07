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
    /// interrupts the start of this producer underneath.
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

extension SignalProducer {
    /// Applies a one-stream operator to every start, as ``lift(_:)`` does,
    /// but the way ReactiveSwift applies its own operators: disposing a
    /// start interrupts the work underneath, and the interruption travels
    /// down through `transform`, which sees it before the observer does.
    ///
    /// `lift` interrupts the lifted start itself first: its observer hears of
    /// the interruption, then the work underneath is stopped, and an operator
    /// that watches for interruptions hears of it last, when nobody listens
    /// any more. For most operators nobody can tell the difference. For
    /// `on(interrupted:)`, `logEvents` and `materialize`, which do something
    /// with the interruption, ReactiveSwift's order is this one.
    ///
    /// - Precondition: `transform` passes every event of its source on, in
    ///   one form or another, and ends when its source ends: disposing a
    ///   start reaches the observer only through it.
    func liftFromSource<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(prepareStart: {
            let upstream = self.prepareStart()
            return .init(signal: transform(upstream.signal), interrupter: upstream.interrupter, begin: upstream.begin)
        })
    }
}
