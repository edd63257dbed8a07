// `Signal.combineLatest` of two to ten signals, in one declaration: it
// observes its inputs as slots of `Any`, combines them with the engine, and
// casts the slots back into a tuple (see `Combining/Arities.swift`).
//
// Step 12 adds one overload, for exactly two signals, the common case: its
// slots are a `PairSlot` enum instead of `Any`, so that no combined value is
// cast (see `Engine/PairSlot.swift`). Swift picks it over the declaration
// with a pack, which also accepts two signals, as the more specific one.

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

    /// Combines the latest values of two signals into pairs; the same
    /// operator as the declaration above with two signals, which it
    /// overloads for speed: it keeps the latest values as they are, where
    /// the declaration above keeps them as `Any` and casts them back into
    /// each pair.
    ///
    /// ```swift
    /// let (sizes, size) = Signal<Int, Never>.pipe()
    /// let (colours, colour) = Signal<String, Never>.pipe()
    /// Signal.combineLatest(sizes, colours).observeValues { print($0) }
    /// size.send(value: 2)
    /// colour.send(value: "red")
    /// // prints (2, "red")
    /// ```
    @inlinable
    public static func combineLatest<B>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>
    ) -> Signal<(Value, B), Error> {
        let inputs = [
            CombiningInput(a, storedAs: PairSlot<Value, B>.first),
            CombiningInput(b, storedAs: PairSlot<Value, B>.second),
        ]
        return Signal<(Value, B), Error>.combining(
            inputs,
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 2),
            makeValue: { pair(of: $0) }
        )
    }
}
