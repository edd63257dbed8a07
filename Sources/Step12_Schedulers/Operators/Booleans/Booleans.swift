// Operators on streams of booleans: `negate`, `and`, `or`, `all`, `any`.
// ReactiveSwift has these five; each is one line over an operator of an
// earlier chapter (`map`, `combineLatest`), which is the point chapter 10
// makes about writing operators of your own.

extension Signal where Value == Bool {
    /// Sends the opposite of each value.
    ///
    /// ```swift
    /// let (isEmpty, send) = Signal<Bool, Never>.pipe()
    /// isEmpty.negate().observeValues { print($0) }
    /// send.send(value: true)
    /// // prints false
    /// ```
    public func negate() -> Signal<Value, Error> {
        map(!)
    }

    /// Sends whether the latest values of this signal and `signal` are both
    /// true, whenever either sends (once both have): `combineLatest`, then
    /// `&&`.
    public func and(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Self.all([self, signal])
    }

    /// Sends whether the latest value of this signal or of `signal` is true,
    /// whenever either sends (once both have).
    public func or(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Self.any([self, signal])
    }

    /// Sends whether the latest values of every signal in `booleans` are all
    /// true, whenever one sends (once all have).
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// Sends whether the latest values of the signals given are all true.
    public static func all(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
        all(booleans)
    }

    /// Sends whether the latest value of some signal in `booleans` is true,
    /// whenever one sends (once all have).
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// Sends whether the latest value of some signal given is true.
    public static func any(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
        any(booleans)
    }
}

extension SignalProducer where Value == Bool {
    /// On every start, sends the opposite of each value.
    public func negate() -> SignalProducer<Value, Error> {
        map(!)
    }

    /// On every start, sends whether the latest values of this producer and
    /// of `booleans` are both true (this producer is started first).
    public func and(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        Self.all([self, booleans])
    }

    /// `and`, with a signal or a property as the other side.
    public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Value == Value, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// On every start, sends whether the latest value of this producer or
    /// of `booleans` is true.
    public func or(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        Self.any([self, booleans])
    }

    /// `or`, with a signal or a property as the other side.
    public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Value == Value, Booleans.Error == Error {
        or(booleans.producer)
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether their latest values are all true. With no producers,
    /// each start sends `true` (every one of none is true), then completes,
    /// as in ReactiveSwift.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }
    }

    /// `all` of the producers given.
    public static func all(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
        all(booleans)
    }

    /// `all` of signals, properties or producers.
    public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer<Value, Error>
    where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        all(booleans.map(\.producer))
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether some latest value is true. With no producers, each
    /// start sends `false`, then completes, as in ReactiveSwift.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }
    }

    /// `any` of the producers given.
    public static func any(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
        any(booleans)
    }

    /// `any` of signals, properties or producers.
    public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer<Value, Error>
    where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        any(booleans.map(\.producer))
    }
}
