// The overloads of `SignalProducer.merge` for two to ten producers, as
// ReactiveSwift has them: each merges the array of its producers, started in
// the order given.

extension SignalProducer {
    /// Merges two producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b])
    }

    /// Merges three producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c])
    }

    /// Merges four producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d])
    }

    /// Merges five producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e])
    }

    /// Merges six producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>, _ f: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e, f])
    }

    /// Merges seven producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>, _ f: SignalProducer<Value, Error>,
        _ g: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e, f, g])
    }

    /// Merges eight producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>, _ f: SignalProducer<Value, Error>,
        _ g: SignalProducer<Value, Error>, _ h: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e, f, g, h])
    }

    /// Merges nine producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>, _ f: SignalProducer<Value, Error>,
        _ g: SignalProducer<Value, Error>, _ h: SignalProducer<Value, Error>, _ i: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e, f, g, h, i])
    }

    /// Merges ten producers, started in this order; see ``merge(_:)-(Seq)``.
    public static func merge(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<Value, Error>, _ c: SignalProducer<Value, Error>,
        _ d: SignalProducer<Value, Error>, _ e: SignalProducer<Value, Error>, _ f: SignalProducer<Value, Error>,
        _ g: SignalProducer<Value, Error>, _ h: SignalProducer<Value, Error>, _ i: SignalProducer<Value, Error>,
        _ j: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        merge([a, b, c, d, e, f, g, h, i, j])
    }
}
