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
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        Signal { output, lifetime in
            lifetime += self.observe { event in
                if case .value(let value) = event, !isIncluded(value) {
                    return
                }
                output.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Sends only the values for which `isIncluded` returns `true`; see
    /// ``Signal/filter(_:)``.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        lift { $0.filter(isIncluded) }
    }
}
