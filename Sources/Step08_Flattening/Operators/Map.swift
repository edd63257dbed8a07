// map: a new value for every value
// ================================
//
// Every operator of this chapter has the same shape. It makes a new signal
// that, for as long as it lives, observes the signal it is called on, and
// sends into its own input whatever it makes of each event:
//
//     Signal { output, lifetime in
//         lifetime += self.observe { event in
//             ... decide what to send into `output` ...
//         }
//     }
//
// The observation is attached to the new signal's lifetime, so when the new
// signal terminates, for whatever reason, it stops observing: the closure,
// and everything the closure holds, is released. An operator that ends early
// (`take(first:)`) ends its own signal, and that alone stops the observation.
//
// Then one line serves producers: `lift` applies the operator to the signal
// of every start (chapter 5).

extension Signal {
    /// Sends `transform(value)` for every value, and the terminal event as it
    /// is.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.map { $0.count }.observeValues { print($0) }
    /// input.send(value: "map")
    /// input.send(value: "signal")
    /// // prints 3
    /// // prints 6
    /// ```
    ///
    /// `transform` runs once per value, when the value arrives, on the thread
    /// that sends it.
    ///
    /// - Parameter transform: Turns a value into the value to send.
    /// - Returns: A signal of the transformed values.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        Signal<U, Error> { output, lifetime in
            lifetime += self.observe { event in
                output.send(event.map(transform))
            }
        }
    }

    /// Sends the value at `keyPath` of every value.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.map(\.count).observeValues { print($0) }
    /// input.send(value: "key path")
    /// // prints 8
    /// ```
    ///
    /// - Parameter keyPath: The property to read from each value.
    /// - Returns: A signal of the properties.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }

    /// Sends `value` every time this signal sends a value: the values
    /// themselves do not matter, only that they happened.
    ///
    /// - Parameter value: What to send for each value.
    /// - Returns: A signal of `value`, once per value of this signal.
    public func map<U>(value: U) -> Signal<U, Error> {
        map { _ in value }
    }
}

extension SignalProducer {
    /// Sends `transform(value)` for every value of every start; see
    /// ``Signal/map(_:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3]).map { $0 * 10 }.startWithValues { print($0) }
    /// // prints 10
    /// // prints 20
    /// // prints 30
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        lift { $0.map(transform) }
    }

    /// Sends the value at `keyPath` of every value; see
    /// ``Signal/map(_:)``.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        lift { $0.map(keyPath) }
    }

    /// Sends `value` for every value; see ``Signal/map(value:)``.
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        lift { $0.map(value: value) }
    }
}
