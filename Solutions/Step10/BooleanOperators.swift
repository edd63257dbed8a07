// Exercise 10.5: negate, prefix ! and &&, lifted to producers and
// properties.
//
// The ReactiveCocoa book's own operators, each a line or two over the
// operators you have: written for signals first, then lifted to producers
// (every start gets the signal operator) and to properties (the producer
// operator, followed by a new property). ReactiveSwift has `negate()` and
// `and(_:)`, but no `!` or `&&` on streams: those are the book's.

import Step09_Errors

extension Signal where Value == Bool {
    /// Sends the opposite of each value.
    public func negate() -> Signal<Value, Error> {
        map(!)
    }

    /// Sends whether the latest values of this signal and `other` are both
    /// true, whenever either sends, once both have.
    public func and(_ other: Signal<Value, Error>) -> Signal<Value, Error> {
        // The book's `and`: combineLatest, then `&&` of the pair.
        combineLatest(with: other).map { pair in pair.0 && pair.1 }
    }

    /// The opposite of each value: ``negate()``.
    public static prefix func ! (signal: Signal) -> Signal {
        signal.negate()
    }

    /// Whether the latest values of both sides are true: ``and(_:)``.
    public static func && (lhs: Signal, rhs: Signal) -> Signal {
        lhs.and(rhs)
    }
}

extension SignalProducer where Value == Bool {
    /// On every start, sends the opposite of each value.
    public func negate() -> SignalProducer<Value, Error> {
        lift { $0.negate() }
    }

    /// On every start, starts this producer, then `other`, and sends whether
    /// their latest values are both true.
    public func and(_ other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        // Not the binary `lift`, which starts `other` first: ReactiveSwift's
        // `and` starts this producer first, as combineLatest(with:) does.
        combineLatest(with: other).map { pair in pair.0 && pair.1 }
    }

    /// The opposite of each value: ``negate()``.
    public static prefix func ! (producer: SignalProducer) -> SignalProducer {
        producer.negate()
    }

    /// Whether the latest values of both sides are true: ``and(_:)``.
    public static func && (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        lhs.and(rhs)
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding the opposite of this one's value.
    public func negate() -> Property<Bool> {
        // A signal operator cannot make a property: a property needs its
        // current value, which only the producer sends. So the property
        // operator follows the producer operator.
        Property(following: producer.negate())
    }

    /// A property holding whether this one's value and `other`'s are both
    /// true.
    public func and<Other: PropertyProtocol>(_ other: Other) -> Property<Bool> where Other.Value == Bool {
        Property(following: producer.and(other.producer))
    }

    /// A property holding the opposite of this one's value: ``negate()``.
    public static prefix func ! (property: Self) -> Property<Bool> {
        property.negate()
    }

    /// A property holding whether both sides hold true: ``and(_:)``.
    public static func && <Other: PropertyProtocol>(lhs: Self, rhs: Other) -> Property<Bool> where Other.Value == Bool {
        lhs.and(rhs)
    }
}
