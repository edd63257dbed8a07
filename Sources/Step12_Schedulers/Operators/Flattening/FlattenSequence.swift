// flatten(): a stream of sequences becomes a stream of their elements. Each
// sequence is an inner producer that sends everything at once, so the
// strategy makes no difference; ReactiveSwift merges.

extension Signal where Value: Sequence {
    /// Sends the elements of each sequence this signal sends, in order, as
    /// soon as it arrives; forwards this signal's terminal event.
    ///
    /// ```swift
    /// let (batches, send) = Signal<[Int], Never>.pipe()
    /// batches.flatten().observeValues { print($0) }
    /// send.send(value: [1, 2])
    /// send.send(value: [])
    /// send.send(value: [3])
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    ///
    /// - Returns: A signal of the elements.
    @inlinable
    public func flatten() -> Signal<Value.Element, Error> {
        flatMap(.merge) { SignalProducer<Value.Element, Never>($0) }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of each sequence of every start; see
    /// ``Signal/flatten()``.
    ///
    /// ```swift
    /// SignalProducer<[String], Never>(value: ["a", "b"]).flatten().startWithValues { print($0) }
    /// // prints a
    /// // prints b
    /// ```
    @inlinable
    public func flatten() -> SignalProducer<Value.Element, Error> {
        flatMap(.merge) { SignalProducer<Value.Element, Never>($0) }
    }
}
