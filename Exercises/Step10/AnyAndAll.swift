// Exercise 10.6 (stretch): or, ||, any and all.
//
// The other half of 10.5: "either" instead of "both", and then "any of
// them" and "all of them", for as many streams or properties as you are
// given. ReactiveSwift has `or(_:)`, `any(_:)` and `all(_:)` (on signals,
// producers and properties); `||` is the ReactiveCocoa book's.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step09_Errors

extension Signal where Value == Bool {
    /// Sends whether the latest value of this signal or of `other` is true,
    /// whenever either sends, once both have.
    public func or(_ other: Signal<Value, Error>) -> Signal<Value, Error> {
        // TODO: either latest value true, whenever either sends.
        self
    }

    /// Whether the latest value of either side is true: ``or(_:)``.
    public static func || (lhs: Signal, rhs: Signal) -> Signal {
        // TODO
        lhs
    }

    /// Sends whether the latest value of some signal in `booleans` is true,
    /// whenever one sends, once all have. With no signals, it completes at
    /// once.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        // TODO: some latest value true.
        .never
    }

    /// Sends whether the latest values of every signal in `booleans` are
    /// true, whenever one sends, once all have. With no signals, it
    /// completes at once.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        // TODO: every latest value true.
        .never
    }
}

extension SignalProducer where Value == Bool {
    /// On every start, starts this producer, then `other`, and sends whether
    /// the latest value of either is true.
    public func or(_ other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        // TODO: this producer started first, then `other`.
        self
    }

    /// Whether the latest value of either side is true: ``or(_:)``.
    public static func || (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        // TODO
        lhs
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether some latest value is true. With no producers, each
    /// start sends `false` (none of none is true), then completes.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        // TODO
        .never
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether their latest values are all true. With no producers,
    /// each start sends `true` (every one of none is true), then completes.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        // TODO
        .never
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding whether this one's value or `other`'s is true.
    public func or<Other: PropertyProtocol>(_ other: Other) -> Property<Bool> where Other.Value == Bool {
        // TODO: a property holding both values' `||`, always.
        Property(value: value)
    }

    /// A property holding whether either side holds true: ``or(_:)``.
    public static func || <Other: PropertyProtocol>(lhs: Self, rhs: Other) -> Property<Bool>
    where Other.Value == Bool {
        // TODO
        Property(value: lhs.value)
    }

    /// A property holding whether some property in `properties` holds true;
    /// `false` when there are none.
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        // TODO
        Property(value: true)
    }

    /// A property holding whether every property in `properties` holds
    /// true; `true` when there are none.
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        // TODO
        Property(value: false)
    }
}
