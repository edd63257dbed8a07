extension Signal {
    /// Sends `transform(value)` for every value whose transform is not `nil`,
    /// and the terminal event as it is: `map` and `filter` in one step.
    ///
    /// ```swift
    /// let (texts, input) = Signal<String, Never>.pipe()
    /// texts.compactMap { Int($0) }.observeValues { print($0) }
    /// for text in ["1", "one", "2"] { input.send(value: text) }
    /// // prints 1
    /// // prints 2
    /// ```
    ///
    /// `transform` runs once per value, when the value arrives. A `nil`
    /// result sends nothing: the value is dropped.
    ///
    /// - Parameter transform: Turns a value into the value to send, or into
    ///   `nil` to send nothing.
    /// - Returns: A signal of the transformed values that are not `nil`.
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        flatMapEvent(Event.compactMap(transform))
    }
}

extension SignalProducer {
    /// Sends the transformed values that are not `nil`, on every start; see
    /// ``Signal/compactMap(_:)``.
    ///
    /// ```swift
    /// SignalProducer<String, Never>(["1", "one", "2"]).compactMap { Int($0) }.startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// ```
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.compactMap(transform))
    }
}

extension Signal.Event {
    /// `compactMap` as an event transformation.
    static func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Transformation<U, Error> {
        { output, _ in
            Signal.Observer { event in
                switch event {
                case .value(let value):
                    if let transformed = transform(value) {
                        output.send(value: transformed)
                    }
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
