extension Signal {
    /// Sends the values of every signal of `signals` as they arrive, and
    /// completes when all of them have ended.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<String, Never>.pipe()
    /// let (keys, key) = Signal<String, Never>.pipe()
    /// Signal.merge([taps, keys]).observeValues { print($0) }
    /// tap.send(value: "tap")
    /// key.send(value: "return")
    /// tap.send(value: "tap")
    /// // prints tap
    /// // prints return
    /// // prints tap
    /// ```
    ///
    /// The merged signal:
    /// - sends each value as soon as it arrives, whichever signal sends it;
    /// - fails as soon as any signal fails;
    /// - completes once every signal has ended. A signal that is
    ///   interrupted has ended, as one that completes: as in ReactiveSwift,
    ///   it does not interrupt the merge, whose other signals go on.
    ///
    /// With no signals at all, the merged signal completes at once, before
    /// anyone can observe it: like every signal that has ended, it sends
    /// `interrupted` to whoever observes it afterwards.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of all of them.
    public static func merge<Seq: Sequence>(_ signals: Seq) -> Signal<Value, Error>
    where Seq.Element == Signal<Value, Error> {
        // A producer of the signals, flattened with `.merge`, as in
        // ReactiveSwift: each signal is observed as the producer sends it.
        Signal { output, lifetime in
            SignalProducer<Signal<Value, Error>, Error>(signals).startFlattening(.merge, into: output, during: lifetime)
        }
    }

    /// Merges the signals given; see ``merge(_:)-(Seq)``.
    ///
    /// ```swift
    /// let (left, sendLeft) = Signal<Int, Never>.pipe()
    /// let (right, sendRight) = Signal<Int, Never>.pipe()
    /// Signal.merge(left, right).observe { print($0) }
    /// sendRight.send(value: 2)
    /// sendLeft.sendCompleted()
    /// sendRight.sendCompleted()
    /// // prints VALUE 2
    /// // prints COMPLETED
    /// ```
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        merge(signals)
    }

    /// Merges this signal with `other`; see ``merge(_:)-(Seq)``.
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.merge(self, other)
    }
}

extension SignalProducer {
    /// On every start, starts each producer of `producers`, in order, and
    /// sends all their values as they arrive, as
    /// ``Signal/merge(_:)-(Seq)`` does: it fails as soon as any producer
    /// fails, and completes when every producer has ended. Disposing the
    /// start interrupts every producer.
    ///
    /// ```swift
    /// let cached = SignalProducer<String, Never>(value: "cached")
    /// let fresh = SignalProducer<String, Never>(["fresh 1", "fresh 2"])
    /// SignalProducer.merge([cached, fresh]).startWithValues { print($0) }
    /// // prints cached
    /// // prints fresh 1
    /// // prints fresh 2
    /// ```
    ///
    /// With no producers, each start completes at once.
    public static func merge<Seq: Sequence>(_ producers: Seq) -> SignalProducer<Value, Error>
    where Seq.Element == SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>(producers).flatten(.merge)
    }

    /// On every start, starts this producer, then `other`, and sends the
    /// values of both; see ``merge(_:)-(Seq)``.
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.merge(self, other)
    }
}
