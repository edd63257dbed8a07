// concat: one producer's work after another's
// ===========================================
//
// Now that `flatten` exists, `concat` is what ReactiveSwift makes it: a
// producer of the two producers, flattened with `.concat`, which starts the
// second when the first has ended.

extension SignalProducer {
    /// Forwards every event of this producer, then those of `next`, started
    /// when this producer finishes.
    ///
    /// On each start: this producer starts and its values are forwarded.
    /// When it completes, `next` starts at once, and its values are
    /// forwarded too. A failure of either is forwarded at once and ends it
    /// all: after a failure of this producer, `next` never starts. The
    /// returned producer completes when `next` completes.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).concat(SignalProducer(value: 3)).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    ///
    /// An interruption that one of the two producers sends of its own accord
    /// counts as its completion, because `concat` is `flatten(.concat)`,
    /// which treats an inner interruption so: after this producer is
    /// interrupted, `next` starts; after `next` is interrupted, the returned
    /// producer completes. Disposing of the start is different:
    /// it interrupts whichever of the two is running, the returned producer
    /// sends `interrupted`, and `next` never starts.
    ///
    /// - Parameter next: The producer to start when this one has finished.
    /// - Returns: A producer of this producer's events, then `next`'s.
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
    }

    /// Forwards every event of this producer, then sends `value` when it
    /// completes; see ``concat(_:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).concat(value: 3).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Forwards every event of this producer, then fails with `error` when
    /// it completes; see ``concat(_:)``.
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// Forwards every event of `previous`, then those of this producer,
    /// started when `previous` finishes: `previous.concat(self)`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 2, 3).prefix(SignalProducer(value: 1)).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        previous.concat(self)
    }

    /// Sends `value`, then forwards every event of this producer; see
    /// ``prefix(_:)``.
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(value: value))
    }
}
