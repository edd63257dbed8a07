// flatMap: `map` to an inner stream per value, then `flatten`. As with
// `flatten`, ReactiveSwift has an overload per combination of error types,
// each once for a `SignalProducer` and once for anything convertible to one
// (a `Signal`, a `Result`): the first lets Swift read `.init(value: 0)` in
// the closure as a producer.

extension Signal {
    /// Turns each value into an inner producer with `transform`, and
    /// flattens the inners as `strategy` says; see
    /// `flatten(_:)`.
    ///
    /// ```swift
    /// let (queries, search) = Signal<String, Never>.pipe()
    /// queries
    ///     .flatMap(.merge) { query in SignalProducer<String, Never>([query + " 1", query + " 2"]) }
    ///     .observeValues { print($0) }
    /// search.send(value: "swift")
    /// // prints swift 1
    /// // prints swift 2
    /// ```
    ///
    /// `transform` runs when the value arrives, even if the strategy starts
    /// its producer later, or never.
    ///
    /// - Parameters:
    ///   - strategy: Which inners run, and when.
    ///   - transform: Makes the inner producer of a value.
    /// - Returns: A signal of the inners' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind (a ``Signal``, a
    /// `Result`...) and flattens them; see ``flatMap(_:_:)-(_,(Value)->SignalProducer<U,Error>)``.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        flatMap(strategy) { transform($0).producer }
    }

    /// Turns each value into an inner producer that cannot fail, and
    /// flattens them.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Error> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind that cannot fail,
    /// and flattens them.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}

extension Signal where Error == Never {
    /// Turns each value of a signal that cannot fail into an inner producer
    /// that may, and flattens them: the result fails if an inner does.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> Signal<U, F> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind, and flattens them.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Inner.Error> {
        flatMap(strategy) { transform($0).producer }
    }

    /// Turns each value into an inner producer; neither can fail.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Never> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind; neither can fail.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}

extension SignalProducer {
    /// On every start, turns each value into an inner producer with
    /// `transform`, and flattens the inners as `strategy` says; see
    /// ``Signal/flatMap(_:_:)-(_,(Value)->SignalProducer<U,Error>)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2])
    ///     .flatMap(.concat) { page in SignalProducer<String, Never>(["\(page)a", "\(page)b"]) }
    ///     .startWithValues { print($0) }
    /// // prints 1a
    /// // prints 1b
    /// // prints 2a
    /// // prints 2b
    /// ```
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> SignalProducer<U, Error> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind, and flattens them.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
        flatMap(strategy) { transform($0).producer }
    }

    /// Turns each value into an inner producer that cannot fail, and
    /// flattens them.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Error> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind that cannot fail,
    /// and flattens them.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}

extension SignalProducer where Error == Never {
    /// Turns each value of a producer that cannot fail into an inner
    /// producer that may, and flattens them.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> SignalProducer<U, F> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind, and flattens them.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Inner.Error> {
        flatMap(strategy) { transform($0).producer }
    }

    /// Turns each value into an inner producer; neither can fail.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Never> {
        map(transform).flatten(strategy)
    }

    /// Turns each value into an inner stream of any kind; neither can fail.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}
