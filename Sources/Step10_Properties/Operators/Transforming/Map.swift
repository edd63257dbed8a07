// map: a new value for every value
// ================================
//
// Every operator of this chapter that looks at one event at a time has the
// same shape: an event transformation (`EventTransformation.swift`). Given
// the observer downstream, it returns the observer that receives the events
// from upstream, and decides what to send downstream for each:
//
//     static func map<U>(_ transform: ...) -> Transformation<U, Error> {
//         { output, lifetime in
//             Signal.Observer { event in
//                 ... decide what to send into `output` ...
//             }
//         }
//     }
//
// Then one line serves signals, `flatMapEvent(Event.map(transform))`, which
// makes a new signal that observes this one for as long as it lives; and one
// line serves producers, the same call on `SignalProducer`, which composes
// the transformation into every start, with no signal in between.

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
        flatMapEvent(Event.map(transform))
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
    /// ``Signal/map(_:)-((Value)->U)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3]).map { $0 * 10 }.startWithValues { print($0) }
    /// // prints 10
    /// // prints 20
    /// // prints 30
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.map(transform))
    }

    /// Sends the value at `keyPath` of every value; see
    /// ``Signal/map(_:)-(KeyPath<Value,U>)``.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        map { $0[keyPath: keyPath] }
    }

    /// Sends `value` for every value; see ``Signal/map(value:)``.
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        map { _ in value }
    }
}

extension Signal.Event {
    /// `map` as an event transformation: each value transformed, the
    /// terminal event as it is.
    static func map<U>(_ transform: @escaping (Value) -> U) -> Transformation<U, Error> {
        { output, _ in
            Signal.Observer { event in
                output.send(event.map(transform))
            }
        }
    }
}
