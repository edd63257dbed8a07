// Exercise 8.5: flatMap(_:_:) and flatten().
//
// `flatten` takes a stream of streams; most streams of streams are made by
// `map`ping each value to the work it starts: a query to its request, a
// user to their photos. `flatMap` is those two steps in one. Its overloads
// decide which error the result can fail with.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step07_Combining

extension SignalProducer {
    /// Maps each value to a producer, and flattens those producers as
    /// `strategy` says.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2])
    ///     .flatMap(.concat) { number in SignalProducer<Int, Never>([number, number * 10]) }
    ///     .startWithValues { print($0) }
    /// // prints 1
    /// // prints 10
    /// // prints 2
    /// // prints 20
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: Which inner producers run, and when.
    ///   - transform: The producer for a value; called once per value, when
    ///     the value arrives.
    /// - Returns: A producer of the inner producers' values, which fails if
    ///   this producer or an inner one fails.
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> SignalProducer<U, Error> {
        // TODO: each value becomes `transform(value)`, made when the value
        // arrives, and these producers run as `strategy` says.
        return SignalProducer<U, Error> { _, _ in }
    }

    /// Maps each value to a producer that cannot fail, and flattens those
    /// producers as `strategy` says; the result fails only if this producer
    /// does.
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Error> {
        // TODO: the same, for inner producers that cannot fail: the result
        // fails only with this producer's error.
        return SignalProducer<U, Error> { _, _ in }
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value of a producer that cannot fail to a producer that
    /// can, and flattens those producers as `strategy` says; the result
    /// fails if an inner producer does.
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> SignalProducer<U, F> {
        // TODO: the same, for an outer producer that cannot fail: the result
        // fails with the inner producers' error.
        return SignalProducer<U, F> { _, _ in }
    }

    /// Maps each value of a producer that cannot fail to a producer that
    /// cannot fail either, and flattens those producers as `strategy` says.
    ///
    /// Without this overload, a call with `Never` on both sides would match
    /// the three above equally well, and not compile.
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Never> {
        // TODO: the same, where neither can fail.
        return SignalProducer<U, Never> { _, _ in }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of each sequence this producer sends, in order.
    ///
    /// ```swift
    /// SignalProducer<[Int], Never>([[1, 2], [], [3]])
    ///     .flatten()
    ///     .startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    ///
    /// - Returns: A producer of the elements, which completes when this
    ///   producer does, and fails when it does.
    public func flatten() -> SignalProducer<Value.Element, Error> {
        // TODO: send the elements of each sequence, in order, as it arrives;
        // the terminal event of this producer ends the result.
        return SignalProducer<Value.Element, Error> { _, _ in }
    }
}
