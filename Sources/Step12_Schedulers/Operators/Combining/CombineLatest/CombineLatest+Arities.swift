// `Signal.combineLatest` of two to ten signals, in one declaration: it
// observes its inputs as slots of `Any`, combines them with the engine, and
// casts the slots back into a tuple (see `Combining/Arities.swift`).

extension Signal {
    /// Combines the latest values of two or more signals, of any value
    /// types, into tuples in the order given; see ``combineLatest(with:)``.
    ///
    /// ```swift
    /// let (sizes, size) = Signal<Int, Never>.pipe()
    /// let (colours, colour) = Signal<String, Never>.pipe()
    /// let (flags, flag) = Signal<Bool, Never>.pipe()
    /// Signal.combineLatest(sizes, colours, flags).observeValues { print($0) }
    /// size.send(value: 2)
    /// colour.send(value: "red")
    /// flag.send(value: true)
    /// // prints (2, "red", true)
    /// ```
    @inlinable
    public static func combineLatest<B, each Rest>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ rest: repeat Signal<each Rest, Error>
    ) -> Signal<(Value, B, repeat each Rest), Error> {
        let inputs = CombiningInput.erasing(a, b, repeat each rest)
        return Signal<(Value, B, repeat each Rest), Error>.combining(
            inputs,
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: inputs.count),
            makeValue: { tuple(of: $0) }
        )
    }
}
