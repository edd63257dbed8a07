// Exercise 10.5: negate, prefix ! and &&, lifted to producers and
// properties.
//
// The ReactiveCocoa book's own operators, each a line or two over the
// operators you have: written for signals first, then lifted to producers
// (every start gets the signal operator) and to properties (the producer
// operator, followed by a new property). ReactiveSwift has `negate()` and
// `and(_:)`, but no `!` or `&&` on streams: those are the book's.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step09_Errors

extension Signal where Value == Bool {
    /// Sends the opposite of each value.
    public func negate() -> Signal<Value, Error> {
        // TODO: the opposite of each value.
        self
    }

    /// Sends whether the latest values of this signal and `other` are both
    /// true, whenever either sends, once both have.
    public func and(_ other: Signal<Value, Error>) -> Signal<Value, Error> {
        // TODO: both latest values true, whenever either sends.
        self
    }

    /// The opposite of each value: ``negate()``.
    public static prefix func ! (signal: Signal) -> Signal {
        // TODO
        signal
    }

    /// Whether the latest values of both sides are true: ``and(_:)``.
    public static func && (lhs: Signal, rhs: Signal) -> Signal {
        // TODO
        lhs
    }
}

extension SignalProducer where Value == Bool {
    /// On every start, sends the opposite of each value.
    public func negate() -> SignalProducer<Value, Error> {
        // TODO: the signal operator, on every start.
        self
    }

    /// On every start, starts this producer, then `other`, and sends whether
    /// their latest values are both true.
    public func and(_ other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        // TODO: this producer started first, then `other`.
        self
    }

    /// The opposite of each value: ``negate()``.
    public static prefix func ! (producer: SignalProducer) -> SignalProducer {
        // TODO
        producer
    }

    /// Whether the latest values of both sides are true: ``and(_:)``.
    public static func && (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        // TODO
        lhs
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding the opposite of this one's value.
    public func negate() -> Property<Bool> {
        // TODO: a property holding the opposite, always.
        Property(value: value)
    }

    /// A property holding whether this one's value and `other`'s are both
    /// true.
    public func and<Other: PropertyProtocol>(_ other: Other) -> Property<Bool> where Other.Value == Bool {
        // TODO: a property holding both values' `&&`, always.
        Property(value: value)
    }

    /// A property holding the opposite of this one's value: ``negate()``.
    public static prefix func ! (property: Self) -> Property<Bool> {
        // TODO
        Property(value: property.value)
    }

    /// A property holding whether both sides hold true: ``and(_:)``.
    public static func && <Other: PropertyProtocol>(lhs: Self, rhs: Other) -> Property<Bool> where Other.Value == Bool {
        // TODO
        Property(value: lhs.value)
    }
}
