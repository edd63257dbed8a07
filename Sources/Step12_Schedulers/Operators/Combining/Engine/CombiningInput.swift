/// One input of a combined signal, as the engine sees it: a way to observe
/// it, whose events carry values of the slot's type.
///
/// For ``Signal/combineLatest(_:)`` on an array, every input already sends
/// values of one type. For `Signal.combineLatest(a, b, c)`, each input sends
/// its own type, and the engine keeps them side by side as `Any`: the
/// observation stores each value as `Any` on its way in, so that the value
/// crosses no extra signal to be erased.
@usableFromInline
struct CombiningInput<Slot, Error: Swift.Error> {
    /// Observes the input, and sends each of its events to the closure.
    @usableFromInline let observe: (@escaping (Signal<Slot, Error>.Event) -> Void) -> Disposable?
}

extension CombiningInput {
    /// An input whose values are of the slot's type already.
    @inlinable
    init(_ signal: Signal<Slot, Error>) {
        observe = { receive in signal.observe(receive) }
    }
}

extension CombiningInput {
    /// An input of another value type, each of its values stored in a slot
    /// by `store`: as an `Any`, or as one case of an enum of the inputs'
    /// types.
    @inlinable
    init<Value>(_ signal: Signal<Value, Error>, storedAs store: @escaping (Value) -> Slot) {
        observe = { receive in
            signal.observe { event in receive(event.map(store)) }
        }
    }
}

extension CombiningInput where Slot == Any {
    /// An input of any value type, each of its values stored as `Any`. The
    /// value sent casts it back: the element in slot 1 came from the second
    /// input, so the cast cannot fail.
    @inlinable
    init<Value>(erasing signal: Signal<Value, Error>) {
        self.init(signal, storedAs: { $0 as Any })
    }
}
