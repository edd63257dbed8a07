extension Signal {
    /// Sends a value only if no value with the same identity has been sent
    /// before; the terminal event is forwarded as it is.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.uniqueValues { $0.first }.observeValues { print($0) }
    /// for word in ["apple", "banana", "avocado", "cherry"] { input.send(value: word) }
    /// // prints apple
    /// // prints banana
    /// // prints cherry
    /// ```
    ///
    /// `transform` runs once per value, to tell its identity. The identity
    /// of every value sent is kept, so memory grows with the number of
    /// distinct identities, until the signal ends and they are all released.
    /// An identity smaller than the value (an id rather than a whole record)
    /// keeps that cost down.
    ///
    /// - Parameter transform: The identity of a value: two values with equal
    ///   identities count as the same.
    /// - Returns: A signal that sends each identity at most once.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Signal<Value, Error> {
        flatMapEvent(Event.uniqueValues(transform))
    }
}

extension Signal where Value: Hashable {
    /// Sends a value only if it has not been sent before; the terminal event
    /// is forwarded as it is.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.uniqueValues().observeValues { print($0) }
    /// for number in [1, 2, 1, 3, 2] { input.send(value: number) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    ///
    /// Every value sent is kept, to compare with what comes next, until the
    /// signal ends; see ``Signal/uniqueValues(_:)`` to keep a smaller
    /// identity instead.
    ///
    /// - Returns: A signal that sends each value at most once.
    public func uniqueValues() -> Signal<Value, Error> {
        uniqueValues { $0 }
    }
}

extension SignalProducer {
    /// Sends a value only if no value with the same identity has been sent
    /// before in this start; see ``Signal/uniqueValues(_:)``. Each start
    /// begins with nothing seen.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.uniqueValues(transform))
    }
}

extension SignalProducer where Value: Hashable {
    /// Sends a value only if it has not been sent before in this start; see
    /// ``Signal/uniqueValues()``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 1, 3, 2]).uniqueValues().startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public func uniqueValues() -> SignalProducer<Value, Error> {
        uniqueValues { $0 }
    }
}

extension Signal.Event {
    /// `uniqueValues` as an event transformation.
    static func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Transformation<Value, Error> {
        { output, _ in
            var seen: Set<Identity> = []
            return Signal.Observer { event in
                if case .value(let value) = event, !seen.insert(transform(value)).inserted {
                    return
                }
                output.send(event)
            }
        }
    }
}
