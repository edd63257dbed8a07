// Exercise 6.5: uniqueValues.
//
// `skipRepeats` remembers one value; `uniqueValues` remembers them all, and
// lets each value through only the first time it is seen: the first
// message from each sender, each tag once.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step05_SignalProducer

extension Signal {
    /// Sends only the values whose identity, `identity(value)`, has not been
    /// seen before. Terminal events pass unchanged.
    ///
    /// The signal keeps every identity it has seen until it ends: pick a
    /// small identity (an id rather than a whole record) for long streams.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.uniqueValues { $0.lowercased() }.observeValues { print($0) }
    /// for word in ["Swift", "swift", "Rust", "SWIFT"] { input.send(value: word) }
    /// // prints Swift
    /// // prints Rust
    /// ```
    ///
    /// - Parameter identity: What makes two values the same; called once per
    ///   value.
    /// - Returns: A signal of the values with a new identity.
    public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> Signal<Value, Error> {
        // TODO: send a value only the first time its identity,
        // `identity(value)`, appears; call `identity` once per value.
        // Terminal events pass unchanged. What is remembered is let go when
        // the signal ends.
        return Signal { _, _ in }
    }
}

extension Signal where Value: Hashable {
    /// Sends only the values that have not been seen before; see
    /// ``Signal/uniqueValues(_:)``.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.uniqueValues().observeValues { print($0) }
    /// for number in [1, 2, 1, 3, 2] { input.send(value: number) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public func uniqueValues() -> Signal<Value, Error> {
        // TODO: the same, where a value is its own identity.
        return Signal { _, _ in }
    }
}

extension SignalProducer {
    /// Sends only the values of each start whose identity that start has
    /// not seen before; see ``Signal/uniqueValues(_:)``.
    public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> SignalProducer<Value, Error> {
        // TODO: the same on every start, each start with nothing seen yet.
        return SignalProducer { _, _ in }
    }
}

extension SignalProducer where Value: Hashable {
    /// Sends only the values of each start that it has not seen before; see
    /// ``Signal/uniqueValues()``.
    public func uniqueValues() -> SignalProducer<Value, Error> {
        // TODO: the same on every start, each start with nothing seen yet.
        return SignalProducer { _, _ in }
    }
}
