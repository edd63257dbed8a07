// `SignalProducer.merge` of two to ten producers, as ReactiveSwift has them,
// in one declaration. The producers all have one type, so no parameter pack
// is needed: a variadic parameter after the first two, as `Signal.merge(_:)`
// has, takes the rest.

extension SignalProducer {
    /// Merges two or more producers, started in the order given; see
    /// ``merge(_:)-(Seq)``.
    ///
    /// ```swift
    /// let first = SignalProducer<Int, Never>(value: 1)
    /// let second = SignalProducer<Int, Never>([2, 3])
    /// SignalProducer.merge(first, second).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ rest: SignalProducer<Value, Error>...
    ) -> SignalProducer<Value, Error> {
        merge([a, b] + rest)
    }
}
