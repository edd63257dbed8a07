// `SignalProducer.zip` of two to ten producers, in one declaration: it
// erases its inputs, zips the array (which starts the producers in the
// order given), and casts the slots back into a tuple (see
// `Combining/Arities.swift`).

extension SignalProducer {
    /// Zips the values of two or more producers, of any value types,
    /// started in the order given; see ``Signal/zip(with:)``.
    public static func zip<B, each Rest>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ rest: repeat SignalProducer<each Rest, Error>
    ) -> SignalProducer<(Value, B, repeat each Rest), Error> {
        SignalProducer<Any, Error>.zip(SignalProducer<Any, Error>.erasing(a, b, repeat each rest))
            .map { tuple(of: $0) }
    }
}
