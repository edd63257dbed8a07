// Two to ten inputs of different types
// ====================================
//
// `Signal.combineLatest(a, b, c)` takes signals of three different value
// types and sends triples. Writing the combining logic once per arity would
// mean ten copies of it. Instead, every arity runs the one engine, with
// slots of `Any`: `CombiningInput(erasing:)` observes an input and stores
// each of its values as `Any`, so that all of them fit in one array of
// slots; the state machine applies the operator's rules to the slots; and
// `tuple(of:)` casts each slot back. A cast cannot fail: slot 1 came from
// `b`, so it is a `B`.
//
// Nor is there one overload per arity. Each operator is one declaration
// with a parameter pack, `each Rest`: a list of types, as long as the call
// needs, one per signal after the first two.
//
//     static func combineLatest<B, each Rest>(
//         _ a: Signal<Value, Error>, _ b: Signal<B, Error>,
//         _ rest: repeat Signal<each Rest, Error>
//     ) -> Signal<(Value, B, repeat each Rest), Error>
//
// For `combineLatest(a, b, c)` with `c` a `Signal<Bool, Error>`, `Rest` is
// `Bool`, and the result a `Signal<(Value, B, Bool), Error>`: `repeat`
// writes its pattern once per type of the pack. The two named parameters
// keep two as the least, as ReactiveSwift does.
//
// A simpler version erased each input with `map { $0 as Any }` and cast the
// combined arrays back with another `map`. Every value then crossed two more
// signals, and a combined value cost twice as much (Benchmarks/README.md).
//
// Producers take that simpler road: `erased` turns each producer into a
// producer of `Any`, the array version starts them in order and combines
// them, and `map` casts the slots back.

extension CombiningInput where Slot == Any {
    /// One input per signal, in the order given, each storing its values
    /// as `Any`.
    ///
    /// The first two are named, not read from the pack (step 12): the
    /// closure that erases each value of an input is then compiled for that
    /// input's value type wherever the caller's types are known. Built from
    /// the pack, it stays generic, and asks the runtime for the event's
    /// metadata on every value.
    @inlinable
    static func erasing<A, B, each Rest>(
        _ a: Signal<A, Error>, _ b: Signal<B, Error>, _ rest: repeat Signal<each Rest, Error>
    ) -> [CombiningInput] {
        var inputs = [CombiningInput(erasing: a), CombiningInput(erasing: b)]
        for signal in repeat each rest {
            inputs.append(CombiningInput(erasing: signal))
        }
        return inputs
    }
}

extension SignalProducer {
    /// This producer, with each value as an `Any`: a producer that fits in
    /// an array with producers of other value types.
    var erased: SignalProducer<Any, Error> {
        map { $0 as Any }
    }
}

extension SignalProducer where Value == Any {
    /// Each producer with its values as `Any`, in the order given.
    static func erasing<each Input>(_ producers: repeat SignalProducer<each Input, Error>) -> [SignalProducer] {
        var erased: [SignalProducer] = []
        for producer in repeat each producers {
            erased.append(producer.erased)
        }
        return erased
    }
}

/// The slots as a tuple, each cast back to the type of its place: slot 0 to
/// the first type of `Element`, slot 1 to the second, and so on.
///
/// `slots` holds one value per type of `Element`, each of that type, as the
/// arities make them: a cast that fails is a bug of the library, and stops
/// the program.
///
/// `repeat` evaluates its pattern once per type of the pack, first to last:
/// each time, it takes the first slot not yet read and casts it to that type.
@inlinable
func tuple<each Element>(of slots: [Any]) -> (repeat each Element) {
    var unread = slots[...]
    return (repeat unread.removeFirst() as! each Element)
}
