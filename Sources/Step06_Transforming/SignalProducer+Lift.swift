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
    /// Each start of the lifted producer prepares a start of this producer
    /// and applies `transform` to its signal. Its work is this producer's
    /// work, begun when the lifted start begins.
    ///
    /// Disposing a start of the lifted producer interrupts the start
    /// underneath first, so the interruption travels down through the
    /// operator, as any event would: an operator that watches for it (`on`,
    /// `materialize`) sees it before your observer does. Then it interrupts
    /// the lifted start itself, in case the operator did not pass the
    /// interruption on. And when the operator ends its signal early, the
    /// start underneath is interrupted at once.
    public func lift<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(prepareStart: {
            let upstream = self.prepareStart()
            var signalInput: Signal<U, F>.Observer!
            let signal = Signal<U, F> { input, lifetime in
                signalInput = input
                lifetime += upstream.interrupter
                lifetime += transform(upstream.signal).observe(input)
            }
            let input: Signal<U, F>.Observer = signalInput
            let interrupter = AnyDisposable {
                upstream.interrupter.dispose()
                input.sendInterrupted()
            }
            return .init(signal: signal, interrupter: interrupter, begin: upstream.begin)
        })
    }

    /// Turns an operator that combines two signals into the same operator on
    /// two producers.
    ///
    /// On every start of the result, both producers are started, and
    /// `transform` combines their signals. `other` starts first, then this
    /// producer, as in ReactiveSwift. Disposing the start interrupts both
    /// starts underneath first, then the result's own signal; the result
    /// terminating interrupts both.
    public func lift<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { other in
            SignalProducer<V, G>(prepareStart: {
                let upstream = self.prepareStart()
                let otherUpstream = other.prepareStart()
                var signalInput: Signal<V, G>.Observer!
                let signal = Signal<V, G> { input, lifetime in
                    signalInput = input
                    lifetime += upstream.interrupter
                    lifetime += otherUpstream.interrupter
                    lifetime += transform(upstream.signal)(otherUpstream.signal).observe(input)
                }
                let input: Signal<V, G>.Observer = signalInput
                let interrupter = AnyDisposable {
                    upstream.interrupter.dispose()
                    otherUpstream.interrupter.dispose()
                    input.sendInterrupted()
                }
                let begin = {
                    otherUpstream.begin()
                    upstream.begin()
                }
                return .init(signal: signal, interrupter: interrupter, begin: begin)
            })
        }
    }
}
