// Exercise 6.5: uniqueValues.
//
// `skipRepeats` remembers one value; `uniqueValues` remembers them all, and
// lets each value through only the first time it is seen: the first
// message from each sender, each tag once.

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
        Signal { output, lifetime in
            // Every identity seen so far, by this signal only.
            var seen: Set<Identity> = []
            lifetime += self.observe { event in
                guard case .value(let value) = event else {
                    output.send(event)
                    return
                }
                // `insert` says whether the identity was new: one look-up
                // answers the question and records the answer.
                if seen.insert(identity(value)).inserted {
                    output.send(value: value)
                }
            }
        }
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
        // A value is its own identity.
        uniqueValues { $0 }
    }
}

extension SignalProducer {
    /// Sends only the values of each start whose identity that start has
    /// not seen before; see ``Signal/uniqueValues(_:)``.
    public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> SignalProducer<Value, Error> {
        lift { $0.uniqueValues(identity) }
    }
}

extension SignalProducer where Value: Hashable {
    /// Sends only the values of each start that it has not seen before; see
    /// ``Signal/uniqueValues()``.
    public func uniqueValues() -> SignalProducer<Value, Error> {
        lift { $0.uniqueValues() }
    }
}
