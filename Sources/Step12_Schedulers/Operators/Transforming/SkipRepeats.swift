extension Signal {
    /// Sends a value only if `isEquivalent` says it differs from the value
    /// just before it; the terminal event is forwarded as it is.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.skipRepeats { $0.lowercased() == $1.lowercased() }.observeValues { print($0) }
    /// for word in ["hello", "Hello", "world", "hello"] { input.send(value: word) }
    /// // prints hello
    /// // prints world
    /// // prints hello
    /// ```
    ///
    /// The first value is always sent. Each later value is compared with the
    /// value that arrived just before it, *whether or not that one was sent*:
    /// a slow drift of values that are each close to the one before is one
    /// long repeat. Only the latest value is kept, and it is released when
    /// the next one arrives or the signal ends.
    ///
    /// - Parameter isEquivalent: Whether two values, the one before first,
    ///   count as a repeat.
    /// - Returns: A signal without repeats.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.skipRepeats(isEquivalent))
    }
}

extension Signal where Value: Equatable {
    /// Sends a value only if it differs from the value just before it; the
    /// terminal event is forwarded as it is.
    ///
    /// ```swift
    /// let (lights, input) = Signal<String, Never>.pipe()
    /// lights.skipRepeats().observeValues { print($0) }
    /// for light in ["red", "red", "green", "green", "red"] { input.send(value: light) }
    /// // prints red
    /// // prints green
    /// // prints red
    /// ```
    ///
    /// The first value is always sent. A value equal to one sent earlier, but
    /// not just before, is sent again: see ``Signal/uniqueValues()`` to send each
    /// value once only.
    ///
    /// - Returns: A signal without consecutive equal values.
    public func skipRepeats() -> Signal<Value, Error> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Sends a value only if `isEquivalent` says it differs from the value
    /// before it, on every start; see ``Signal/skipRepeats(_:)``.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.skipRepeats(isEquivalent))
    }
}

extension SignalProducer where Value: Equatable {
    /// Sends a value only if it differs from the value before it, on every
    /// start; see ``Signal/skipRepeats()``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 1, 2, 2, 1]).skipRepeats().startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 1
    /// ```
    public func skipRepeats() -> SignalProducer<Value, Error> {
        skipRepeats(==)
    }
}

extension Signal.Event {
    /// `skipRepeats` as an event transformation.
    static func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Transformation<Value, Error> {
        { output, _ in
            var previous: Value?
            return Signal.Observer { event in
                if case .value(let value) = event {
                    let isRepeat = previous.map { isEquivalent($0, value) } ?? false
                    previous = value
                    if isRepeat {
                        return
                    }
                }
                output.send(event)
            }
        }
    }
}
