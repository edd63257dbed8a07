extension Signal {
    /// Sends each value together with the one before it, as a
    /// `(previous, current)` pair; the first value is paired with `initial`.
    /// The terminal event is forwarded as it is.
    ///
    /// ```swift
    /// let (temperatures, input) = Signal<Int, Never>.pipe()
    /// temperatures.combinePrevious(20).observeValues { previous, current in
    ///     print("\(previous) -> \(current)")
    /// }
    /// for temperature in [21, 19] { input.send(value: temperature) }
    /// // prints 20 -> 21
    /// // prints 21 -> 19
    /// ```
    ///
    /// So there is one pair per value, from the first value on.
    ///
    /// - Parameter initial: The "previous" value of the first pair.
    /// - Returns: A signal of `(previous, current)` pairs.
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        combinePrevious(startingWith: initial)
    }

    /// Sends each value, from the second on, together with the one before
    /// it, as a `(previous, current)` pair. The terminal event is forwarded
    /// as it is.
    ///
    /// ```swift
    /// let (temperatures, input) = Signal<Int, Never>.pipe()
    /// temperatures.combinePrevious().observeValues { previous, current in
    ///     print("\(previous) -> \(current)")
    /// }
    /// for temperature in [20, 21, 19] { input.send(value: temperature) }
    /// // prints 20 -> 21
    /// // prints 21 -> 19
    /// ```
    ///
    /// The first value has nothing before it, so it sends nothing: it only
    /// becomes the "previous" of the second.
    ///
    /// - Returns: A signal of `(previous, current)` pairs.
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        combinePrevious(startingWith: nil)
    }

    /// Both `combinePrevious` operators: `initial` is the value before the
    /// first, or `nil` if there is none.
    ///
    /// Why not one public method with a default of `nil`? When `Value` is
    /// itself optional, say `Int?`, a `nil` argument could mean "no initial
    /// value" or "the initial value is `nil`". Two public methods keep those
    /// apart: `combinePrevious(nil)` on a signal of `Int?` pairs the first
    /// value with `nil`, as asked.
    private func combinePrevious(startingWith initial: Value?) -> Signal<(Value, Value), Error> {
        flatMapEvent(Event.combinePrevious(startingWith: initial))
    }
}

extension SignalProducer {
    /// Sends each value with the one before it, the first with `initial`, on
    /// every start; see ``Signal/combinePrevious(_:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([21, 19]).combinePrevious(20).startWithValues { print($0) }
    /// // prints (20, 21)
    /// // prints (21, 19)
    /// ```
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
        flatMapEvent(ProducedSignal.Event.combinePrevious(startingWith: initial))
    }

    /// Sends each value, from the second of each start on, with the one
    /// before it; see ``Signal/combinePrevious()``.
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
        flatMapEvent(ProducedSignal.Event.combinePrevious(startingWith: nil))
    }
}

extension Signal.Event {
    /// `combinePrevious` as an event transformation.
    static func combinePrevious(startingWith initial: Value?) -> Transformation<(Value, Value), Error> {
        { output, _ in
            var previous = initial
            return Signal.Observer { event in
                switch event {
                case .value(let current):
                    if let previous {
                        output.send(value: (previous, current))
                    }
                    previous = current
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
