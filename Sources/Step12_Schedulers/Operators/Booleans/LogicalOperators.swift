// The ReactiveCocoa book's own operators: prefix `!`, `&&` and `||` on
// streams and properties of booleans.
//
// ReactiveSwift has none of these three: it has the methods they call,
// `negate()`, `and(_:)` and `or(_:)`. The book wrote them to show that an
// operator of your own is a few lines over the ones you have, and this step
// keeps them so that its login form reads as the book's did. Code written
// for ReactiveSwift never calls them, so they change nothing for it.
//
// One difference from Swift's `&&` and `||` on `Bool`: these evaluate both
// sides, always. There is no "later" to short-circuit to: each side is a
// stream, and the result watches both.

extension Signal where Value == Bool {
    /// The opposite of each value: ``negate()``.
    public static prefix func ! (signal: Signal) -> Signal {
        signal.negate()
    }

    /// Whether the latest values of both sides are true: ``and(_:)``.
    public static func && (lhs: Signal, rhs: Signal) -> Signal {
        lhs.and(rhs)
    }

    /// Whether the latest value of either side is true: ``or(_:)``.
    public static func || (lhs: Signal, rhs: Signal) -> Signal {
        lhs.or(rhs)
    }
}

extension SignalProducer where Value == Bool {
    /// The opposite of each value: ``negate()``.
    public static prefix func ! (producer: SignalProducer) -> SignalProducer {
        producer.negate()
    }

    /// Whether the latest values of both sides are true: ``and(_:)-(SignalProducer<Value,Error>)``.
    public static func && (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        lhs.and(rhs)
    }

    /// Whether the latest value of either side is true: ``or(_:)-(SignalProducer<Value,Error>)``.
    public static func || (lhs: SignalProducer, rhs: SignalProducer) -> SignalProducer {
        lhs.or(rhs)
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding the opposite of this one's value: ``negate()``.
    ///
    /// ```swift
    /// let isBusy = MutableProperty(false)
    /// let isIdle = !isBusy
    /// print(isIdle.value)
    /// // prints true
    /// ```
    public static prefix func ! (property: Self) -> Property<Bool> {
        property.negate()
    }

    /// A property holding whether both sides hold true: ``and(_:)``.
    public static func && <P: PropertyProtocol>(lhs: Self, rhs: P) -> Property<Bool> where P.Value == Bool {
        lhs.and(rhs)
    }

    /// A property holding whether either side holds true: ``or(_:)``.
    public static func || <P: PropertyProtocol>(lhs: Self, rhs: P) -> Property<Bool> where P.Value == Bool {
        lhs.or(rhs)
    }
}
