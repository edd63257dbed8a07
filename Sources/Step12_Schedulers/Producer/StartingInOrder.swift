extension SignalProducer {
    /// A producer that, on every start, starts `producers` one after the
    /// other, in order, and sends what `combine` makes of their signals.
    ///
    /// The combined signal is set up before the first producer starts, so
    /// nothing any of them sends is missed, even a producer that sends
    /// everything while it starts. If the combined signal ends while a
    /// producer starts (that producer failed at once, say), the producers
    /// after it are not started. Disposing the start interrupts every
    /// producer started.
    ///
    /// With no producers, each start sends `emptySentinel` if there is one,
    /// then completes.
    static func startingInOrder<Input>(
        _ producers: [SignalProducer<Input, Error>],
        emptySentinel: Value? = nil,
        combinedBy combine: @escaping ([Signal<Input, Error>]) -> Signal<Value, Error>
    ) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            guard !producers.isEmpty else {
                if let emptySentinel {
                    observer.send(value: emptySentinel)
                }
                observer.sendCompleted()
                return
            }
            // One pipe per producer: the combined signal observes the pipes'
            // outputs, and each producer, once started, feeds its pipe.
            let pipes = producers.map { _ in Signal<Input, Error>.pipe() }
            lifetime += combine(pipes.map(\.output)).observe(observer)
            for (producer, pipe) in Swift.zip(producers, pipes) {
                guard !lifetime.hasEnded else { return }
                lifetime += producer.start(pipe.input)
            }
        }
    }

    /// Turns an operator that combines two signals into the same operator on
    /// two producers, like the binary `lift` but with the opposite order of
    /// starts: this producer starts first, then `other` (ReactiveSwift calls
    /// it `liftLeft`).
    ///
    /// The order matters when both producers send while they start. `sample`
    /// uses it so that a producer's values are there before its sampler,
    /// started second, asks for them.
    func liftStartingSelfFirst<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        // The binary `lift` starts its argument first: so lift on `other`,
        // with this producer as the argument, and hand `transform` the two
        // signals in its own order.
        { other in
            other.lift { otherSignal in { signal in transform(signal)(otherSignal) } }(self)
        }
    }
}
