// `Signal.zip` of two to ten signals, in one declaration: it observes its
// inputs as slots of `Any`, zips them with the engine, and casts the slots
// back into a tuple (see `Combining/Arities.swift`).

extension Signal {
    /// Zips the values of two or more signals, of any value types, into
    /// tuples in the order given; see ``zip(with:)``.
    public static func zip<B, each Rest>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ rest: repeat Signal<each Rest, Error>
    ) -> Signal<(Value, B, repeat each Rest), Error> {
        let inputs = CombiningInput.erasing(a, b, repeat each rest)
        return Signal<(Value, B, repeat each Rest), Error>.combining(
            inputs,
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: inputs.count),
            makeValue: { tuple(of: $0) }
        )
    }
}
