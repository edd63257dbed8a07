// The public `flatten` of signals and producers whose values are inner
// streams. ReactiveSwift has one overload per combination of error types, so
// that an inner stream that cannot fail (`Never`) fits an outer one that can,
// and the other way round, without a conversion; each call picks exactly one.
// They all lead to one engine per strategy, on `Signal`, for outer and inner
// streams with the same error type (`Flattening.swift`).

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Starts each inner stream this signal sends, as `strategy` says, and
    /// sends what the inners send, as one signal.
    ///
    /// ```swift
    /// let (requests, request) = Signal<SignalProducer<String, Never>, Never>.pipe()
    /// requests.flatten(.concat).observeValues { print($0) }
    /// request.send(value: SignalProducer(["page 1", "page 2"]))
    /// request.send(value: SignalProducer(value: "page 3"))
    /// // prints page 1
    /// // prints page 2
    /// // prints page 3
    /// ```
    ///
    /// The flattened signal:
    /// - sends the values of the inners that `strategy` lets run (see
    ///   ``FlattenStrategy``);
    /// - fails as soon as this signal or a running inner fails, and is
    ///   interrupted as soon as this signal is; either way, every inner
    ///   still running is disposed of;
    /// - completes once this signal has completed and the inners `strategy`
    ///   waits for have ended. With `.merge`, `.concat`,
    ///   `.concurrent(limit:)` and `.latest`, an inner that is interrupted
    ///   counts as ended, as if it had completed; with `.race` and
    ///   `.throttle`, it interrupts the flattened signal.
    ///
    /// An inner that is a ``Signal`` is observed when the strategy starts
    /// it: what it sent before is lost.
    ///
    /// - Parameter strategy: Which inners run, and when.
    /// - Returns: A signal of the inners' values.
    /// - Precondition: A `.concurrent(limit:)` strategy has a limit of at
    ///   least 1.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        checkFlattenStrategy(strategy)
        return flattenedSignal(strategy)
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
    /// Flattens inner streams that may fail, sent by a signal that cannot;
    /// see ``flatten(_:)-(FlattenStrategy)``.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        promoteError(Value.Error.self).flatten(strategy)
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner streams that cannot fail, sent by a signal that
    /// cannot either. Three of the other overloads would apply to such a
    /// signal; this one, more specific than any of them, settles which.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
        checkFlattenStrategy(strategy)
        return flattenedSignal(strategy)
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner streams that cannot fail, sent by a signal that can.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMap(strategy) { $0.producer.promoteError(Error.self) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
    /// On every start, starts this producer and flattens its inner streams
    /// as `strategy` says; see `Signal/flatten(_:)`.
    /// Disposing of the start disposes of this producer's start and of
    /// every inner.
    ///
    /// ```swift
    /// let pages = SignalProducer<SignalProducer<String, Never>, Never>([
    ///     SignalProducer(["a", "b"]),
    ///     SignalProducer(value: "c"),
    /// ])
    /// pages.flatten(.merge).startWithValues { print($0) }
    /// // prints a
    /// // prints b
    /// // prints c
    /// ```
    ///
    /// - Precondition: A `.concurrent(limit:)` strategy has a limit of at
    ///   least 1 (checked here, not when the producer starts).
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        checkFlattenStrategy(strategy)
        return flattenedProducer(strategy)
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
    /// Flattens inner streams that may fail, sent by a producer that cannot.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        promoteError(Value.Error.self).flatten(strategy)
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner streams that cannot fail, sent by a producer that
    /// cannot either. Three of the other overloads would apply to such a
    /// producer; this one, more specific than any of them, settles which.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
        checkFlattenStrategy(strategy)
        return flattenedProducer(strategy)
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner streams that cannot fail, sent by a producer that can.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        flatMap(strategy) { $0.producer.promoteError(Error.self) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
    /// A producer that, on every start, starts this producer and flattens
    /// its inner streams into the observer of the start.
    ///
    /// Not a `lift`, as in ReactiveSwift: the start's own signal is the
    /// flattened one, so a value crosses one signal fewer. And the start's
    /// lifetime holds this producer's start first, so that disposing of the
    /// start interrupts this producer before the inners.
    @inlinable
    func flattenedProducer(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        SignalProducer<Value.Value, Error> { observer, lifetime in
            self.startFlattening(strategy, into: observer, during: lifetime)
        }
    }

    /// Starts this producer and flattens its inner streams into `output`, as
    /// `strategy` says, until `lifetime` ends, which interrupts this
    /// producer first, then the inners. The body of a flattened producer's
    /// start, and of `Signal.merge`.
    @inlinable
    func startFlattening(
        _ strategy: FlattenStrategy,
        into output: Signal<Value.Value, Error>.Observer,
        during lifetime: Lifetime
    ) {
        startWithSignal { signal, interrupter in
            lifetime.addWithoutHandle(interrupter)
            signal.flatten(strategy, into: output, during: lifetime)
        }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// A signal that, while it lives, flattens the inner streams this signal
    /// sends into its own output: the one body of the two `flatten`s above
    /// whose outer and inner error types are the same.
    @inlinable
    func flattenedSignal(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        Signal<Value.Value, Error> { output, lifetime in
            self.flatten(strategy, into: output, during: lifetime)
        }
    }
}
