// Two to ten inputs of different types
// ====================================
//
// `Signal.combineLatest(a, b, c)` takes signals of three different value
// types and sends triples. Writing the combining logic once per arity would
// mean ten copies of it. Instead, each arity is three steps around the one
// version that takes an array:
//
//     Signal<Any, Error>.combineLatest([a.erased, b.erased, c.erased])
//         .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
//
// `erased` turns each input into a signal of `Any`, so that all of them fit
// in one array; the array version combines them; and `map` casts the
// elements of each combined array back, slot by slot. A cast cannot fail:
// the element in slot 1 came from `b`, so it is a `B`.

extension Signal {
    /// This signal, with each value as an `Any`: a signal that fits in an
    /// array with signals of other value types.
    var erased: Signal<Any, Error> {
        map { $0 as Any }
    }
}

extension SignalProducer {
    /// This producer, with each value as an `Any`; see ``Signal/erased``.
    var erased: SignalProducer<Any, Error> {
        map { $0 as Any }
    }
}
