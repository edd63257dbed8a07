// Two to ten inputs of different types
// ====================================
//
// `Signal.combineLatest(a, b, c)` takes signals of three different value
// types and sends triples. Writing the combining logic once per arity would
// mean ten copies of it. Instead, every arity runs the one engine, with
// slots of `Any`:
//
//     Signal<(Value, B, C), Error>.combining(
//         [.init(erasing: a), .init(erasing: b), .init(erasing: c)],
//         operatorName: "combineLatest",
//         machine: CombineLatestStateMachine(inputCount: 3)
//     ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
//
// `CombiningInput(erasing:)` observes an input and stores each of its values
// as `Any`, so that all of them fit in one array of slots; the state machine
// applies the operator's rules to the slots; and the closure casts each slot
// back. A cast cannot fail: slot 1 came from `b`, so it is a `B`.
//
// A simpler version erased each input with `map { $0 as Any }` and cast the
// combined arrays back with another `map`. Every value then crossed two more
// signals, and a combined value cost twice as much (Benchmarks/README.md).
//
// Producers take that simpler road: `erased` turns each producer into a
// producer of `Any`, the array version starts them in order and combines
// them, and `map` casts the slots back.

extension SignalProducer {
    /// This producer, with each value as an `Any`: a producer that fits in
    /// an array with producers of other value types.
    var erased: SignalProducer<Any, Error> {
        map { $0 as Any }
    }
}
