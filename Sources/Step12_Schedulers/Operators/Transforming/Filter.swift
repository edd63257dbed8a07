extension Signal {
    /// Sends only the values for which `isIncluded` returns `true`, and the
    /// terminal event as it is.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.filter { $0 % 2 == 0 }.observeValues { print($0) }
    /// for number in 1...4 { input.send(value: number) }
    /// // prints 2
    /// // prints 4
    /// ```
    ///
    /// - Parameter isIncluded: Decides, for each value, whether to send it.
    /// - Returns: A signal of the values that pass.
    @inlinable  // Step 12: compiled for the caller's types.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.filter(isIncluded))
    }
}

extension SignalProducer {
    /// Sends only the values for which `isIncluded` returns `true`; see
    /// ``Signal/filter(_:)``.
    @inlinable  // Step 12: compiled for the caller's types.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.filter(isIncluded))
    }
}

extension Signal.Event {
    /// `filter` as an event transformation.
    @inlinable  // Step 12: the observer it makes is compiled for the caller's types.
    static func filter(_ isIncluded: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { output, _ in
            Signal.Observer { event in
                if case .value(let value) = event, !isIncluded(value) {
                    return
                }
                output.send(event)
            }
        }
    }
}
