// Exercise 10.6 (stretch): or, ||, any and all.
//
// The other half of 10.5: "either" instead of "both", and then "any of
// them" and "all of them", for as many streams or properties as you are
// given. ReactiveSwift has `or(_:)`, `any(_:)` and `all(_:)` (on signals,
// producers and properties); `||` is the ReactiveCocoa book's.
//
// Everything here is chapter 7's `combineLatest` of a collection, then a
// question asked of the array of latest values. `or` is `any` of two.

import Step09_Errors

extension Signal where Value == Bool {
    /// Sends whether the latest value of this signal or of `other` is true,
    /// whenever either sends, once both have.
    public func or(_ other: Signal<Value, Error>) -> Signal<Value, Error> {
        Self.any([self, other])
    }

    /// Whether the latest value of either side is true: ``or(_:)``.
    public static func || (lhs: Signal, rhs: Signal) -> Signal {
        lhs.or(rhs)
    }

    /// Sends whether the latest value of some signal in `booleans` is true,
    /// whenever one sends, once all have. With no signals, it completes at
    /// once.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        // `combineLatest` of no signals completes at once: nothing to ask.
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// Sends whether the latest values of every signal in `booleans` are
    /// true, whenever one sends, once all have. With no signals, it
    /// completes at once.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Value, Error>
    where Booleans.Element == Signal<Value, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }
}

extension SignalProducer where Value == Bool {
    /// On every start, starts this producer, then `other`, and sends whether
    /// the latest value of either is true.
    public func or(_ other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        Self.any([self, other])
    }

    /// Whether the latest value of either side is true: ``or(_:)``.
    public static func || (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        lhs.or(rhs)
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether some latest value is true. With no producers, each
    /// start sends `false` (none of none is true), then completes.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        // The empty sentinel is what makes "none" answer: an empty array,
        // of which no element is true.
        combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }
    }

    /// On every start, starts every producer in `booleans`, in order, and
    /// sends whether their latest values are all true. With no producers,
    /// each start sends `true` (every one of none is true), then completes.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Value, Error>
    where Booleans.Element == SignalProducer<Value, Error> {
        combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding whether this one's value or `other`'s is true.
    public func or<Other: PropertyProtocol>(_ other: Other) -> Property<Bool> where Other.Value == Bool {
        // Both producers send their current value as they start, so the
        // combined producer sends one at once, as a property needs.
        Property(following: producer.or(other.producer))
    }

    /// A property holding whether either side holds true: ``or(_:)``.
    public static func || <Other: PropertyProtocol>(lhs: Self, rhs: Other) -> Property<Bool>
    where Other.Value == Bool {
        lhs.or(rhs)
    }

    /// A property holding whether some property in `properties` holds true;
    /// `false` when there are none.
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        // With no properties, the producer's empty sentinel gives the
        // property its value: false.
        Property(following: SignalProducer.any(properties.map(\.producer)))
    }

    /// A property holding whether every property in `properties` holds
    /// true; `true` when there are none.
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        Property(following: SignalProducer.all(properties.map(\.producer)))
    }
}
